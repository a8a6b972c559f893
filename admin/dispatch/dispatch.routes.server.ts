import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, noInput, wire } from '../../server/http/input';
import { inScope, orgsOf, scopeOf } from '../../server/http/scope';
import { vehicleRows } from '../../server/operations/live.queries';
import { audit, write } from '../../server/operations/ops-deps';
import { yardOrder } from '../../server/operations/queue.service';
import { issueTicketIn } from '../../server/operations/ticket.service';
import { TASK_STATE } from '../../server/operations/task.service';
import { startOfPlantDay } from '../../server/operations/plant-time';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import { acceptance, currentAlerts, deskTasks, openLoads, readThresholds } from './desk-queries.server';
import { replayOf } from './replay.server';
import { scheduleOf } from './schedule.server';
import { suggestionFor } from './suggest.server';
import { raiseClockNotices } from './clock-notices.server';

/** The desk's screens: any of them reads the desk; the dispatch-car desk writes. */
export const DESK = '/production/adjust-center/dispatch-car';
const READ = {
  screen: [DESK, '/production/adjust-center/dispatch-bill', '/production/adjust-center/produce-dispatch-plan', '/production/adjust-center/dispatch-map'],
};
const WRITE = { screen: DESK };
const area = 'production-dispatch';

const TASK_STATE_NAME: Record<number, string> = { [TASK_STATE.completed]: 'completed', [TASK_STATE.cancelled]: 'cancelled' };

/** A task the caller may act on, or 404; a finished task refuses a new load with 409 naming its state. */
async function runningTask(ctx: CallContext, taskId: number) {
  const task = await inScope(
    ctx.db.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', taskId),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!task) throw notFound();
  if (task.state !== TASK_STATE.open && task.state !== TASK_STATE.producing)
    throw new BizError(409, 'stateForbids', { state: TASK_STATE_NAME[task.state] ?? String(task.state) }, 'taskId');
  return task;
}

async function oneDeskTask(ctx: CallContext, taskId: number) {
  await runningTask(ctx, taskId);
  const t = await readThresholds(ctx.db);
  const { loads } = await openLoads(ctx.db, ctx.services.clock, scopeOf(ctx), t, [taskId]);
  return (await deskTasks(ctx.db, ctx.services.clock, scopeOf(ctx), t, loads, { ids: [taskId] }))[0];
}

/** The whole desk: per station its yard, the running tasks, every open load's clock, the alerts and the acceptance rate. */
async function desk(ctx: CallContext) {
  const scope = scopeOf(ctx);
  const clock = ctx.services.clock;
  const { thresholds, alerts, loads } = await currentAlerts(ctx.db, clock, scope);
  const [yard, tasks, orgs, rate] = await Promise.all([
    yardOrder(ctx.db, clock, scope),
    deskTasks(ctx.db, clock, scope, thresholds, loads),
    orgsOf(ctx.db, scope),
    acceptance(ctx.db, scope),
  ]);
  const names = await ctx.db
    .selectFrom('orgs')
    .select(['org_id', 'org_name'])
    .where('org_type', '=', 'station')
    .where('org_id', 'in', orgs.length ? orgs : ['-'])
    .orderBy('sort')
    .execute();
  const stations = names.map((o) => ({ orgId: o.org_id, orgName: o.org_name, yard: yard.filter((t) => t.orgId === o.org_id) }));
  return { now: clock.format(clock.now()), thresholds, stations, tasks, loads, alerts, acceptance: rate };
}

/** How often the concrete clock's alerts become notices (a new alert waits at most this long). */
const CLOCK_CHECK_MS = 60_000;

/** Checks the concrete clock every minute while the server runs, on the background connection. */
function clockWatch(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const deps = { ...app.live.deps(null, 'concrete-clock'), db: app.services.db };
      raiseClockNotices(deps, 'all').catch((e) => app.log.warn({ err: e }, 'concrete clock check failed'));
    }, CLOCK_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export function dispatchRoutes(app: FastifyInstance): void {
  clockWatch(app);
  defineCall(app, '/production/dispatch/dispatch-list', desk, { perm: READ, input: noInput, area });

  defineCall(
    app,
    '/production/dispatch/getTime',
    async (ctx) => {
      const clock = ctx.services.clock;
      return { now: clock.format(clock.now()), timeZone: clock.timeZone, thresholds: await readThresholds(ctx.db) };
    },
    { perm: READ, input: noInput, area },
  );

  defineCall(
    app,
    '/production/dispatch/dispatch-c-list',
    async (ctx) => {
      const { thresholds, alerts, loads } = await currentAlerts(ctx.db, ctx.services.clock, scopeOf(ctx));
      const filtered = ctx.input.taskId ? loads.filter((l) => l.taskId === ctx.input.taskId) : loads;
      return { thresholds, list: filtered.map((l) => ({ ...l, alerts: alerts.filter((a) => a.ticketId === l.ticketId).map((a) => a.kind) })), alerts };
    },
    { perm: READ, input: input({ taskId: wire.id().optional() }), area },
  );

  defineCall(
    app,
    '/production/dispatch/sany-dispatch-list',
    async (ctx) => {
      const scope = scopeOf(ctx);
      const t = await readThresholds(ctx.db);
      const [trucks, { loads }] = await Promise.all([vehicleRows(ctx.db, ctx.services.clock, scope), openLoads(ctx.db, ctx.services.clock, scope, t)]);
      const byTicket = new Map(loads.map((l) => [l.ticketId, l]));
      const list = trucks
        .filter((v) => !ctx.input.kind || v.kind === ctx.input.kind)
        .map((v) => ({
          ...v,
          ageMinutes: v.ticketId ? (byTicket.get(v.ticketId)?.ageMinutes ?? null) : null,
          level: v.ticketId ? (byTicket.get(v.ticketId)?.level ?? null) : null,
        }));
      return { list, total: list.length };
    },
    { perm: READ, input: input({ kind: wire.oneOf(['mixer', 'pump']).optional() }), area },
  );

  defineCall(
    app,
    '/production/dispatch/getDetailsCodeRecord',
    async (ctx) => {
      const clock = ctx.services.clock;
      const tk = await inScope(
        ctx.db
          .selectFrom('delivery_tickets as t')
          .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
          .innerJoin('production_tasks as k', 'k.id', 't.task_id')
          .select([
            't.id',
            't.ticket_code',
            't.task_id',
            'k.task_code',
            't.vehicle_id',
            'v.plate',
            't.quantity',
            't.org_id',
            't.status',
            'v.ticket_id as vehicle_ticket',
          ])
          .where('t.ticket_code', '=', ctx.input.code),
        't.org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!tk) throw notFound();
      // the track of the load: its status history, and on to now while the truck still carries it
      const history = await ctx.db
        .selectFrom('vehicle_status_history')
        .select(['status', 'at'])
        .where('ticket_id', '=', tk.id)
        .orderBy('at')
        .orderBy('id')
        .execute();
      const gps = await ctx.db
        .selectFrom('gps_positions')
        .select(sql<string>`count(*)`.as('n'))
        .where('vehicle_id', '=', tk.vehicle_id)
        .where('at', '>=', history[0]?.at ?? new Date(0))
        .where('at', '<=', tk.vehicle_ticket === tk.id ? ctx.services.clock.now() : (history[history.length - 1]?.at ?? new Date(0)))
        .executeTakeFirstOrThrow();
      return {
        ticketId: tk.id,
        ticketCode: tk.ticket_code,
        taskId: tk.task_id,
        taskCode: tk.task_code,
        vehicleId: tk.vehicle_id,
        plate: tk.plate,
        quantity: Number(tk.quantity),
        orgId: tk.org_id,
        status: VEHICLE_STATUSES[tk.status],
        records: history.map((h) => ({ status: VEHICLE_STATUSES[h.status], time: clock.format(h.at) })),
        gpsPoints: Number(gps.n),
      };
    },
    { perm: READ, input: input({ code: wire.text(64) }), area },
  );

  defineCall(
    app,
    '/production/dispatch/update-pump-type',
    async (ctx) => {
      const task = await runningTask(ctx, ctx.input.taskId);
      let pumpId: number | null = null;
      if (ctx.input.pumpId) {
        const pump = await ctx.db.selectFrom('vehicles').select(['id', 'org_id', 'kind']).where('id', '=', ctx.input.pumpId).executeTakeFirst();
        if (!pump || pump.kind !== 'pump' || pump.org_id !== task.org_id) throw invalid('pumpId');
        pumpId = pump.id;
      }
      const pumpType = ctx.input.pumpType ?? '';
      await ctx.db
        .updateTable('production_tasks')
        .set({ pump_id: pumpId, pump_type: pumpType, ...(ctx.input.spacingMinutes ? { spacing_minutes: ctx.input.spacingMinutes } : {}) })
        .where('id', '=', task.id)
        .execute();
      await ctx.audit('update-pump', 'production_task', task.id, { pumpId, pumpType, spacingMinutes: ctx.input.spacingMinutes ?? null });
      return oneDeskTask(ctx, task.id);
    },
    {
      perm: WRITE,
      write: true,
      area,
      input: input({
        taskId: wire.id(),
        pumpId: wire.id().optional(),
        pumpType: wire.text(32).optional(),
        spacingMinutes: wire.int({ min: 1, max: 240 }).optional(),
      }),
    },
  );

  defineCall(
    app,
    '/production/dispatch/task-list',
    async (ctx) => {
      const scope = ctx.input.orgId ? (await orgsOf(ctx.db, scopeOf(ctx))).filter((o) => o === ctx.input.orgId) : scopeOf(ctx);
      const t = await readThresholds(ctx.db);
      const { loads } = await openLoads(ctx.db, ctx.services.clock, scope, t);
      const list = await deskTasks(ctx.db, ctx.services.clock, scope, t, loads);
      return { list, total: list.length, loads };
    },
    { perm: READ, input: input({ orgId: wire.code(16).optional() }), area },
  );

  defineCall(
    app,
    '/production/dispatch/task-schedule',
    async (ctx) => {
      const inScopeOrgs = await orgsOf(ctx.db, scopeOf(ctx));
      // the day view is a station's: head office staff start on the first station
      const orgs = (
        await ctx.db
          .selectFrom('orgs')
          .select('org_id')
          .where('org_type', '=', 'station')
          .where('org_id', 'in', inScopeOrgs.length ? inScopeOrgs : ['-'])
          .orderBy('sort')
          .execute()
      ).map((o) => o.org_id);
      const orgId = ctx.input.orgId ?? (orgs.includes(ctx.orgId) ? ctx.orgId : orgs[0]);
      if (!orgId || !orgs.includes(orgId)) throw notFound();
      return scheduleOf(ctx.db, ctx.services.clock, orgId, ctx.input.date ?? ctx.services.clock.today());
    },
    { perm: READ, input: input({ orgId: wire.code(16).optional(), date: wire.date().optional() }), area },
  );

  // the desk's own calls (docs/wire.md, "Dispatch desk")
  defineCall(
    app,
    '/production/dispatch/suggest',
    async (ctx) => {
      const task = await oneDeskTask(ctx, ctx.input.taskId);
      const s = await suggestionFor(ctx.db, ctx.services.clock, task);
      if (!s) throw invalid('taskId', 'noTruckReady');
      const row = await ctx.db
        .insertInto('dispatch_decisions')
        .values({
          org_id: task.orgId,
          task_id: task.id,
          vehicle_id: s.vehicleId,
          line_id: s.lineId,
          eta_minutes: s.etaMinutes,
          reasons: JSON.stringify(s.reasons),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.audit('suggest', 'dispatch_decision', row.id, { taskId: task.id, vehicleId: s.vehicleId });
      return { id: row.id, ...s };
    },
    { perm: WRITE, write: true, area, input: input({ taskId: wire.id() }) },
  );

  defineCall(
    app,
    '/production/dispatch/issue',
    async (ctx) => {
      const task = await oneDeskTask(ctx, ctx.input.taskId);
      const truck = await ctx.db.selectFrom('vehicles').select(['id', 'org_id', 'capacity']).where('id', '=', ctx.input.vehicleId).executeTakeFirst();
      if (!truck || truck.org_id !== task.orgId) throw invalid('vehicleId');
      const quantity = ctx.input.quantity ?? Math.min(Number(truck.capacity), task.remaining);
      if (!(quantity > 0)) throw new BizError(409, 'stateForbids', { state: 'planDelivered' }, 'taskId');
      const deps = ctx.request.server.live.deps(ctx.user, ctx.ip);
      return write(deps, async (tx, emit) => {
        const ticket = await issueTicketIn(deps, tx, emit, { taskId: task.id, vehicleId: truck.id, quantity, pumpId: task.pumpId });
        let decision: string | null = null;
        if (ctx.input.suggestionId) {
          const s = await tx
            .selectFrom('dispatch_decisions')
            .select(['id', 'task_id', 'vehicle_id', 'decision'])
            .where('id', '=', ctx.input.suggestionId)
            .forUpdate()
            .executeTakeFirst();
          if (!s || s.task_id !== task.id) throw invalid('suggestionId');
          if (s.decision) throw new BizError(409, 'stateForbids', { state: s.decision }, 'suggestionId');
          decision = s.vehicle_id === truck.id ? 'accepted' : 'overridden';
          await tx
            .updateTable('dispatch_decisions')
            .set({
              decision,
              chosen_vehicle_id: truck.id,
              ticket_id: ticket.id,
              decided_by: ctx.user.userName,
              decided_at: deps.clock.now(),
              updated_at: deps.clock.now(),
            })
            .where('id', '=', s.id)
            .execute();
          await audit(deps, tx, task.orgId, 'decide', 'dispatch_decision', s.id, { decision, ticketId: ticket.id });
        }
        return { ticketId: ticket.id, quantity, decision };
      });
    },
    {
      perm: WRITE,
      mutates: true,
      area,
      input: input({ taskId: wire.id(), vehicleId: wire.id(), quantity: wire.number(0.01, 100).optional(), suggestionId: wire.id().optional() }),
    },
  );

  defineCall(
    app,
    '/production/dispatch/acceptance',
    async (ctx) => acceptance(ctx.db, scopeOf(ctx), ctx.input.today ? startOfPlantDay(ctx.services.clock) : undefined),
    { perm: READ, input: input({ today: wire.bool().optional() }), area },
  );

  defineCall(
    app,
    '/production/dispatch/clock-alerts',
    async (ctx) => {
      const { thresholds, alerts } = await currentAlerts(ctx.db, ctx.services.clock, scopeOf(ctx));
      return { thresholds, alerts };
    },
    { perm: READ, input: noInput, area },
  );

  defineCall(
    app,
    '/production/dispatch/raise-clock-notices',
    async (ctx) => ({ raised: await raiseClockNotices(ctx.request.server.live.deps(ctx.user, ctx.ip), scopeOf(ctx)) }),
    { perm: WRITE, mutates: true, area, input: noInput },
  );

  defineCall(
    app,
    '/production/dispatch/replay',
    async (ctx) => {
      const task = await inScope(
        ctx.db.selectFrom('production_tasks').select(['id']).where('id', '=', ctx.input.taskId),
        'org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!task) throw notFound();
      return replayOf(ctx.db, ctx.services.clock, task.id);
    },
    { perm: READ, input: input({ taskId: wire.id() }), area },
  );
}
