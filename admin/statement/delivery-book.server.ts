import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { pageOf } from '../../server/http/params';
import { PUMPED } from '../../server/operations/plant-vocabulary';
import { fetchOne, guard, idParam, searched } from '../../server/resources/resource.handlers';
import { applyOrder, selectWire } from '../../server/resources/resource.query';
import { mapRows } from '../../server/resources/read-view';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import type { ResourceDef } from '../../src/domain/resources/types';
import { m3ToMilli, milliToM3 } from '../../src/domain/sales/money';
import { PRICED_COLUMNS, priceBook, totalsOf, wireTicket, type BookTicket, type PricedTicket } from './book-pricing.server';

/** At most this many tickets are priced for one answer's totals (a customer's year is far below it). */
const MAX_PRICED = 50000;

const BOOK_FILTER = {
  customerId: wire.id().optional(),
  projectId: wire.id().optional(),
  contractId: wire.id().optional(),
  settlementId: wire.id().optional(),
  ticketCode: wire.text(64).optional(),
  customerName: wire.text(100).optional(),
  projectName: wire.text(100).optional(),
  strength: wire.text(16).optional(),
  ticketState: wire.int({ min: 0, max: 1 }).optional(),
  pumpTicketState: wire.int({ min: 0, max: 1 }).optional(),
};

/** Every ticket the search selects, priced, in the order asked (the book's totals, its days and one customer's page read these). */
async function pricedSearch(ctx: CallContext, def: ResourceDef) {
  const rows = (await applyOrder(
    ctx.services.query,
    searched(ctx, def).select([...selectWire(ctx.services.query, def), ...PRICED_COLUMNS, sql<string>`t.quantity::text`.as('delivered_q')] as never),
    def,
    ctx.params,
  )
    .limit(MAX_PRICED + 1)
    .execute()) as unknown as Array<BookTicket & Record<string, unknown> & { delivered_q: string }>;
  if (rows.length > MAX_PRICED) throw invalid('time');
  const priced = await priceBook(ctx, rows);
  return rows.map((row, i) => ({ row, p: priced[i] }));
}

/** The plant day of an instant, `YYYY-MM-DD`. */
const dayOf = (ctx: CallContext, at: Date) => ctx.services.clock.format(at).slice(0, 10);

const TICKET_IDS = { ids: wire.list(wire.id(), { max: 1000 }).optional(), id: wire.id().optional() };

function idsOf(ctx: CallContext<{ ids?: number[]; id?: number }>): number[] {
  const i = ctx.input;
  const ids = [...(i.ids ?? []), ...(i.id !== undefined ? [i.id] : [])];
  if (!ids.length) throw new BizError(400, 'required', { field: 'ids' }, 'ids');
  return [...new Set(ids)];
}

/** The book's tickets named, locked, in the caller's scope; 404 when one is not. */
async function lockedTickets(ctx: CallContext, ids: number[]) {
  const rows = await inScope(
    ctx.db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .select(['t.id', 't.ticket_code', 't.quantity', 't.sales_settlement_id', 'k.pour_method'])
      .where('t.id', 'in', ids)
      .where('t.detail_state', '=', 'sent'),
    't.org_id',
    scopeOf(ctx),
  )
    .forUpdate('t')
    .execute();
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

async function codeOfSheet(ctx: CallContext, id: number) {
  return (await ctx.db.selectFrom('sales_settlements').select('settlement_code').where('id', '=', id).executeTakeFirst())?.settlement_code ?? String(id);
}

/** A book row on the wire with its price. */
const pricedRow = (r: Record<string, unknown>, p: PricedTicket | undefined) => ({
  ...r,
  settledQuantity: p?.quantity ?? r.settledQuantity,
  unitPriceFen: p?.unitPriceFen ?? null,
  amountFen: p?.amountFen ?? null,
  priced: p?.priced ?? false,
  priceRule: p?.rule ?? null,
  priceText: p?.text ?? '',
});

/**
 * A page of the book, each ticket priced (the sheet's line once settled, else now). For one
 * customer (`customerId`) every ticket the search selects is read and priced in one pass, for the
 * totals, and the page is cut from it; without one the book spans every customer, so only the page
 * is priced and `totals` is null.
 */
async function bookPage(ctx: CallContext, def: ResourceDef) {
  const paging = ctx.params.paging();
  if (ctx.params.str('customerId') !== undefined) {
    const all = await pricedSearch(ctx, def);
    const page = all.slice(paging.offset, paging.offset + paging.limit);
    const list = mapRows(
      ctx.services.query,
      def,
      page.map((x) => Object.fromEntries(def.fields.map((f) => [f.name, x.row[f.name]]).concat([['id', x.row.id]]))),
    ).map((r, i) => pricedRow(r, page[i].p));
    const t = totalsOf(all.map((x) => x.p));
    return {
      ...pageOf(list, all.length, paging),
      totals: { ticketCount: t.ticketCount, settledQuantity: t.totalQuantity, amountFen: t.amountFen, unpricedCount: t.unpricedCount },
    };
  }
  const q = searched(ctx, def);
  const [rows, [{ n }]] = await Promise.all([
    applyOrder(ctx.services.query, q.select(selectWire(ctx.services.query, def)), def, ctx.params)
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    q.select(sql<string>`count(*)`.as('n') as never).execute() as unknown as Promise<Array<{ n: string }>>,
  ]);
  const priced = rows.length
    ? await priceBook(
        ctx,
        (await q
          .select(PRICED_COLUMNS as never)
          .where(
            't.id',
            'in',
            rows.map((r) => Number(r.id)),
          )
          .execute()) as unknown as BookTicket[],
      )
    : [];
  const byId = new Map(priced.map((p) => [p.id, p]));
  return {
    ...pageOf(
      mapRows(ctx.services.query, def, rows).map((r) => pricedRow(r, byId.get(Number(r.id)))),
      Number(n),
      paging,
    ),
    totals: null,
  };
}

export const deliveryBookServer = defineServerPart({
  resource: 'deliveryBook',
  readView: { computed: { settledQuantity: () => sql`coalesce(t.signed_quantity, t.quantity)` } },
  overrides: {
    /** the generic page is the book's page too: the screen shows each ticket's price */
    page: { handler: bookPage },
    /** delivery-book-list: the same page at the spec's path */
    bookPage: { input: input({ ...pageParams, ...BOOK_FILTER }), handler: bookPage },
    /** delivery-book-list2: the book by plant day and project — trips, delivered and settled volume, money */
    bookByDay: {
      input: input({ ...BOOK_FILTER }),
      handler: async (ctx, def) => {
        const all = await pricedSearch(ctx, def);
        const groups = new Map<
          string,
          { day: string; projectId: number; ticketCount: number; delivered: number; settled: number; amountFen: number; unpricedCount: number }
        >();
        for (const { row, p: r } of all) {
          const day = dayOf(ctx, r.created_at);
          const key = `${day}/${r.project_id}`;
          const g = groups.get(key) ?? { day, projectId: r.project_id, ticketCount: 0, delivered: 0, settled: 0, amountFen: 0, unpricedCount: 0 };
          g.ticketCount += 1;
          g.delivered += m3ToMilli(row.delivered_q) ?? 0;
          g.settled += r.milli;
          g.amountFen += r.amountFen ?? 0;
          g.unpricedCount += r.priced ? 0 : 1;
          groups.set(key, g);
        }
        const names = new Map(
          (groups.size
            ? await ctx.db
                .selectFrom('projects')
                .select(['id', 'project_name'])
                .where('id', 'in', [...new Set([...groups.values()].map((g) => g.projectId))])
                .execute()
            : []
          ).map((p) => [p.id, p.project_name]),
        );
        return [...groups.values()]
          .sort((a, b) => (a.day === b.day ? a.projectId - b.projectId : a.day < b.day ? -1 : 1))
          .map((g) => ({
            day: g.day,
            projectId: g.projectId,
            projectName: names.get(g.projectId) ?? '',
            ticketCount: g.ticketCount,
            quantity: milliToM3(g.delivered),
            settledQuantity: milliToM3(g.settled),
            amountFen: g.amountFen,
            unpricedCount: g.unpricedCount,
          }));
      },
    },
    /** delivery-book-dates: the plant days with tickets (optionally of one month, `YYYY-MM`), with their trips and volume */
    bookDates: override({
      input: input({ ...BOOK_FILTER, month: wire.month().optional() }),
      handler: async (ctx, def) => {
        const month = ctx.input.month;
        const tz = ctx.services.clock.timeZone;
        const day = sql<string>`to_char(t.created_at at time zone ${sql.lit(tz)}, 'YYYY-MM-DD')`;
        let q = searched(ctx, def);
        if (month) {
          const [y, m] = month.split('-').map(Number);
          const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
          q = q
            .where('t.created_at', '>=', sql<Date>`(${`${month}-01 00:00:00`}::timestamp at time zone ${tz})`)
            .where('t.created_at', '<', sql<Date>`(${`${next}-01 00:00:00`}::timestamp at time zone ${tz})`);
        }
        const rows = (await q
          .select([day.as('day'), sql<string>`count(*)`.as('n'), sql<string>`sum(t.quantity)::text`.as('q')] as never)
          .groupBy(sql`1` as never)
          .orderBy(sql`1` as never)
          .execute()) as unknown as Array<{ day: string; n: string; q: string }>;
        return rows.map((r) => ({ day: r.day, ticketCount: Number(r.n), quantity: milliToM3(m3ToMilli(r.q) ?? 0) }));
      },
    }),
    /** findDetailById: one ticket of the book with its price and how it was priced */
    ticketDetail: {
      input: input({ id: wire.id() }),
      handler: async (ctx, def) => {
        const id = idParam(ctx, def);
        const row = await fetchOne(ctx, def, id);
        const t = (await searched(ctx, def)
          .select(PRICED_COLUMNS as never)
          .where('t.id', '=', id)
          .execute()) as unknown as BookTicket[];
        const [p] = await priceBook(ctx, t);
        const line = await ctx.db.selectFrom('sales_settlement_lines').select('explanation').where('ticket_id', '=', id).executeTakeFirst();
        return {
          ...row,
          price: wireTicket(ctx, p),
          explanation: line ? (JSON.parse(line.explanation) as unknown) : p.result?.ok ? p.result.explanation : p.result,
        };
      },
    },
    /** updateDetailTicketState: paper tickets back (1) or not (0), with the customer's signed volume; a ticket on a sheet keeps its volume */
    setTicketState: override({
      write: true,
      button: 'ticketState',
      input: input({ ...TICKET_IDS, ticketState: wire.int({ min: 0, max: 1 }), signedQuantity: wire.decimal(3).optional() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'ticketState');
        const i = ctx.input;
        const tickets = await lockedTickets(ctx, idsOf(ctx));
        const given = i.signedQuantity !== undefined;
        const signed = given ? m3ToMilli(i.signedQuantity!) : undefined;
        if (given && (signed === undefined || signed <= 0)) throw invalid('signedQuantity');
        for (const t of tickets) {
          if (signed === undefined) continue;
          if (signed > (m3ToMilli(String(t.quantity)) ?? 0)) throw invalid('signedQuantity');
          if (t.sales_settlement_id !== null) {
            throw new BizError(409, 'settlementTicketFrozen', { ticket: t.ticket_code, code: await codeOfSheet(ctx, t.sales_settlement_id) }, 'signedQuantity');
          }
        }
        await ctx.db
          .updateTable('delivery_tickets')
          .set({ ticket_state: i.ticketState, ...(signed !== undefined ? { signed_quantity: milliToM3(signed) } : {}) })
          .where(
            'id',
            'in',
            tickets.map((t) => t.id),
          )
          .execute();
        for (const t of tickets)
          await ctx.audit('ticketState', def.name, t.id, { ticketState: i.ticketState, signedQuantity: signed === undefined ? undefined : milliToM3(signed) });
        return { updated: tickets.length };
      },
    }),
    /** updateTaskDetailPumpTicketState: pump tickets back (1) or not (0), for pumped loads only */
    setPumpTicketState: override({
      write: true,
      button: 'pumpTicketState',
      input: input({ ...TICKET_IDS, pumpTicketState: wire.int({ min: 0, max: 1 }) }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'pumpTicketState');
        const state = ctx.input.pumpTicketState;
        const tickets = await lockedTickets(ctx, idsOf(ctx));
        if (tickets.some((t) => t.pour_method !== PUMPED)) throw invalid('ids');
        await ctx.db
          .updateTable('delivery_tickets')
          .set({ pump_ticket_state: state })
          .where(
            'id',
            'in',
            tickets.map((t) => t.id),
          )
          .execute();
        for (const t of tickets) await ctx.audit('pumpTicketState', def.name, t.id, { pumpTicketState: state });
        return { updated: tickets.length };
      },
    }),
  },
});
