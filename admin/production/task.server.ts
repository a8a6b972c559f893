import { sql } from 'kysely';
import { completeTask } from '../../server/operations/task.service';
import { defineServerPart } from '../../server/resources/server-part';

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Production tasks: the read view's computed columns and wire shape (quantities as numbers, as the
 * boards read them), and the `complete` transition written by the operations service so the
 * boards hear of it. The table type is in server/db/schema.ts (core migration 0004).
 */
export const taskServer = defineServerPart({
  resource: 'task',
  readView: {
    computed: {
      contractCode: () => sql`coalesce(ct.contract_code, '')`,
      hostName: () => sql`coalesce(h.host_name, '')`,
    },
    map: (r) => ({
      ...r, planQuantity: Number(r.planQuantity), shippedQuantity: Number(r.shippedQuantity), completeTime: r.completeTime ?? '',
      siteLat: numOrNull(r.siteLat), siteLng: numOrNull(r.siteLng),
    }),
  },
  transitionWrites: {
    complete: async (ctx, _def, id) => { await completeTask(ctx.request.server.live.deps(ctx.user, ctx.ip), { taskId: id }); },
  },
});
