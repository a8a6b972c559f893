import { sql } from 'kysely';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import { TICKET_TIME_COLUMN } from '../../server/operations/live.queries';
import { defineServerPart } from '../../server/resources/server-part';
import { ticketFlowMigration } from '../delivery/ticket-flow.server';
import { returnHandleMigration } from '../delivery/return-handle.server';
import { abandonDeliverMigration } from '../delivery/abandon-deliver.server';
import { auxiliaryMigration } from '../delivery/auxiliary.server';
import { sendTicket, withdrawTicket, type FlowContext, type TicketFamily } from '../delivery/ticket-flow.server';
import type { CallContext } from '../../server/http/call';
import { scopeOf } from '../../server/http/scope';
import { deliveryTicketData } from './delivery-ticket.print.server';

/** The deliver screen's row buttons move a ticket of either family through the same service as the family's own calls. */
async function flowOf(ctx: CallContext, id: number): Promise<FlowContext> {
  const t = await ctx.db.selectFrom('delivery_tickets').select('family').where('id', '=', id).executeTakeFirstOrThrow();
  return { deps: ctx.request.server.live.deps(ctx.user, ctx.ip), scope: scopeOf(ctx), family: t.family as TicketFamily, lang: ctx.lang };
}

/**
 * Delivery tickets: the driver's name (a ticket may have none yet), the time each status was
 * reached as one object built by the database in plant time, and the status by name as the
 * boards know it. The table type is in server/db/schema.ts (core migration 0004).
 */
export const deliveryTicketServer = defineServerPart({
  resource: 'deliveryTicket',
  /** the ticket flow's columns (admin/delivery/ticket-flow.server.ts) */
  migrations: {
    '0120-delivery-ticket-flow': ticketFlowMigration,
    '0121-delivery-returns': returnHandleMigration,
    '0122-delivery-abandon-revoke': abandonDeliverMigration,
    '0123-delivery-auxiliary': auxiliaryMigration,
  },
  readView: {
    computed: {
      driverName: () => sql`coalesce(d.driver_name, '')`,
      times: ({ timeZone }) =>
        sql`json_strip_nulls(json_build_object(${sql.join(
          Object.entries(TICKET_TIME_COLUMN).map(
            ([status, column]) => sql`${sql.lit(status)}, to_char(${sql.ref(`t.${column}`)} at time zone ${sql.lit(timeZone)}, 'YYYY-MM-DD HH24:MI:SS')`,
          ),
        )}))`,
    },
    map: (r) => ({ ...r, quantity: Number(r.quantity), status: VEHICLE_STATUSES[Number(r.statusCode)] ?? 'ticketed' }),
  },
  transitionWrites: {
    send: async (ctx, _def, id) => {
      await sendTicket(await flowOf(ctx, id), { id });
    },
    return: async (ctx, _def, id) => {
      await withdrawTicket(await flowOf(ctx, id), 'return', id);
    },
    back: async (ctx, _def, id) => {
      await withdrawTicket(await flowOf(ctx, id), 'back', id);
    },
  },
  printData: (ctx, _def, _doc, id) => deliveryTicketData(ctx, id),
});
