import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { TASK_STATE } from '../../src/domain/events';
import { consoleOf, type ConsoleTaskRow } from './console.figures';

export const CONSOLE_SCREEN = '/production/outsourcing/production-console';

/**
 * The outsourcing production console: each unit's running tasks (or every task given to it with
 * `all`), with what its loads delivered. Shipped volume and trips are summed from the unit's own
 * delivery tickets of the task, not read from the task's counter.
 */
export function consoleRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/production/outsourcing/console',
    async (ctx) => {
      const scope = scopeOf(ctx);
      const units = await inScope(ctx.db.selectFrom('outsourcing_units').select(['id', 'unit_code', 'unit_name']), 'org_id', scope)
        .$if(ctx.input.unitId !== undefined, (q) => q.where('id', '=', ctx.input.unitId!))
        .orderBy('unit_code')
        .execute();
      const running = [TASK_STATE.open, TASK_STATE.producing];
      const tasks = units.length
        ? await inScope(
            ctx.db
              .selectFrom('production_tasks as k')
              .innerJoin('customers as c', 'c.id', 'k.customer_id')
              .leftJoin('delivery_tickets as t', (j) => j.onRef('t.task_id', '=', 'k.id').onRef('t.outsourcing_unit_id', '=', 'k.outsourcing_unit_id'))
              .select([
                'k.id',
                'k.task_code',
                'k.outsourcing_unit_id',
                'c.customer_name',
                'k.pouring_site',
                'k.strength',
                'k.state',
                'k.plan_quantity',
                sql<string>`coalesce(sum(t.quantity), 0)::text`.as('shipped'),
                sql<string>`count(t.id)::text`.as('trips'),
              ])
              .where(
                'k.outsourcing_unit_id',
                'in',
                units.map((u) => u.id),
              )
              .$if(!ctx.input.all, (q) => q.where('k.state', 'in', running))
              .groupBy(['k.id', 'c.customer_name'])
              .orderBy('k.id', 'desc'),
            'k.org_id',
            scope,
          ).execute()
        : [];
      const rows: ConsoleTaskRow[] = tasks.map((t) => ({
        unitId: t.outsourcing_unit_id!,
        taskId: t.id,
        taskCode: t.task_code,
        customerName: t.customer_name,
        pouringSite: t.pouring_site,
        strength: t.strength,
        state: t.state,
        planQuantity: String(t.plan_quantity),
        shipped: t.shipped,
        trips: Number(t.trips),
      }));
      return consoleOf(
        units.map((u) => ({ unitId: u.id, unitCode: u.unit_code, unitName: u.unit_name })),
        rows,
      );
    },
    { perm: { screen: CONSOLE_SCREEN }, input: input({ unitId: wire.id().optional(), all: wire.bool().optional() }), area: 'outsourcing' },
  );
}
