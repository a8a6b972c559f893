import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import { defineCall, type CallContext } from '../http/call';
import { invalid, notFound } from '../http/errors';
import { pageOf } from '../http/params';
import { TICKET_TIME_COLUMN } from './live.queries';
import { scopeOf } from './scope';

/** Screens that list production tasks and their delivery tickets (spec doc 2 §6–7). */
const TASK_SCREENS = { screen: ['/production/production-controll-panel', '/production/task-bills-manager', '/production/order', '/production/task-edit',
  '/production/production-deliver'] } as const;
const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function timeRange(ctx: CallContext): [string | undefined, string | undefined] {
  const start = ctx.params.str('start_time') ?? ctx.params.str('startTime');
  const end = ctx.params.str('end_time') ?? ctx.params.str('endTime');
  if (start && !TIME.test(start)) throw invalid(ctx.params.has('start_time') ? 'start_time' : 'startTime');
  if (end && !TIME.test(end)) throw invalid(ctx.params.has('end_time') ? 'end_time' : 'endTime');
  return [start && (start.length === 10 ? `${start} 00:00:00` : start), end && (end.length === 10 ? `${end} 23:59:59` : end)];
}

/** Tasks of the caller's scope, filtered by the search fields of the task screens. */
function taskQuery(ctx: CallContext) {
  const db = ctx.db as unknown as Kysely<any>;
  const tz = sql.lit(ctx.services.clock.timeZone);
  let q = db.selectFrom('production_tasks as k').innerJoin('customers as c', 'c.id', 'k.customer_id').innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('recipes as r', 'r.id', 'k.recipe_id').leftJoin('contracts as ct', 'ct.id', 'k.contract_id').leftJoin('hosts as h', 'h.id', 'k.host_id');
  const scope = scopeOf(ctx);
  if (scope !== 'all') q = q.where('k.org_id', 'in', scope);
  for (const [param, column] of [['taskCode', 'k.task_code'], ['customerName', 'c.customer_name'], ['projectName', 'p.project_name'], ['strength', 'k.strength']] as const) {
    const v = ctx.params.str(param);
    if (v) q = q.where(column, 'ilike', `%${likeEscape(v)}%`);
  }
  const state = ctx.params.int('state');
  if (state !== undefined) q = q.where('k.state', '=', state);
  const [start, end] = timeRange(ctx);
  if (start) q = q.where(sql`(k.open_time at time zone ${tz})`, '>=', start);
  if (end) q = q.where(sql`(k.open_time at time zone ${tz})`, '<=', end);
  return q;
}

const TASK_COLUMNS = ['k.id', 'k.org_id', 'k.task_code', 'k.customer_id', 'c.customer_name', 'k.project_id', 'p.project_name', 'ct.contract_code', 'r.recipe_code',
  'k.pouring_site', 'k.strength', 'k.slump', 'k.pour_method', 'k.plan_quantity', 'k.shipped_quantity', 'k.truck_count', 'k.open_time', 'k.complete_time',
  'k.state', 'k.host_id', 'h.host_name', 'p.lat', 'p.lng'] as const;

function taskOut(ctx: CallContext, r: any) {
  const f = ctx.services.clock.format;
  return { id: r.id, orgId: r.org_id, taskCode: r.task_code, customerId: r.customer_id, customerName: r.customer_name, projectId: r.project_id,
    projectName: r.project_name, contractCode: r.contract_code ?? '', recipeCode: r.recipe_code, pouringSite: r.pouring_site, strength: r.strength, slump: r.slump,
    pourMethod: r.pour_method, planQuantity: Number(r.plan_quantity), shippedQuantity: Number(r.shipped_quantity), truckCount: r.truck_count,
    openTime: f(r.open_time), completeTime: f(r.complete_time), state: r.state, hostId: r.host_id, hostName: r.host_name ?? '', siteLat: r.lat, siteLng: r.lng };
}

function ticketQuery(ctx: CallContext) {
  const db = ctx.db as unknown as Kysely<any>;
  let q = db.selectFrom('delivery_tickets as t').innerJoin('production_tasks as k', 'k.id', 't.task_id').innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id').innerJoin('projects as p', 'p.id', 'k.project_id')
    .selectAll('t').select(['k.task_code', 'k.strength', 'k.pouring_site', 'p.project_name', 'v.plate', 'v.inner_number', 'd.driver_name']);
  const scope = scopeOf(ctx);
  if (scope !== 'all') q = q.where('t.org_id', 'in', scope);
  return q;
}

function ticketOut(ctx: CallContext, r: any) {
  const times: Record<string, string> = {};
  for (const [status, column] of Object.entries(TICKET_TIME_COLUMN)) if (r[column]) times[status] = ctx.services.clock.format(r[column]);
  return { id: r.id, orgId: r.org_id, ticketCode: r.ticket_code, taskId: r.task_id, taskCode: r.task_code, projectName: r.project_name, pouringSite: r.pouring_site,
    strength: r.strength, vehicleId: r.vehicle_id, plate: r.plate, innerNumber: r.inner_number, driverName: r.driver_name ?? '', quantity: Number(r.quantity),
    status: VEHICLE_STATUSES[r.status] ?? 'ticketed', createTime: ctx.services.clock.format(r.created_at), times };
}

/** The read calls of the `tasks` area (spec doc 2 §7 Tasks), over the operations tables. */
export function taskRoutes(app: FastifyInstance): void {
  defineCall(app, '/production/production/task-list', async (ctx) => {
    const p = ctx.params.paging();
    const q = taskQuery(ctx);
    const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q.select([...TASK_COLUMNS]).orderBy('k.open_time', 'desc').orderBy('k.id', 'desc').limit(p.limit).offset(p.offset).execute();
    return pageOf(rows.map((r) => taskOut(ctx, r)), total, p);
  }, { perm: TASK_SCREENS });

  defineCall(app, '/production/production/task-total-info', async (ctx) => {
    const r = await taskQuery(ctx).select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(k.plan_quantity), 0)`.as('plan'),
      sql<string>`coalesce(sum(k.shipped_quantity), 0)`.as('shipped'), sql<string>`coalesce(sum(k.truck_count), 0)`.as('trucks'),
      sql<string>`count(*) filter (where k.state = 3)`.as('completed')]).executeTakeFirstOrThrow();
    return { taskCount: Number(r.n), planQuantity: Number(r.plan), shippedQuantity: Number(r.shipped), truckCount: Number(r.trucks), completedCount: Number(r.completed) };
  }, { perm: TASK_SCREENS });

  defineCall(app, '/production/production/task-findbyid', async (ctx) => {
    const id = ctx.params.needInt('id');
    const r = await taskQuery(ctx).select([...TASK_COLUMNS]).where('k.id', '=', id).executeTakeFirst();
    if (!r) throw notFound();
    return taskOut(ctx, r);
  }, { perm: TASK_SCREENS });

  /** One delivery ticket (a "task detail" of the spec) with a time for every status it reached. */
  defineCall(app, '/production/production/getTaskDetailById', async (ctx) => {
    const id = ctx.params.needInt('id');
    const r = await ticketQuery(ctx).where('t.id', '=', id).executeTakeFirst();
    if (!r) throw notFound();
    return ticketOut(ctx, r);
  }, { perm: TASK_SCREENS });

  /** Delivery tickets issued in a time range (plant time), optionally of one task. */
  defineCall(app, '/production/production/getTaskDetailByTime', async (ctx) => {
    const p = ctx.params.paging();
    const [start, end] = timeRange(ctx);
    const tz = sql.lit(ctx.services.clock.timeZone);
    let q = ticketQuery(ctx);
    if (start) q = q.where(sql`(t.created_at at time zone ${tz})`, '>=', start);
    if (end) q = q.where(sql`(t.created_at at time zone ${tz})`, '<=', end);
    const taskId = ctx.params.int('taskId');
    if (taskId !== undefined) q = q.where('t.task_id', '=', taskId);
    const total = Number((await q.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(p.limit).offset(p.offset).execute();
    return pageOf(rows.map((r) => ticketOut(ctx, r)), total, p);
  }, { perm: TASK_SCREENS });
}
