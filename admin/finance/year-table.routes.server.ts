import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';
import { APPROVE_AGREED } from '../../src/domain/resources/approval';
import { m3ToMilli, milliToM3 } from '../../src/domain/sales/money';
import { addEntry, ledgerEntries, type Balance } from './receivable.queries.server';
import { YEAR_TABLE_KINDS } from './year-table.resource';

const PERM = { screen: '/report/sales-report' } as const;
const AREA = 'sales-report';
type Kind = (typeof YEAR_TABLE_KINDS)[number]['value'];
type Row = Record<string, string | number | null>;

const YEAR = input({ year: wire.int({ min: 2000, max: 2100 }).optional(), forceReset: wire.bool().optional() });
const ZERO: Balance = { openingFen: 0, settledFen: 0, receivedFen: 0, closingFen: 0 };
const milli = (v: unknown) => m3ToMilli(String(v)) ?? 0;

/** Numeric columns of rows summed exactly: fen and trips as integers, m³ in thousandths. */
function totalOf(rows: readonly Row[], fen: readonly string[], m3: readonly string[]): Row {
  const t: Row = {};
  for (const k of fen) t[k] = rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  for (const k of m3) t[k] = milliToM3(rows.reduce((n, r) => n + milli(r[k] ?? 0), 0));
  return t;
}

function yearRange(ctx: CallContext, year: number) {
  const clock = ctx.services.clock;
  return { from: fromPlant(clock, `${year}-01-01 00:00:00`), to: fromPlant(clock, `${year + 1}-01-01 00:00:00`) };
}

/** Per customer: the opening balance of the year, what was settled and received each month, the closing balance. */
async function receivableYear(ctx: CallContext, year: number) {
  const entries = await ledgerEntries(ctx, { scope: scopeOf(ctx), until: `${year}-12-31` });
  const by = new Map<number, Row>();
  for (const e of entries) {
    const r = by.get(e.customerId) ?? {
      customerId: e.customerId,
      openingFen: 0,
      settledFen: 0,
      receivedFen: 0,
      closingFen: 0,
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          [`s${i + 1}`, 0],
          [`r${i + 1}`, 0],
        ]).flat(),
      ),
    };
    const b = addEntry(
      { ...ZERO, openingFen: Number(r.openingFen), settledFen: Number(r.settledFen), receivedFen: Number(r.receivedFen), closingFen: Number(r.closingFen) },
      e,
      `${year}-01-01`,
    );
    Object.assign(r, b);
    if (e.day >= `${year}-01-01`) {
      const m = Number(e.day.slice(5, 7));
      const key = e.kind === 'received' ? `r${m}` : `s${m}`;
      r[key] = Number(r[key]) + e.fen;
    }
    by.set(e.customerId, r);
  }
  const ids = [...by.keys()];
  const names = ids.length ? await ctx.db.selectFrom('customers').select(['id', 'customer_name']).where('id', 'in', ids).execute() : [];
  const rows = [...by.values()]
    .map((r) => ({ ...r, customerName: names.find((n) => n.id === r.customerId)?.customer_name ?? '' }))
    .sort((a, b) => String(a.customerName).localeCompare(String(b.customerName)));
  const months = Array.from({ length: 12 }, (_, i) => [`s${i + 1}`, `r${i + 1}`]).flat();
  return { rows, total: totalOf(rows, ['openingFen', 'settledFen', 'receivedFen', 'closingFen', ...months], []) };
}

/** Sold loads of the year per task (`byMonth`: per task and month). */
async function taskYear(ctx: CallContext, year: number, byMonth: boolean) {
  const { from, to } = yearRange(ctx, year);
  const month = sql<number>`extract(month from t.created_at at time zone ${ctx.services.clock.timeZone})::int`;
  let q = inScope(
    ctx.db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .innerJoin('customers as c', 'c.id', 'k.customer_id')
      .innerJoin('projects as p', 'p.id', 'k.project_id')
      .select([
        'k.id as taskId',
        'k.task_code as taskCode',
        'c.customer_name as customerName',
        'p.project_name as projectName',
        'k.strength as grade',
        sql<number>`count(*)::int`.as('trips'),
        sql<string>`sum(t.quantity)::numeric(16, 3)::text`.as('quantity'),
      ])
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .where('t.detail_state', '=', 'sent')
      .where('t.ticketed_at', 'is not', null),
    't.org_id',
    scopeOf(ctx),
  )
    .groupBy(['k.id', 'k.task_code', 'c.customer_name', 'p.project_name', 'k.strength'])
    .orderBy('k.task_code');
  if (byMonth)
    q = q
      .select(month.as('month'))
      .groupBy(sql`month`)
      .orderBy(sql`month`);
  const rows = (await q.execute()) as Row[];
  return { rows, total: totalOf(rows, ['trips'], ['quantity']) };
}

/** Agreed settlement lines of the year per contract, grade and unit price. */
async function priceYear(ctx: CallContext, year: number) {
  const { from, to } = yearRange(ctx, year);
  const rows = (
    await inScope(
      ctx.db
        .selectFrom('sales_settlement_lines as l')
        .innerJoin('sales_settlements as s', 's.id', 'l.settlement_id')
        .leftJoin('contracts as c', 'c.id', 'l.contract_id')
        .innerJoin('customers as u', 'u.id', 's.customer_id')
        .select([
          'l.contract_id as contractId',
          'c.contract_code as contractCode',
          'u.customer_name as customerName',
          'l.grade',
          'l.unit_price_fen as unitPriceFen',
          sql<number>`count(*)::int`.as('trips'),
          sql<string>`sum(l.quantity)::numeric(16, 3)::text`.as('quantity'),
          sql<string>`sum(l.amount_fen)::text`.as('amountFen'),
        ])
        .where('s.approve_state', '=', APPROVE_AGREED)
        .where('l.ticket_time', '>=', from)
        .where('l.ticket_time', '<', to),
      's.org_id',
      scopeOf(ctx),
    )
      .groupBy(['l.contract_id', 'c.contract_code', 'u.customer_name', 'l.grade', 'l.unit_price_fen'])
      .orderBy('c.contract_code')
      .orderBy('l.grade')
      .orderBy('l.unit_price_fen')
      .execute()
  ).map((r) => ({ ...r, amountFen: Number(r.amountFen) })) as Row[];
  return { rows, total: totalOf(rows, ['trips', 'amountFen'], ['quantity']) };
}

const BUILD: Record<Kind, (ctx: CallContext, year: number) => Promise<{ rows: Row[]; total: Row }>> = {
  receivable: receivableYear,
  task: (ctx, y) => taskYear(ctx, y, false),
  taskDetail: (ctx, y) => taskYear(ctx, y, true),
  taskDetailPrice: priceYear,
};

/** Builds a year's table for the organisation acted for, replacing an unsaved one (a saved one only with forceReset). */
async function crate(ctx: CallContext<{ year?: number; forceReset?: boolean }>, kind: Kind) {
  const year = ctx.input.year ?? Number(ctx.services.clock.today().slice(0, 4));
  const existing = await ctx.db
    .selectFrom('sales_year_tables')
    .select(['id', 'saved'])
    .where('org_id', '=', ctx.orgId)
    .where('year', '=', year)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  if (existing?.saved && !ctx.input.forceReset) throw new BizError(409, 'stateForbids', { state: '已保存' }, 'year');
  const { rows, total } = await BUILD[kind](ctx, year);
  const values = {
    row_count: rows.length,
    built_at: new Date(),
    built_by: ctx.user.trueName || ctx.user.userName,
    saved: false,
    saved_by: '',
    rows: JSON.stringify(rows),
    total: JSON.stringify(total),
  };
  const id = existing
    ? (await ctx.db.updateTable('sales_year_tables').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await ctx.db
          .insertInto('sales_year_tables')
          .values({ ...values, org_id: ctx.orgId, year, kind })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await ctx.audit('build', 'salesYearTable', id, { year, kind, rows: rows.length });
  return { id, year, kind, rowCount: rows.length, total };
}

export function yearTableRoutes(app: FastifyInstance): void {
  const crates: Array<[string, Kind]> = [
    ['crateTable', 'receivable'],
    ['crateTaskTable', 'task'],
    ['crateTaskDetailTable', 'taskDetail'],
    ['crateTaskDetailPriceTable', 'taskDetailPrice'],
  ];
  for (const [name, kind] of crates) {
    defineCall(app, `/sales/receivableYear/${name}`, (ctx) => crate(ctx, kind), { perm: PERM, input: YEAR, area: AREA, write: true });
  }

  /** getList: a stored year table's rows, a page at a time, with its total */
  defineCall(
    app,
    '/sales/newSalesReport/getList',
    async (ctx) => {
      const { year, kind } = ctx.input;
      const t = await inScope(
        ctx.db
          .selectFrom('sales_year_tables')
          .selectAll()
          .where('year', '=', year ?? Number(ctx.services.clock.today().slice(0, 4)))
          .where('kind', '=', kind ?? 'receivable')
          .where('org_id', '=', ctx.orgId),
        'org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!t) throw notFound();
      const rows = JSON.parse(t.rows) as Row[];
      const { page, limit } = ctx.params.paging();
      return {
        list: rows.slice((page - 1) * limit, page * limit),
        total: rows.length,
        page,
        limit,
        sum: JSON.parse(t.total) as Row,
        year: t.year,
        kind: t.kind,
        builtAt: ctx.services.clock.format(t.built_at),
        builtBy: t.built_by,
        saved: t.saved,
      };
    },
    {
      perm: PERM,
      input: input({
        year: wire.int({ min: 2000, max: 2100 }).optional(),
        kind: wire.oneOf(YEAR_TABLE_KINDS.map((k) => k.value) as [Kind, ...Kind[]]).optional(),
        ...pageParams,
      }),
      area: AREA,
    },
  );

  /** saveYearReportYear: keeps a built year table as it is */
  defineCall(
    app,
    '/sales/newSalesReport/saveYearReportYear',
    async (ctx) => {
      const { year, kind } = ctx.input;
      const t = await ctx.db
        .selectFrom('sales_year_tables')
        .select('id')
        .where('org_id', '=', ctx.orgId)
        .where('year', '=', year)
        .where('kind', '=', kind)
        .forUpdate()
        .executeTakeFirst();
      if (!t) throw notFound();
      await ctx.db
        .updateTable('sales_year_tables')
        .set({ saved: true, saved_by: ctx.user.trueName || ctx.user.userName })
        .where('id', '=', t.id)
        .execute();
      await ctx.audit('save', 'salesYearTable', t.id, { year, kind });
      return { id: t.id, year, kind, saved: true };
    },
    {
      perm: PERM,
      input: input({ year: wire.int({ min: 2000, max: 2100 }), kind: wire.oneOf(YEAR_TABLE_KINDS.map((k) => k.value) as [Kind, ...Kind[]]) }),
      area: AREA,
      write: true,
    },
  );
}
