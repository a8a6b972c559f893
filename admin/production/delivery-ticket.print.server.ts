import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { inScope, scopeOf } from '../../server/http/scope';
import type { PrintData } from '../../server/print/prepare';

/**
 * A delivery ticket as printed (`printData` of ./delivery-ticket.server.ts, for
 * ./delivery-ticket.print.ts): the ticket with its task, customer, project, contract, station,
 * truck and driver; the load's running number and the volume delivered to the task up to and
 * including it; and the batches mixed for it.
 */
export async function deliveryTicketData(ctx: CallContext, id: number): Promise<PrintData> {
  const db = ctx.db;
  const q = db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .innerJoin('orgs as o', 'o.org_id', 't.org_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .leftJoin('contracts as ct', 'ct.id', 'k.contract_id')
    .select([
      't.id',
      't.org_id',
      't.ticket_code',
      't.quantity',
      't.created_at',
      't.task_id',
      'k.task_code',
      'k.pouring_site',
      'k.strength',
      'k.slump',
      'k.pour_method',
      'p.project_name',
      'p.address',
      'v.plate',
      'v.inner_number',
      'd.driver_name',
      'ct.contract_code',
      'o.org_name',
      // customers is a resource table, typed by its own module: read by a scalar subquery here
      sql<string>`(select c.customer_name from customers c where c.id = k.customer_id)`.as('customer_name'),
    ])
    .where('t.id', '=', id);
  const r = await inScope(q, 't.org_id', scopeOf(ctx)).executeTakeFirst();
  if (!r) throw notFound();
  // loads of the same task issued up to this one (ties broken by id): its running number and the volume so far
  const so = await db
    .selectFrom('delivery_tickets')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(quantity), 0)::text`.as('total')])
    .where('task_id', '=', r.task_id)
    .where((eb) => eb.or([eb('created_at', '<', r.created_at), eb.and([eb('created_at', '=', r.created_at), eb('id', '<=', r.id)])]))
    .executeTakeFirstOrThrow();
  const batches = await db
    .selectFrom('batch_records as b')
    .innerJoin('mixers as m', 'm.id', 'b.mixer_id')
    .select(['b.at', 'm.name', sql<string>`b.quantity::text`.as('quantity')])
    .where('b.ticket_id', '=', id)
    .orderBy('b.at')
    .orderBy('b.id')
    .execute();
  return {
    orgId: r.org_id,
    record: {
      id: r.id,
      ticketCode: r.ticket_code,
      taskCode: r.task_code,
      customerName: r.customer_name,
      projectName: r.project_name,
      address: r.address,
      pouringSite: r.pouring_site,
      strength: r.strength,
      slump: r.slump,
      pourMethod: r.pour_method,
      contractCode: r.contract_code ?? '',
      plate: r.plate,
      innerNumber: r.inner_number,
      driverName: r.driver_name ?? '',
      quantity: String(r.quantity),
      createTime: r.created_at,
      stationName: r.org_name,
      truckNo: Number(so.n),
      shippedQuantity: so.total,
    },
    lines: { batches: batches.map((b) => ({ at: b.at, mixer: b.name, quantity: b.quantity })) },
  };
}
