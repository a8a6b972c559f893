import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';
import { APPROVE_AGREED } from '../../src/domain/resources/approval';
import { divRound, fenToYuan, m3ToMilli, milliToM3 } from '../../src/domain/sales/money';
import { receivableRows } from './receivable.routes.server';

const RANGE = input({ startDate: wire.date().optional(), endDate: wire.date().optional(), customerId: wire.id().optional() });
type RangeInput = { startDate?: string; endDate?: string; customerId?: number };

/** A period of plant days, this month when absent, a year at most. */
function periodOf(ctx: CallContext<RangeInput>) {
  const today = ctx.services.clock.today();
  const startDate = ctx.input.startDate ?? `${today.slice(0, 8)}01`;
  const endDate = ctx.input.endDate ?? today;
  if (endDate < startDate || Date.parse(endDate) - Date.parse(startDate) > 366 * 86400000) throw invalid('endDate');
  const next = new Date(Date.parse(endDate + 'T00:00:00Z') + 86400000).toISOString().slice(0, 10);
  return { startDate, endDate, from: fromPlant(ctx.services.clock, `${startDate} 00:00:00`), to: fromPlant(ctx.services.clock, `${next} 00:00:00`) };
}

/**
 * The three finance screens' calls (designed, docs/wire.md "Finance"): each answers its rows and a
 * total that is the exact sum of those rows.
 */
export function financeScreenRoutes(app: FastifyInstance): void {
  /** /finance/statistics-issued-table: per customer, what agreed sheets settled in the period and what was invoiced against them */
  defineCall(
    app,
    '/finance/statistics-issued/list',
    async (ctx) => {
      const p = periodOf(ctx);
      const rows = await inScope(
        ctx.db
          .selectFrom('sales_settlements as s')
          .innerJoin('customers as c', 'c.id', 's.customer_id')
          .select([
            'c.id as customerId',
            'c.customer_name as customerName',
            sql<number>`count(*)::int`.as('sheets'),
            sql<string>`sum(s.total_fen)::text`.as('settled'),
            sql<string>`coalesce(sum((select sum(l.amount_fen) from invoice_settlements l join invoices i on i.id = l.invoice_id
              where l.settlement_id = s.id and i.approve_state = ${APPROVE_AGREED})), 0)::text`.as('invoiced'),
            sql<string>`coalesce(sum((select sum(l.amount_fen) from invoice_settlements l join invoices i on i.id = l.invoice_id
              where l.settlement_id = s.id and i.approve_state = ${APPROVE_AGREED} and i.invoice_no <> '')), 0)::text`.as('issued'),
          ])
          .where('s.approve_state', '=', APPROVE_AGREED)
          .where('s.end_date', '>=', p.startDate)
          .where('s.end_date', '<=', p.endDate)
          .$if(!!ctx.input.customerId, (q) => q.where('s.customer_id', '=', ctx.input.customerId!)),
        's.org_id',
        scopeOf(ctx),
      )
        .groupBy(['c.id', 'c.customer_name'])
        .orderBy('c.customer_name')
        .execute();
      const list = rows.map((r) => {
        const settledFen = Number(r.settled);
        const invoicedFen = Number(r.invoiced);
        const issuedFen = Number(r.issued);
        return {
          customerId: r.customerId,
          customerName: r.customerName,
          sheets: r.sheets,
          settledFen,
          invoicedFen,
          issuedFen,
          uninvoicedFen: settledFen - invoicedFen,
          settled: fenToYuan(settledFen),
          invoiced: fenToYuan(invoicedFen),
          issued: fenToYuan(issuedFen),
          uninvoiced: fenToYuan(settledFen - invoicedFen),
        };
      });
      const t = (k: 'sheets' | 'settledFen' | 'invoicedFen' | 'issuedFen' | 'uninvoicedFen') => list.reduce((n, r) => n + r[k], 0);
      return {
        startDate: p.startDate,
        endDate: p.endDate,
        list,
        total: {
          sheets: t('sheets'),
          settledFen: t('settledFen'),
          invoicedFen: t('invoicedFen'),
          issuedFen: t('issuedFen'),
          uninvoicedFen: t('uninvoicedFen'),
        },
      };
    },
    { perm: { screen: '/finance/statistics-issued-table' }, input: RANGE, area: 'invoicing' },
  );

  /** /finance/month-reconcilia: per customer, the month's opening balance, settled, received and closing balance (the receivable ledger) */
  defineCall(
    app,
    '/finance/month-reconcilia/list',
    async (ctx) => {
      const month = ctx.input.month ?? ctx.services.clock.today().slice(0, 7);
      const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const rows = await receivableRows({ ...ctx, input: { customerId: ctx.input.customerId, startDate: `${month}-01`, endDate: last } });
      const list = rows.map(({ contracts: _c, creditAmount: _a, ...r }) => r);
      const t = (k: 'openingFen' | 'settledFen' | 'receivedFen' | 'closingFen') => list.reduce((n, r) => n + r[k], 0);
      return { month, list, total: { openingFen: t('openingFen'), settledFen: t('settledFen'), receivedFen: t('receivedFen'), closingFen: t('closingFen') } };
    },
    { perm: { screen: '/finance/month-reconcilia' }, input: input({ month: wire.month().optional(), customerId: wire.id().optional() }), area: 'receivable' },
  );

  /** /finance/average-sale-price: per station and grade, the settled volume and amount of agreed sheets' lines and the average price per m³ */
  defineCall(
    app,
    '/finance/average-sale-price/list',
    async (ctx) => {
      const p = periodOf(ctx);
      const rows = await inScope(
        ctx.db
          .selectFrom('sales_settlement_lines as l')
          .innerJoin('sales_settlements as s', 's.id', 'l.settlement_id')
          .innerJoin('orgs as o', 'o.org_id', 's.org_id')
          .select([
            's.org_id as orgId',
            'o.org_name as orgName',
            'l.grade',
            sql<number>`count(*)::int`.as('trips'),
            sql<string>`sum(l.quantity)::numeric(16, 3)::text`.as('quantity'),
            sql<string>`sum(l.amount_fen)::text`.as('amount'),
          ])
          .where('s.approve_state', '=', APPROVE_AGREED)
          .where('l.ticket_time', '>=', p.from)
          .where('l.ticket_time', '<', p.to)
          .$if(!!ctx.input.customerId, (q) => q.where('s.customer_id', '=', ctx.input.customerId!)),
        's.org_id',
        scopeOf(ctx),
      )
        .groupBy(['s.org_id', 'o.org_name', 'l.grade'])
        .orderBy('s.org_id')
        .orderBy('l.grade')
        .execute();
      // the average is amount / volume, rounded half up to the fen (src/domain/sales/money.ts)
      const avg = (fen: number, milli: number) => (milli ? fenToYuan(Number(divRound(BigInt(fen) * 1000n, BigInt(milli)))) : '');
      const list = rows.map((r) => {
        const amountFen = Number(r.amount);
        const milli = m3ToMilli(r.quantity) ?? 0;
        return {
          orgId: r.orgId,
          orgName: r.orgName,
          grade: r.grade,
          trips: r.trips,
          quantity: r.quantity,
          amountFen,
          amount: fenToYuan(amountFen),
          averagePrice: avg(amountFen, milli),
        };
      });
      const amountFen = list.reduce((n, r) => n + r.amountFen, 0);
      const milli = list.reduce((n, r) => n + (m3ToMilli(r.quantity) ?? 0), 0);
      return {
        startDate: p.startDate,
        endDate: p.endDate,
        list,
        total: {
          trips: list.reduce((n, r) => n + r.trips, 0),
          quantity: milliToM3(milli),
          amountFen,
          amount: fenToYuan(amountFen),
          averagePrice: avg(amountFen, milli),
        },
      };
    },
    { perm: { screen: '/finance/average-sale-price' }, input: RANGE, area: 'sales-report' },
  );
}
