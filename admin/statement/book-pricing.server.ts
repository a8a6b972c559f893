import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { labelOf } from '../../src/domain/resources/labels';
import { m3ToMilli, milliToM3 } from '../../src/domain/sales/money';
import type { NotPriced, Priced } from '../../src/domain/sales/price';
import { priceText } from '../../src/domain/sales/price-text';
import { priceTickets } from '../sales/price.routes.server';

/** The columns a book row is priced from; `settled_q` is the settled volume (signed, else delivered). */
export const PRICED_COLUMNS = [
  't.id',
  't.org_id',
  't.ticket_code',
  't.task_id',
  't.created_at',
  't.sales_settlement_id',
  sql<string>`coalesce(t.signed_quantity, t.quantity)::text`.as('settled_q'),
  'k.customer_id',
  'k.contract_id',
  'k.project_id',
  'k.strength',
  'k.pour_method',
  'k.task_code',
] as const;

export interface BookTicket {
  id: number;
  org_id: string;
  ticket_code: string;
  task_id: number;
  created_at: Date;
  sales_settlement_id: number | null;
  settled_q: string;
  customer_id: number;
  contract_id: number | null;
  project_id: number;
  strength: string;
  pour_method: string;
  task_code: string;
}

export interface PricedTicket extends BookTicket {
  /** the settled volume, three decimals */
  quantity: string;
  milli: number;
  priced: boolean;
  unitPriceFen: number | null;
  amountFen: number | null;
  rule: string | null;
  text: string;
  result: Priced | NotPriced | null;
}

/**
 * Prices book tickets with the one resolution (`priceTickets` of admin/sales, `priceLoad`): a ticket
 * already on a sheet keeps its sheet line's price (frozen), any other is priced now.
 */
export async function priceBook(ctx: CallContext, tickets: readonly BookTicket[]): Promise<PricedTicket[]> {
  const settled = tickets.filter((t) => t.sales_settlement_id !== null).map((t) => t.id);
  const open = tickets.filter((t) => t.sales_settlement_id === null).map((t) => ({ ...t, quantity: t.settled_q }));
  // the settled lines and the open tickets' prices are independent reads: on a pool they overlap
  const [lineRows, openPrices] = await Promise.all([
    Promise.all(
      Array.from({ length: Math.ceil(settled.length / 5000) }, (_, i) =>
        ctx.db
          .selectFrom('sales_settlement_lines')
          .select(['ticket_id', 'unit_price_fen', 'amount_fen', 'price_rule', 'price_text'])
          .where('ticket_id', 'in', settled.slice(i * 5000, (i + 1) * 5000))
          .execute(),
      ),
    ),
    priceTickets(ctx.db, open, ctx.services.clock.timeZone),
  ]);
  const lines = new Map(lineRows.flat().map((r) => [r.ticket_id, r]));
  const priced = new Map(openPrices.map((p) => [p.ticket.id, p.result]));
  const t = (key: string) => labelOf(key, ctx.lang);
  return tickets.map((ticket) => {
    const milli = m3ToMilli(ticket.settled_q) ?? 0;
    const line = lines.get(ticket.id);
    if (line) {
      return {
        ...ticket,
        quantity: milliToM3(milli),
        milli,
        priced: true,
        unitPriceFen: line.unit_price_fen,
        amountFen: Number(line.amount_fen),
        rule: line.price_rule,
        text: line.price_text,
        result: null,
      };
    }
    const r = priced.get(ticket.id)!;
    return {
      ...ticket,
      quantity: milliToM3(milli),
      milli,
      priced: r.ok,
      unitPriceFen: r.ok ? r.unitPriceFen : null,
      amountFen: r.ok ? r.amountFen : null,
      rule: r.ok ? r.explanation.rule : null,
      text: priceText(r, t),
      result: r,
    };
  });
}

/** Count, volumes and money of priced tickets: exact integer sums (milli m³, fen) of the rounded lines. */
export function totalsOf(rows: readonly PricedTicket[]) {
  const milli = rows.reduce((s, r) => s + r.milli, 0);
  return {
    ticketCount: rows.length,
    totalQuantity: milliToM3(milli),
    totalMilli: milli,
    amountFen: rows.reduce((s, r) => s + (r.amountFen ?? 0), 0),
    unpricedCount: rows.filter((r) => !r.priced).length,
  };
}

/** A priced ticket on the wire. */
export const wireTicket = (ctx: CallContext, r: PricedTicket) => ({
  ticketId: r.id,
  ticketCode: r.ticket_code,
  taskId: r.task_id,
  taskCode: r.task_code,
  ticketTime: ctx.services.clock.format(r.created_at),
  contractId: r.contract_id,
  projectId: r.project_id,
  grade: r.strength,
  pourMethod: r.pour_method,
  quantity: r.quantity,
  priced: r.priced,
  unitPriceFen: r.unitPriceFen,
  amountFen: r.amountFen,
  rule: r.rule,
  priceText: r.text,
  settlementId: r.sales_settlement_id,
});
