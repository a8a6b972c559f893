import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { resourceByName } from '../../src/domain/resources/registry';
import { defineCall } from '../http/call';
import { searched } from '../resources/resource.handlers';
import { resourceInput } from '../resources/resource.schema';

/**
 * The task reads are served by the `task` and `deliveryTicket` read views (admin/production); only
 * the totals of the task list remain a call of their own: the same search over the same view,
 * summed instead of paged.
 */
export function taskRoutes(app: FastifyInstance): void {
  const def = resourceByName('task');
  if (!def) throw new Error('the task read view is not registered (admin/production)');
  defineCall(
    app,
    '/production/production/task-total-info',
    async (ctx) => {
      const r = (await searched(ctx, def)
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(k.plan_quantity), 0)`.as('plan'),
          sql<string>`coalesce(sum(k.shipped_quantity), 0)`.as('shipped'),
          sql<string>`coalesce(sum(k.truck_count), 0)`.as('trucks'),
          sql<string>`count(*) filter (where k.state = 3)`.as('completed'),
        ])
        .executeTakeFirstOrThrow()) as Record<string, string>;
      return {
        taskCount: Number(r.n),
        planQuantity: Number(r.plan),
        shippedQuantity: Number(r.shipped),
        truckCount: Number(r.trucks),
        completedCount: Number(r.completed),
      };
    },
    { perm: { screen: def.screen }, ...resourceInput(def, 'list') },
  );
}
