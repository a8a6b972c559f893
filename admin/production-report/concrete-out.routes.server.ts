import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../server/http/call';
import { pageOf } from '../../server/http/params';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope } from '../../server/http/scope';
import { rangeOf, rangeShape } from './report-range.server';

/**
 * The task info list feeding the quality documents (28-day strength report, process control,
 * certificate, opening report): every task that shipped in the range, with what it shipped.
 */
export function concreteOutRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/production/concreteOut/getTaskInfoList',
    async (ctx) => {
      const r = rangeOf(ctx);
      const p = ctx.params.paging();
      // tasks with at least one ticket in the range: the documents are about concrete that went out
      const shipped = ctx.db
        .selectFrom('delivery_tickets as t')
        .select([
          't.task_id',
          sql<number>`count(*)::int`.as('trips'),
          sql<string>`round(sum(t.quantity), 3)::text`.as('quantity'),
          sql<Date>`min(t.created_at)`.as('first_at'),
          sql<Date>`max(t.created_at)`.as('last_at'),
        ])
        .where('t.created_at', '>=', r.from)
        .where('t.created_at', '<', r.to)
        .groupBy('t.task_id');
      let q = inScope(
        ctx.db
          .selectFrom('production_tasks as k')
          .innerJoin(shipped.as('s'), 's.task_id', 'k.id')
          .innerJoin('projects as p', 'p.id', 'k.project_id')
          .innerJoin('customers as c', 'c.id', 'k.customer_id')
          .innerJoin('recipes as rc', 'rc.id', 'k.recipe_id')
          .innerJoin('orgs as o', 'o.org_id', 'k.org_id'),
        'k.org_id',
        r.scope,
      );
      if (ctx.input.taskCode) q = q.where('k.task_code', 'like', `%${ctx.input.taskCode.replace(/[%_\\]/g, '\\$&')}%`);
      if (ctx.input.strength) q = q.where('k.strength', '=', ctx.input.strength);
      const total = (await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      const rows = await q
        .select([
          'k.id',
          'k.task_code',
          'k.org_id',
          'o.org_name',
          'c.customer_name',
          'p.project_name',
          'p.address',
          'k.pouring_site',
          'k.strength',
          'k.slump',
          'k.pour_method',
          'k.plan_quantity',
          'k.open_time',
          'k.state',
          'rc.recipe_code',
          's.trips',
          's.quantity',
          's.first_at',
          's.last_at',
        ])
        .orderBy('s.first_at', 'desc')
        .orderBy('k.id', 'desc')
        .limit(p.limit)
        .offset(p.offset)
        .execute();
      const fmt = ctx.services.clock.format;
      return pageOf(
        rows.map((x) => ({
          taskId: x.id,
          taskCode: x.task_code,
          orgId: x.org_id,
          orgName: x.org_name,
          customerName: x.customer_name,
          projectName: x.project_name,
          projectAddress: x.address,
          pouringSite: x.pouring_site,
          strength: x.strength,
          slump: x.slump,
          pourMethod: x.pour_method,
          recipeCode: x.recipe_code,
          planQuantity: x.plan_quantity,
          state: x.state,
          openTime: fmt(x.open_time),
          trips: x.trips,
          quantity: x.quantity,
          firstTime: fmt(x.first_at),
          lastTime: fmt(x.last_at),
          productionDate: fmt(x.first_at).slice(0, 10),
        })),
        total,
        p,
      );
    },
    {
      perm: { screen: ['/production/product-report', '/production/produce-report', '/quality-management', '/quality-management/CertificationHub', '/lab'] },
      input: input({ ...rangeShape, ...pageParams, taskCode: wire.text(32).optional(), strength: wire.text(16).optional() }),
      area: 'concrete-out',
    },
  );
}
