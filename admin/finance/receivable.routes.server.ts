import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fenToYuan, yuanToFen } from '../../src/domain/sales/money';
import { addEntry, balanceOf, ledgerEntries, periodOf, withYuan, type Balance, type Entry } from './receivable.queries.server';

/** Receivables are read on the payments screen and the report screen. */
export const RECEIVABLE_PERM = { screen: ['/sales/backmoney', '/report/sales-report'] } as const;
const AREA = 'receivable';
const PAGE = input({
  customerId: wire.id().optional(),
  contractId: wire.id().optional(),
  customerName: wire.text(50).optional(),
  startDate: wire.date().optional(),
  endDate: wire.date().optional(),
  ...pageParams,
});
type PageInput = {
  customerId?: number;
  contractId?: number;
  customerName?: string;
  startDate?: string;
  endDate?: string;
  page?: number;
  limit?: number;
  pageNo?: number;
  pageSize?: number;
};

const ZERO: Balance = { openingFen: 0, settledFen: 0, receivedFen: 0, closingFen: 0 };
const sum = (list: readonly Balance[]): Balance =>
  list.reduce(
    (a, b) => ({
      openingFen: a.openingFen + b.openingFen,
      settledFen: a.settledFen + b.settledFen,
      receivedFen: a.receivedFen + b.receivedFen,
      closingFen: a.closingFen + b.closingFen,
    }),
    ZERO,
  );

/** Every customer of the scope with entries, each with its contracts' balances over the period. */
export async function receivableRows(ctx: CallContext<PageInput>) {
  const { from, until } = periodOf(ctx);
  const entries = await ledgerEntries(ctx, { scope: scopeOf(ctx), customerId: ctx.input.customerId, contractId: ctx.input.contractId, until });
  const byCustomer = new Map<number, Map<number | null, Balance>>();
  for (const e of entries) {
    const contracts = byCustomer.get(e.customerId) ?? new Map<number | null, Balance>();
    contracts.set(e.contractId, addEntry(contracts.get(e.contractId) ?? ZERO, e, from));
    byCustomer.set(e.customerId, contracts);
  }
  const ids = [...byCustomer.keys()];
  const customers = ids.length ? await ctx.db.selectFrom('customers').select(['id', 'customer_name', 'credit_amount']).where('id', 'in', ids).execute() : [];
  const contractIds = [...new Set(entries.map((e) => e.contractId).filter((c): c is number => c !== null))];
  const codes = contractIds.length ? await ctx.db.selectFrom('contracts').select(['id', 'contract_code']).where('id', 'in', contractIds).execute() : [];
  const kw = ctx.input.customerName;
  return customers
    .filter((c) => !kw || c.customer_name.includes(kw))
    .map((c) => {
      const contracts = [...byCustomer.get(c.id)!.entries()].map(([contractId, b]) => ({
        contractId,
        contractCode: codes.find((x) => x.id === contractId)?.contract_code ?? '',
        ...withYuan(b),
      }));
      return { customerId: c.id, customerName: c.customer_name, creditAmount: c.credit_amount, ...withYuan(sum(contracts)), contracts };
    })
    .sort((a, b) => b.closingFen - a.closingFen || a.customerId - b.customerId);
}

/** The customer statement's figures: the same entries as the receivable screen, listed. */
export async function statementOf(ctx: CallContext<{ customerId: number; startDate?: string; endDate?: string }>) {
  const { from, until } = periodOf(ctx);
  const customer = await inScope(
    ctx.db.selectFrom('customers').select(['id', 'org_id', 'customer_name']).where('id', '=', ctx.input.customerId),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!customer) throw notFound();
  const entries = await ledgerEntries(ctx, { scope: scopeOf(ctx), customerId: customer.id, until });
  const inPeriod = entries.filter((e) => !from || e.day >= from);
  // a sheet split over contracts is one line of the statement
  const lines: Array<{ day: string; kind: Entry['kind']; code: string; period: string; ticketsFen: number; chargeFen: number; receivedFen: number }> = [];
  for (const e of inPeriod) {
    const same = lines.find((l) => e.kind === 'settled' && l.kind === 'settled' && l.code === e.code);
    if (same) {
      same.ticketsFen += e.ticketsFen;
      same.chargeFen += e.fen;
      continue;
    }
    lines.push({
      day: e.day,
      kind: e.kind,
      code: e.code,
      period: e.startDate ? `${e.startDate}~${e.day}` : '',
      ticketsFen: e.ticketsFen,
      chargeFen: e.kind === 'received' ? 0 : e.fen,
      receivedFen: e.kind === 'received' ? e.fen : 0,
    });
  }
  let running = balanceOf(entries.filter((e) => from && e.day < from)).closingFen;
  const withBalance = lines.map((l) => {
    running += l.chargeFen - l.receivedFen;
    return { ...l, balanceFen: running };
  });
  return {
    customerId: customer.id,
    customerName: customer.customer_name,
    orgId: customer.org_id,
    startDate: from ?? '',
    endDate: until,
    ...withYuan(balanceOf(entries, from)),
    lines: withBalance,
  };
}

export function receivableRoutes(app: FastifyInstance): void {
  /** page: per customer (and its contracts) the opening, settled, received and closing balance of the period */
  defineCall(
    app,
    '/sales/receivable-balance/page',
    async (ctx) => {
      const rows = await receivableRows(ctx);
      const { page, limit } = ctx.params.paging();
      return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit, sum: withYuan(sum(rows)) };
    },
    { perm: RECEIVABLE_PERM, input: PAGE, area: AREA },
  );

  /** receivableVsAmount: each customer's balance today against its credit amount */
  defineCall(
    app,
    '/sales/receivable-balance/receivableVsAmount',
    async (ctx) => {
      const rows = await receivableRows({ ...ctx, input: { ...ctx.input, startDate: undefined } });
      const list = rows.map((r) => {
        const creditFen = r.creditAmount === null ? null : (yuanToFen(String(r.creditAmount)) ?? null);
        const ratio = creditFen ? fenToYuan(Math.round((r.closingFen * 10000) / creditFen)) : null;
        return {
          customerId: r.customerId,
          customerName: r.customerName,
          balanceFen: r.closingFen,
          balance: r.closing,
          creditFen,
          creditAmount: creditFen === null ? null : fenToYuan(creditFen),
          ratio,
          over: creditFen !== null && r.closingFen > creditFen,
        };
      });
      const { page, limit } = ctx.params.paging();
      return { list: list.slice((page - 1) * limit, page * limit), total: list.length, page, limit, over: list.filter((x) => x.over).length };
    },
    { perm: RECEIVABLE_PERM, input: PAGE, area: AREA },
  );

  /** statement (designed): the customer statement's figures, as its PDF prints them */
  defineCall(app, '/sales/receivable-balance/statement', (ctx) => statementOf(ctx), {
    perm: RECEIVABLE_PERM,
    input: input({ customerId: wire.id(), startDate: wire.date().optional(), endDate: wire.date().optional() }),
    area: AREA,
  });
}
