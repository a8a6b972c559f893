import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../server/http/call';
import { pageOf } from '../../server/http/params';
import { input, pageParams, wire } from '../../server/http/input';
import { orgsOf } from '../../server/http/scope';
import { count, plantDay, rangeInput, rangeOf, rangePageInput, rangeShape, round3, vol, type Range } from './report-range.server';
import { batchesIn, isReturned, recipeKg, ticketsIn, WATER } from './stats-queries.server';
import { materialConsumption, recipeCosts } from './material-queries.server';
import { perTrip, sumOf } from './production.figures';
import type { CallContext } from '../../server/http/call';

/** Who reads the statistics: whoever may open one of the production statistics screens. */
export const STATS_PERM = { screen: ['/production/produce-report', '/production/product-report', '/report/production-report'] } as const;
const STATS = { perm: STATS_PERM, input: rangeInput, area: 'production-stats' } as const;
const STATS_PAGE = { ...STATS, input: rangePageInput } as const;

/** A list with its total row: the figures a screen shows under its table. */
const withTotal = <R extends { quantity: string; trips: number }>(list: R[]) => ({
  list,
  total: { trips: list.reduce((n, r) => n + r.trips, 0), quantity: sumOf(list, (r) => r.quantity) },
});

const nextDay = (day: string) => new Date(Date.parse(day + 'T00:00:00Z') + 86400000).toISOString().slice(0, 10);
function daysOf(r: Range): string[] {
  const out: string[] = [];
  for (let d = r.beginDay; d <= r.endDay; d = nextDay(d)) out.push(d);
  return out;
}

/** Shipped (tickets) and batched (batch records) volume per plant day and station. */
async function dailyProduction(ctx: CallContext, r: Range) {
  const shipped = await ticketsIn(ctx, r)
    .select([plantDay(ctx, 't.created_at').as('day'), 't.org_id', count().as('trips'), vol('t.quantity').as('quantity')])
    .groupBy(['day', 't.org_id'])
    .execute();
  const batched = await batchesIn(ctx, r)
    .select([plantDay(ctx, 'b.at').as('day'), 'b.org_id', count().as('batches'), vol('b.quantity').as('quantity')])
    .groupBy(['day', 'b.org_id'])
    .execute();
  return { shipped, batched };
}

export function productionStatsRoutes(app: FastifyInstance): void {
  /** Volume and trips per driver. */
  defineCall(
    app,
    '/production/drivertj',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await ticketsIn(ctx, r)
        .select(['t.driver_id', sql<string>`coalesce(d.driver_name, '')`.as('driver_name'), count().as('trips'), vol('t.quantity').as('quantity')])
        .groupBy(['t.driver_id', 'd.driver_name'])
        .orderBy(sql`sum(t.quantity)`, 'desc')
        .orderBy('d.driver_name')
        .execute();
      return withTotal(rows.map((x) => ({ driverId: x.driver_id, driverName: x.driver_name, trips: x.trips, quantity: x.quantity })));
    },
    STATS,
  );

  /** Volume per concrete grade (strength). */
  defineCall(
    app,
    '/production/productStatistic',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await ticketsIn(ctx, r)
        .select(['k.strength', count().as('trips'), sql<number>`count(distinct k.id)::int`.as('task_count'), vol('t.quantity').as('quantity')])
        .groupBy('k.strength')
        .orderBy('k.strength')
        .execute();
      return withTotal(rows.map((x) => ({ strength: x.strength, taskCount: x.task_count, trips: x.trips, quantity: x.quantity })));
    },
    STATS,
  );

  /** Water of the mix per task: batched m³ × the recipe's water per m³ (kg). */
  defineCall(
    app,
    '/production/deliverWater',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await batchesIn(ctx, r)
        .innerJoin('projects as p', 'p.id', 'k.project_id')
        .select([
          'k.id',
          'k.task_code',
          'k.strength',
          'p.project_name',
          'rc.recipe_code',
          count().as('batches'),
          vol('b.quantity').as('quantity'),
          round3(sql`sum(b.quantity * ${recipeKg(WATER)})`).as('water_kg'),
          round3(sql`max(${recipeKg(WATER)})`).as('water_per_m3'),
        ])
        .groupBy(['k.id', 'k.task_code', 'k.strength', 'p.project_name', 'rc.recipe_code'])
        .orderBy('k.task_code')
        .execute();
      const list = rows.map((x) => ({
        taskId: x.id,
        taskCode: x.task_code,
        projectName: x.project_name,
        strength: x.strength,
        recipeCode: x.recipe_code,
        batches: x.batches,
        quantity: x.quantity,
        waterPerM3: x.water_per_m3,
        waterKg: x.water_kg,
      }));
      return { list, total: { quantity: sumOf(list, (x) => x.quantity), waterKg: sumOf(list, (x) => x.waterKg) } };
    },
    STATS,
  );

  /** Returned and diverted loads per project. */
  defineCall(
    app,
    '/production/returnStatistic',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await ticketsIn(ctx, r)
        .where(isReturned)
        .select([
          'p.id',
          'p.project_name',
          'c.customer_name',
          sql<number>`(count(*) filter (where t.returned_load_at is not null))::int`.as('returned_trips'),
          round3(sql`sum(t.quantity) filter (where t.returned_load_at is not null)`).as('returned_quantity'),
          sql<number>`(count(*) filter (where t.returned_load_at is null))::int`.as('diverted_trips'),
          round3(sql`sum(t.quantity) filter (where t.returned_load_at is null)`).as('diverted_quantity'),
          count().as('trips'),
          vol('t.quantity').as('quantity'),
        ])
        .groupBy(['p.id', 'p.project_name', 'c.customer_name'])
        .orderBy('p.project_name')
        .execute();
      return withTotal(
        rows.map((x) => ({
          projectId: x.id,
          projectName: x.project_name,
          customerName: x.customer_name,
          returnedTrips: x.returned_trips,
          returnedQuantity: x.returned_quantity,
          divertedTrips: x.diverted_trips,
          divertedQuantity: x.diverted_quantity,
          trips: x.trips,
          quantity: x.quantity,
        })),
      );
    },
    STATS,
  );

  /** The returned and diverted tickets themselves, a page at a time. */
  defineCall(
    app,
    '/production/returnStatistic-List',
    async (ctx) => {
      const r = rangeOf(ctx);
      const p = ctx.params.paging();
      const q = ticketsIn(ctx, r).where(isReturned);
      const total = (await q.select(count().as('n')).executeTakeFirstOrThrow()).n;
      const rows = await q
        .select([
          't.id',
          't.ticket_code',
          't.quantity',
          't.created_at',
          't.returned_load_at',
          't.diverted_at',
          'k.task_code',
          'k.strength',
          'p.project_name',
          'v.plate',
          'v.inner_number',
          'd.driver_name',
        ])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(p.limit)
        .offset(p.offset)
        .execute();
      const fmt = ctx.services.clock.format;
      return pageOf(
        rows.map((x) => ({
          id: x.id,
          ticketCode: x.ticket_code,
          taskCode: x.task_code,
          strength: x.strength,
          projectName: x.project_name,
          plate: x.plate,
          innerNumber: x.inner_number,
          driverName: x.driver_name ?? '',
          quantity: x.quantity,
          kind: x.returned_load_at ? 'returnedLoad' : 'diverted',
          ticketTime: fmt(x.created_at),
          returnTime: fmt(x.returned_load_at ?? x.diverted_at),
        })),
        total,
        p,
      );
    },
    STATS_PAGE,
  );

  /** Per-truck trip accounting: trips, volume, volume per trip, first and last ticket. */
  defineCall(
    app,
    '/production/bicyclehesuan',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await ticketsIn(ctx, r)
        .select([
          'v.id',
          'v.plate',
          'v.inner_number',
          count().as('trips'),
          vol('t.quantity').as('quantity'),
          sql<Date>`min(t.created_at)`.as('first_at'),
          sql<Date>`max(t.created_at)`.as('last_at'),
        ])
        .groupBy(['v.id', 'v.plate', 'v.inner_number'])
        .orderBy('v.inner_number')
        .execute();
      const fmt = ctx.services.clock.format;
      return withTotal(
        rows.map((x) => ({
          vehicleId: x.id,
          plate: x.plate,
          innerNumber: x.inner_number,
          trips: x.trips,
          quantity: x.quantity,
          perTrip: perTrip(x.quantity, x.trips),
          firstTime: fmt(x.first_at),
          lastTime: fmt(x.last_at),
        })),
      );
    },
    STATS,
  );

  /** Volume per project. */
  defineCall(
    app,
    '/production/projectstatistics',
    async (ctx) => {
      const r = rangeOf(ctx);
      const rows = await ticketsIn(ctx, r)
        .select([
          'p.id',
          'p.project_name',
          'c.customer_name',
          sql<number>`count(distinct k.id)::int`.as('task_count'),
          count().as('trips'),
          vol('t.quantity').as('quantity'),
        ])
        .groupBy(['p.id', 'p.project_name', 'c.customer_name'])
        .orderBy(sql`sum(t.quantity)`, 'desc')
        .orderBy('p.project_name')
        .execute();
      return withTotal(
        rows.map((x) => ({
          projectId: x.id,
          projectName: x.project_name,
          customerName: x.customer_name,
          taskCount: x.task_count,
          trips: x.trips,
          quantity: x.quantity,
        })),
      );
    },
    STATS,
  );

  /** Production per plant day of a month (`month`, YYYY-MM; this month when absent), every day listed. */
  defineCall(
    app,
    '/production/produceMonthReport',
    async (ctx) => {
      const month = ctx.input.month ?? ctx.services.clock.today().slice(0, 7);
      const [y, m] = month.split('-').map(Number);
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const r = rangeOf({ ...ctx, input: { ...ctx.input, beginTime: `${month}-01`, endTime: `${month}-${String(last).padStart(2, '0')}` } });
      const { shipped, batched } = await dailyProduction(ctx, r);
      const list = daysOf(r).map((day) => {
        const s = shipped.filter((x) => x.day === day);
        const b = batched.filter((x) => x.day === day);
        return {
          day,
          trips: s.reduce((n, x) => n + x.trips, 0),
          quantity: sumOf(s, (x) => x.quantity),
          batches: b.reduce((n, x) => n + x.batches, 0),
          batchedQuantity: sumOf(b, (x) => x.quantity),
        };
      });
      return { month, ...withTotal(list), batchedQuantity: sumOf(list, (x) => x.batchedQuantity) };
    },
    { ...STATS, input: input({ stationId: rangeShape.stationId, month: wire.month().optional() }) },
  );

  /** Production per plant day and station over a range: shipped and batched volume. */
  defineCall(
    app,
    '/production/produceReport',
    async (ctx) => {
      const r = rangeOf(ctx);
      const { shipped, batched } = await dailyProduction(ctx, r);
      const orgs = await ctx.db
        .selectFrom('orgs')
        .select(['org_id', 'org_name'])
        .where('org_id', 'in', (await orgsOf(ctx.db, r.scope)).concat('-'))
        .execute();
      const name = new Map(orgs.map((o) => [o.org_id, o.org_name]));
      const keys = [...new Set([...shipped, ...batched].map((x) => `${x.day}|${x.org_id}`))].sort();
      const list = keys.map((k) => {
        const [day, orgId] = k.split('|');
        const s = shipped.find((x) => x.day === day && x.org_id === orgId);
        const b = batched.find((x) => x.day === day && x.org_id === orgId);
        return {
          day,
          orgId,
          orgName: name.get(orgId) ?? orgId,
          trips: s?.trips ?? 0,
          quantity: s?.quantity ?? '0.000',
          batches: b?.batches ?? 0,
          batchedQuantity: b?.quantity ?? '0.000',
        };
      });
      return { ...withTotal(list), batchedQuantity: sumOf(list, (x) => x.batchedQuantity) };
    },
    STATS,
  );

  /** Material cost per recipe: the materials its batches drew × the configured prices. */
  defineCall(app, '/production/recipeCost', async (ctx) => recipeCosts(ctx, rangeOf(ctx)), STATS);

  /** Set against actual consumption per material. */
  defineCall(app, '/production/material/consume', async (ctx) => ({ list: await materialConsumption(ctx, rangeOf(ctx)) }), STATS);

  /** The same per task (the material/consume group's task detail): one task, or the tasks of the range a page at a time. */
  defineCall(
    app,
    '/production/material/consume/task',
    async (ctx) => {
      const r = rangeOf(ctx);
      const p = ctx.params.paging(10);
      let q = batchesIn(ctx, r).innerJoin('projects as p', 'p.id', 'k.project_id');
      if (ctx.input.taskId) q = q.where('k.id', '=', ctx.input.taskId);
      const tasks = await q
        .select(['k.id', 'k.task_code', 'k.strength', 'p.project_name', vol('b.quantity').as('quantity')])
        .groupBy(['k.id', 'k.task_code', 'k.strength', 'p.project_name'])
        .orderBy('k.task_code')
        .execute();
      const pageRows = tasks.slice(p.offset, p.offset + p.limit);
      const list = [];
      for (const t of pageRows) {
        list.push({
          taskId: t.id,
          taskCode: t.task_code,
          strength: t.strength,
          projectName: t.project_name,
          quantity: t.quantity,
          materials: await materialConsumption(ctx, r, t.id),
        });
      }
      return pageOf(list, tasks.length, p);
    },
    { ...STATS, input: input({ ...rangeShape, ...pageParams, taskId: wire.id().optional() }) },
  );

  /** The stations a statistic can be filtered by: those of the caller's scope (the quality screens' statistics filter by them too). */
  defineCall(
    app,
    '/production/report/stations',
    async (ctx) => {
      const r = rangeOf({ ...ctx, input: {} });
      return ctx.db
        .selectFrom('orgs')
        .select(['org_id as orgId', 'org_name as orgName'])
        .where('org_type', '=', 'station')
        .where('org_id', 'in', (await orgsOf(ctx.db, r.scope)).concat('-'))
        .orderBy('org_id')
        .execute();
    },
    { ...STATS, perm: { screen: [...STATS_PERM.screen, '/quality-management/quality-control', '/quality-management/CertificationHub'] }, input: input({}) },
  );
}
