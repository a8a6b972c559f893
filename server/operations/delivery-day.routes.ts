import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DELIVERY_YESTERDAY, type DeliveryDay } from '../../src/domain/delivery-day';
import type { Clock } from '../clock';
import type { DB } from '../db/database';
import { defineCall } from '../http/call';
import { noInput } from '../http/input';
import { inScope, scopeOf, type OrgScope } from '../http/scope';
import { fromPlant } from './plant-time';
import { ISSUED } from './live.queries';

const TOP = 10;

/** The plant day before today: from its midnight to today's. */
export function yesterdayOf(clock: Clock): { date: string; from: Date; to: Date } {
  const today = clock.today();
  const date = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { date, from: fromPlant(clock, `${date} 00:00:00`), to: fromPlant(clock, `${today} 00:00:00`) };
}

/** What was delivered on one plant day: the figures the delivery board shows for today, for a day gone by. */
export async function deliveryDay(db: DB, orgs: OrgScope, day: { date: string; from: Date; to: Date }): Promise<DeliveryDay> {
  const tickets = inScope(
    db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .where(ISSUED)
      .where('t.ticketed_at', '>=', day.from)
      .where('t.ticketed_at', '<', day.to),
    't.org_id',
    orgs,
  );
  const totals = await tickets
    .select([
      sql<string>`coalesce(sum(t.quantity), 0)`.as('quantity'),
      sql<string>`count(*)`.as('n'),
      sql<string | null>`avg(extract(epoch from (t.back_at - t.loading_at)) / 60) filter (where t.back_at > t.loading_at)`.as('turnaround'),
    ])
    .executeTakeFirstOrThrow();
  const top = (rows: { name: string; quantity: string }[]) => rows.map((r) => ({ name: r.name, quantity: Number(r.quantity) }));
  const quantity = sql<string>`sum(t.quantity)`;
  const byCustomer = await tickets
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .select(['c.customer_name as name', quantity.as('quantity')])
    .groupBy('c.customer_name')
    .orderBy(quantity, 'desc')
    .orderBy('c.customer_name')
    .limit(TOP)
    .execute();
  const bySite = await tickets
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .select(['p.project_name as name', quantity.as('quantity')])
    .groupBy('p.project_name')
    .orderBy(quantity, 'desc')
    .orderBy('p.project_name')
    .limit(TOP)
    .execute();
  return {
    date: day.date,
    delivered: Number(totals.quantity),
    tickets: Number(totals.n),
    turnaround: totals.turnaround === null ? null : Math.round(Number(totals.turnaround)),
    byCustomer: top(byCustomer),
    bySite: top(bySite),
  };
}

/** Yesterday's deliveries, which the delivery board shows beside today's while today has none yet. */
export function deliveryDayRoutes(app: FastifyInstance): void {
  defineCall(app, DELIVERY_YESTERDAY, (ctx) => deliveryDay(ctx.db, scopeOf(ctx), yesterdayOf(ctx.services.clock)), {
    perm: 'session',
    input: noInput,
    area: 'live',
  });
}
