import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SNAPSHOT, SOCKET } from '../../src/domain/events';
import { defineCall } from '../http/call';
import { pageOf } from '../http/params';
import { input, noInput, pageParams } from '../http/input';
import { inScope, scopeOf } from '../http/scope';
import { boardTitleRoutes } from './board-title.routes';
import { deliveryDayRoutes } from './delivery-day.routes';
import { taskRoutes } from './task.routes';
import { SNAPSHOT_READERS, type SnapshotChannel } from './snapshot.queries';
import { startOfPlantDay } from './plant-time';

/**
 * Live data is readable by any signed-in user for the organisations they may act for: the same
 * rule as the socket rooms, which carry the same facts as they happen.
 */
const LIVE = { perm: 'session', input: noInput, area: 'live' } as const;

/** The live calls: where the socket is, one snapshot per channel, and today's tasks for the home page. */
export function operationsRoutes(app: FastifyInstance): void {
  taskRoutes(app);
  deliveryDayRoutes(app);
  boardTitleRoutes(app);
  /** Same origin as the page (protocol-relative so https stays https), at the socket path. */
  defineCall(app, '/system/sys/get-websocket-ip', async ({ request }) => ({ url: `//${request.host}`, path: SOCKET.path }), LIVE);

  for (const [channel, read] of Object.entries(SNAPSHOT_READERS) as Array<[SnapshotChannel, (typeof SNAPSHOT_READERS)[SnapshotChannel]]>) {
    defineCall(
      app,
      SNAPSHOT[channel],
      (ctx) => {
        const scope = scopeOf(ctx);
        return app.live.snapshots.read<unknown>(channel, scope, () => read(ctx.db, ctx.services.clock, scope, ctx.services.parts.ops));
      },
      LIVE,
    );
  }

  defineCall(
    app,
    '/system/home/today-tasks',
    async (ctx) => {
      const p = ctx.params.paging(10);
      const db = ctx.db;
      const scope = scopeOf(ctx);
      const base = db
        .selectFrom('production_tasks as k')
        .innerJoin('projects as p', 'p.id', 'k.project_id')
        .leftJoin('hosts as h', 'h.id', 'k.host_id')
        .where('k.open_time', '>=', startOfPlantDay(ctx.services.clock));
      const q = inScope(base, 'k.org_id', scope);
      const page = q
        .select([
          'k.task_code',
          'k.open_time',
          'k.host_id',
          'h.host_name',
          'p.project_name',
          'k.pouring_site',
          'k.strength',
          'k.plan_quantity',
          'k.state',
          sql<
            string | null
          >`(select v.inner_number from delivery_tickets t join vehicles v on v.id = t.vehicle_id where t.task_id = k.id order by t.id desc limit 1)`.as(
            'inner_number',
          ),
        ])
        // tasks a line has taken come first: the later ones of the day have no line or truck yet
        .orderBy(sql`k.host_id is null`)
        .orderBy('k.open_time', 'desc')
        .orderBy('k.id', 'desc')
        .limit(p.limit)
        .offset(p.offset);
      // asked at once: on PGlite's one connection they wait in its queue once, not twice
      const [count, rows] = await Promise.all([q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(), page.execute()]);
      const total = Number(count.n);
      return pageOf(
        rows.map((r) => ({
          taskCode: r.task_code,
          openTime: ctx.services.clock.format(r.open_time),
          hostId: r.host_name ?? r.host_id ?? '',
          innerNumber: r.inner_number ?? '',
          projectName: r.project_name,
          pouringSite: r.pouring_site,
          strength: r.strength,
          planQuantity: Number(r.plan_quantity),
          state: r.state,
        })),
        total,
        p,
      );
    },
    { ...LIVE, input: input(pageParams) },
  );
}
