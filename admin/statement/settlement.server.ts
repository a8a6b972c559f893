import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';
import { fetchOne, guard, idParam, lockRecord } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { APPROVE_AGREED, APPROVE_PENDING } from '../../src/domain/resources/approval';
import type { ResourceDef } from '../../src/domain/resources/types';
import { applyDiscounts, type Discount } from '../../src/domain/sales/discount';
import { m3ToMilli, milliToM3, yuanToFen } from '../../src/domain/sales/money';
import { PRICED_COLUMNS, priceBook, totalsOf, wireTicket, type BookTicket, type PricedTicket } from './book-pricing.server';
import { MAKE_SCREEN } from './manual-cost.resource';
import { statementMigration } from './statement.migration.server';

const MAX_DAYS = 366;
const STATE_NAMES: Record<number, string> = { [APPROVE_PENDING]: '待审批', [APPROVE_AGREED]: '已同意' };

const SHEET_KEY = { customerId: wire.id(), projectId: wire.id().optional(), startDate: wire.date(), endDate: wire.date() };
const SHEET = input(SHEET_KEY);

export interface SheetKey {
  customerId: number;
  projectId: number | null;
  startDate: string;
  endDate: string;
}

const required = (field: string) => new BizError(400, 'required', { field }, field);

/** The sheet a call names: its customer, project and period of at most a year (`grades` takes them as optional). */
function keyOf(ctx: CallContext<{ customerId?: number; projectId?: number; startDate?: string; endDate?: string }>): SheetKey {
  const { customerId, projectId, startDate, endDate } = ctx.input;
  if (customerId === undefined) throw required('customerId');
  if (startDate === undefined) throw required('startDate');
  if (endDate === undefined) throw required('endDate');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86400000;
  if (days < 0 || days > MAX_DAYS) throw invalid('endDate');
  return { customerId, projectId: projectId ?? null, startDate, endDate };
}

const nextDay = (day: string) => new Date(Date.parse(day) + 86400000).toISOString().slice(0, 10);

/** The customer in the caller's scope, or 404. */
async function customerOf(ctx: CallContext, id: number) {
  const c = await inScope(
    ctx.db.selectFrom('customers').select(['id', 'org_id', 'customer_name']).where('id', '=', id),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!c) throw notFound();
  return c;
}

/**
 * The sent tickets of the customer (and project) in the period, in the caller's scope; `open`
 * keeps only those on no sheet, `lock` holds them for the rest of the transaction (make).
 */
export async function periodTickets(ctx: CallContext, k: SheetKey, o: { open: boolean; lock: boolean }): Promise<BookTicket[]> {
  const clock = ctx.services.clock;
  let q = inScope(
    ctx.db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .select(PRICED_COLUMNS)
      .where('k.customer_id', '=', k.customerId)
      .where('t.detail_state', '=', 'sent')
      .where('t.created_at', '>=', fromPlant(clock, `${k.startDate} 00:00:00`))
      .where('t.created_at', '<', fromPlant(clock, `${nextDay(k.endDate)} 00:00:00`))
      .$if(k.projectId !== null, (x) => x.where('k.project_id', '=', k.projectId!))
      .$if(o.open, (x) => x.where('t.sales_settlement_id', 'is', null)),
    't.org_id',
    scopeOf(ctx),
  )
    .orderBy('t.created_at')
    .orderBy('t.id');
  if (o.lock) q = q.forUpdate('t');
  return (await q.execute()) as BookTicket[];
}

/** An agreed sheet of the same customer whose period overlaps, and whose project is the same or either covers all: its period is frozen. */
async function refuseApprovedOverlap(ctx: CallContext, k: SheetKey, except?: number) {
  const hit = await ctx.db
    .selectFrom('sales_settlements')
    .select('settlement_code')
    .where('customer_id', '=', k.customerId)
    .where('approve_state', '=', APPROVE_AGREED)
    .where('start_date', '<=', k.endDate)
    .where('end_date', '>=', k.startDate)
    .$if(k.projectId !== null, (x) => x.where((w) => w.or([w('project_id', 'is', null), w('project_id', '=', k.projectId!)])))
    .$if(except !== undefined, (x) => x.where('id', '<>', except!))
    .executeTakeFirst();
  if (hit) throw new BizError(409, 'settlementPeriodApproved', { code: hit.settlement_code }, 'startDate');
}

interface Item {
  kind: 'manualCost' | 'otherFee' | 'discount';
  sourceId: number | null;
  name: string;
  contractId: number | null;
  amountFen: number;
}

/** The confirmed manual costs of the customer in the period on no sheet yet (the project's, or any when the sheet has none). */
async function manualCostItems(ctx: CallContext, k: SheetKey, lock: boolean): Promise<Item[]> {
  let q = inScope(
    ctx.db
      .selectFrom('manual_costs as m')
      .innerJoin('manual_cost_types as y', 'y.id', 'm.cost_type_id')
      .leftJoin('production_tasks as k', 'k.id', 'm.task_id')
      .select(['m.id', 'y.type_name', sql<string>`m.amount::text`.as('amount'), 'k.contract_id'])
      .where('m.customer_id', '=', k.customerId)
      .where('m.confirm_state', '=', 1)
      .where('m.sales_settlement_id', 'is', null)
      .where('m.cost_date', '>=', k.startDate)
      .where('m.cost_date', '<=', k.endDate)
      .$if(k.projectId !== null, (x) => x.where((w) => w.or([w('m.project_id', 'is', null), w('m.project_id', '=', k.projectId!)]))),
    'm.org_id',
    scopeOf(ctx),
  )
    .orderBy('m.cost_date')
    .orderBy('m.id');
  if (lock) q = q.forUpdate('m');
  return (await q.execute()).map((m) => ({
    kind: 'manualCost',
    sourceId: m.id,
    name: m.type_name,
    contractId: m.contract_id ?? null,
    amountFen: yuanToFen(m.amount) ?? 0,
  }));
}

/**
 * The agreed discounts of the contracts on the sheet (/sales/discounts), applied to each contract's
 * priced lines by the one rule of src/domain/sales/discount.ts: one item per discount that covers a line.
 */
async function discountItems(ctx: CallContext, lines: readonly PricedTicket[]): Promise<Item[]> {
  const contracts = [...new Set(lines.map((l) => l.contract_id).filter((c): c is number => c !== null))];
  if (!contracts.length) return [];
  const rows = await ctx.db
    .selectFrom('sales_discounts')
    .select([
      'id',
      'contract_id',
      'kind',
      sql<string>`value::text`.as('value'),
      'grade',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
      'reason',
    ])
    .where('contract_id', 'in', contracts)
    .where('approve_state', '=', APPROVE_AGREED)
    .orderBy('id')
    .execute();
  const items: Item[] = [];
  for (const contractId of contracts) {
    const own = rows.filter((r) => r.contract_id === contractId);
    if (!own.length) continue;
    const discounts: Discount[] = own.map((r) => ({
      id: r.id,
      kind: r.kind as Discount['kind'],
      startDate: r.start_date,
      endDate: r.end_date,
      grade: r.grade,
      ...(r.kind === 'percent' ? { value: r.value } : { valueFen: yuanToFen(r.value) ?? 0 }),
    }));
    const covered = lines.flatMap((l) =>
      l.contract_id === contractId && l.result?.ok
        ? [{ day: l.result.explanation.day, grade: l.strength, quantity: l.milli, amountFen: l.amountFen ?? 0 }]
        : [],
    );
    for (const a of applyDiscounts(covered, discounts).applied) {
      if (a.discountFen > 0)
        items.push({ kind: 'discount', sourceId: a.id, name: own.find((r) => r.id === a.id)!.reason, contractId, amountFen: a.discountFen });
    }
  }
  return items;
}

/**
 * What a sheet over `k` holds now: every ticket priced (a ticket nothing prices refuses the sheet,
 * naming it: never priced at 0), the manual costs, and the totals as exact sums of fen.
 */
async function computeSheet(ctx: CallContext, k: SheetKey, lock: boolean) {
  const customer = await customerOf(ctx, k.customerId);
  const lines = await priceBook(ctx, await periodTickets(ctx, k, { open: true, lock }));
  if (!lines.length) throw new BizError(409, 'settlementNoTickets', { field: customer.customer_name }, 'customerId');
  const unpriced = lines.find((l) => !l.priced);
  if (unpriced) throw new BizError(409, 'settlementNoPrice', { ticket: unpriced.ticket_code, reason: unpriced.text }, 'customerId');
  const items = [...(await manualCostItems(ctx, k, lock)), ...(await discountItems(ctx, lines))];
  const sum = (kind: Item['kind']) => items.filter((i) => i.kind === kind).reduce((s, i) => s + i.amountFen, 0);
  const t = totalsOf(lines);
  const money = { ticketsFen: t.amountFen, manualCostFen: sum('manualCost'), otherFeeFen: sum('otherFee'), discountFen: sum('discount') };
  const contracts = [...new Set(lines.map((l) => l.contract_id))];
  return {
    customer,
    lines,
    items,
    contractId: contracts.length === 1 ? contracts[0] : null,
    totals: {
      ticketCount: t.ticketCount,
      totalQuantity: t.totalQuantity,
      ...money,
      totalFen: money.ticketsFen + money.manualCostFen + money.otherFeeFen - money.discountFen,
    },
  };
}

const wireItem = (i: Item) => ({ kind: i.kind, sourceId: i.sourceId, name: i.name, contractId: i.contractId, amountFen: i.amountFen });

/** Writes the sheet's lines and items and marks its tickets and manual costs as taken, all or nothing. */
async function writeContent(ctx: CallContext, id: number, s: Awaited<ReturnType<typeof computeSheet>>) {
  for (let i = 0; i < s.lines.length; i += 500) {
    await ctx.db
      .insertInto('sales_settlement_lines')
      .values(
        s.lines.slice(i, i + 500).map((l: PricedTicket) => ({
          settlement_id: id,
          ticket_id: l.id,
          ticket_code: l.ticket_code,
          task_id: l.task_id,
          task_code: l.task_code,
          contract_id: l.contract_id,
          project_id: l.project_id,
          ticket_time: l.created_at,
          grade: l.strength,
          pour_method: l.pour_method,
          quantity: l.quantity,
          unit_price_fen: l.unitPriceFen!,
          amount_fen: l.amountFen!,
          price_rule: l.rule ?? '',
          price_text: l.text.slice(0, 500),
          explanation: JSON.stringify(l.result?.ok ? l.result.explanation : null),
        })),
      )
      .execute();
  }
  if (s.items.length) {
    await ctx.db
      .insertInto('sales_settlement_items')
      .values(
        s.items.map((i) => ({
          settlement_id: id,
          kind: i.kind,
          source_id: i.sourceId,
          name: i.name,
          contract_id: i.contractId,
          amount_fen: i.amountFen,
        })),
      )
      .execute();
  }
  const ids = s.lines.map((l) => l.id);
  let taken = 0;
  for (let i = 0; i < ids.length; i += 5000) {
    const r = await ctx.db
      .updateTable('delivery_tickets')
      .set({ sales_settlement_id: id })
      .where('id', 'in', ids.slice(i, i + 5000))
      .where('sales_settlement_id', 'is', null)
      .executeTakeFirst();
    taken += Number(r.numUpdatedRows);
  }
  // the tickets were locked when read: none can have been settled meanwhile
  if (taken !== ids.length) throw new BizError(409, 'conflict');
  const costs = s.items.filter((i) => i.kind === 'manualCost').map((i) => i.sourceId!);
  if (costs.length) await ctx.db.updateTable('manual_costs').set({ sales_settlement_id: id }).where('id', 'in', costs).execute();
}

/** Frees what a sheet holds (tickets, manual costs) and deletes its lines and items. */
async function releaseContent(ctx: CallContext, id: number) {
  await ctx.db.updateTable('delivery_tickets').set({ sales_settlement_id: null }).where('sales_settlement_id', '=', id).execute();
  await ctx.db.updateTable('manual_costs').set({ sales_settlement_id: null }).where('sales_settlement_id', '=', id).execute();
  await ctx.db.deleteFrom('sales_settlement_lines').where('settlement_id', '=', id).execute();
  await ctx.db.deleteFrom('sales_settlement_items').where('settlement_id', '=', id).execute();
}

/** A sheet's stored lines and items. */
async function contentOf(ctx: CallContext, id: number) {
  const lines = await ctx.db
    .selectFrom('sales_settlement_lines')
    .selectAll()
    .where('settlement_id', '=', id)
    .orderBy('ticket_time')
    .orderBy('ticket_id')
    .execute();
  const items = await ctx.db.selectFrom('sales_settlement_items').selectAll().where('settlement_id', '=', id).orderBy('id').execute();
  return {
    lines: lines.map((l) => ({
      ticketId: l.ticket_id,
      ticketCode: l.ticket_code,
      taskId: l.task_id,
      taskCode: l.task_code,
      ticketTime: ctx.services.clock.format(l.ticket_time),
      contractId: l.contract_id,
      projectId: l.project_id,
      grade: l.grade,
      pourMethod: l.pour_method,
      quantity: String(l.quantity),
      priced: true,
      unitPriceFen: l.unit_price_fen,
      amountFen: Number(l.amount_fen),
      rule: l.price_rule,
      priceText: l.price_text,
      settlementId: id,
    })),
    items: items.map((i) => ({ kind: i.kind, sourceId: i.source_id, name: i.name, contractId: i.contract_id, amountFen: Number(i.amount_fen) })),
  };
}

async function detail(ctx: CallContext, def: ResourceDef, id: number) {
  return { ...(await fetchOne(ctx, def, id)), ...(await contentOf(ctx, id)) };
}

/** A sheet that is pending or agreed may not change (409 naming its state). */
function refuseUnlessDraft(state: number | null) {
  if (state === APPROVE_PENDING || state === APPROVE_AGREED) throw new BizError(409, 'stateForbids', { state: STATE_NAMES[state] }, 'approveState');
}

/** The grades of priced lines: trips, volume and money per grade, exact sums. */
function byGrade(lines: ReadonlyArray<{ grade: string; quantity: string; amountFen: number | null }>) {
  const m = new Map<string, { grade: string; ticketCount: number; milli: number; amountFen: number }>();
  for (const l of lines) {
    const g = m.get(l.grade) ?? { grade: l.grade, ticketCount: 0, milli: 0, amountFen: 0 };
    g.ticketCount += 1;
    g.milli += m3ToMilli(l.quantity) ?? 0;
    g.amountFen += l.amountFen ?? 0;
    m.set(l.grade, g);
  }
  return [...m.values()]
    .sort((a, b) => a.grade.localeCompare(b.grade))
    .map((g) => ({ grade: g.grade, ticketCount: g.ticketCount, totalQuantity: milliToM3(g.milli), amountFen: g.amountFen }));
}

export const salesSettlementServer = defineServerPart({
  resource: 'salesSettlement',
  overrides: {
    /** delivery-book-list: the period's tickets on no sheet yet, each priced now (those nothing prices say why) */
    candidates: override({
      input: SHEET,
      handler: async (ctx) => {
        const k = keyOf(ctx);
        await customerOf(ctx, k.customerId);
        const rows = await priceBook(ctx, await periodTickets(ctx, k, { open: true, lock: false }));
        const t = totalsOf(rows);
        return {
          list: rows.map((r) => wireTicket(ctx, r)),
          ticketCount: t.ticketCount,
          totalQuantity: t.totalQuantity,
          amountFen: t.amountFen,
          unpricedCount: t.unpricedCount,
        };
      },
    }),
    /** project-name-select: the customer's projects */
    projects: override({
      input: input({ customerId: wire.id() }),
      handler: async (ctx) => {
        const c = await customerOf(ctx, ctx.input.customerId);
        return ctx.db
          .selectFrom('projects')
          .select(['id', 'project_name as projectName', 'project_code as projectCode'])
          .where('customer_id', '=', c.id)
          .orderBy('project_name')
          .execute();
      },
    }),
    /** grades: per grade trips, volume and money, of a sheet (`id`) or of the period's open tickets */
    grades: override({
      input: input({ id: wire.id().optional(), ...SHEET.partial().shape }),
      handler: async (ctx, def) => {
        if (ctx.params.str('id') !== undefined) {
          const id = idParam(ctx, def);
          await fetchOne(ctx, def, id);
          return byGrade((await contentOf(ctx, id)).lines);
        }
        const k = keyOf(ctx);
        await customerOf(ctx, k.customerId);
        return byGrade(
          (await priceBook(ctx, await periodTickets(ctx, k, { open: true, lock: false }))).map((r) => ({
            grade: r.strength,
            quantity: r.quantity,
            amountFen: r.amountFen,
          })),
        );
      },
    }),
    /** settlement-sheet-make: what `make` would store, nothing written */
    preview: override({
      input: SHEET,
      handler: async (ctx) => {
        const k = keyOf(ctx);
        await refuseApprovedOverlap(ctx, k);
        const s = await computeSheet(ctx, k, false);
        return {
          customerId: k.customerId,
          customerName: s.customer.customer_name,
          projectId: k.projectId,
          contractId: s.contractId,
          startDate: k.startDate,
          endDate: k.endDate,
          ...s.totals,
          lines: s.lines.map((l) => wireTicket(ctx, l)),
          items: s.items.map(wireItem),
        };
      },
    }),
    /** settlement-make: stores the sheet, its lines and items, and takes its tickets and costs, in the call's one transaction */
    make: override({
      write: true,
      button: 'make',
      input: input({ ...SHEET_KEY, remark: wire.text(500).optional() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'make');
        await guard(ctx, def, 'make', MAKE_SCREEN);
        const k = keyOf(ctx);
        await refuseApprovedOverlap(ctx, k);
        const s = await computeSheet(ctx, k, true);
        const row = await ctx.db
          .insertInto('sales_settlements')
          .values({
            org_id: s.customer.org_id,
            settlement_code: '',
            customer_id: k.customerId,
            project_id: k.projectId,
            contract_id: s.contractId,
            start_date: k.startDate,
            end_date: k.endDate,
            ticket_count: s.totals.ticketCount,
            total_quantity: s.totals.totalQuantity,
            tickets_fen: s.totals.ticketsFen,
            manual_cost_fen: s.totals.manualCostFen,
            other_fee_fen: s.totals.otherFeeFen,
            discount_fen: s.totals.discountFen,
            total_fen: s.totals.totalFen,
            remark: ctx.input.remark ?? '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ctx.db
          .updateTable('sales_settlements')
          .set({ settlement_code: `XSJS${ctx.services.clock.today().replace(/-/g, '')}${String(row.id).padStart(5, '0')}` })
          .where('id', '=', row.id)
          .execute();
        await writeContent(ctx, row.id, s);
        await ctx.audit('make', def.name, row.id, { customerId: k.customerId, tickets: s.lines.length, totalFen: s.totals.totalFen });
        return detail(ctx, def, row.id);
      },
    }),
    /** saveSettlement: a draft (or refused) sheet priced again from today's prices and costs, with its remark */
    reprice: override({
      write: true,
      button: 'make',
      input: input({ id: wire.id(), remark: wire.text(500).optional() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'make');
        const id = idParam(ctx, def);
        refuseUnlessDraft((await lockRecord(ctx, def, id)).flows.approval.state);
        const old = await ctx.db.selectFrom('sales_settlements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const day = (d: unknown) => (d instanceof Date ? ctx.services.clock.format(d).slice(0, 10) : String(d).slice(0, 10));
        const k: SheetKey = { customerId: old.customer_id, projectId: old.project_id, startDate: day(old.start_date), endDate: day(old.end_date) };
        await refuseApprovedOverlap(ctx, k, id);
        await releaseContent(ctx, id);
        const s = await computeSheet(ctx, k, true);
        await ctx.db
          .updateTable('sales_settlements')
          .set({
            contract_id: s.contractId,
            ticket_count: s.totals.ticketCount,
            total_quantity: s.totals.totalQuantity,
            tickets_fen: s.totals.ticketsFen,
            manual_cost_fen: s.totals.manualCostFen,
            other_fee_fen: s.totals.otherFeeFen,
            discount_fen: s.totals.discountFen,
            total_fen: s.totals.totalFen,
            updated_at: new Date(),
            ...(ctx.input.remark !== undefined ? { remark: ctx.input.remark } : {}),
          })
          .where('id', '=', id)
          .execute();
        await writeContent(ctx, id, s);
        await ctx.audit('reprice', def.name, id, { tickets: s.lines.length, totalFen: s.totals.totalFen });
        return detail(ctx, def, id);
      },
    }),
    /** settlement-detail: the sheet with its lines and items */
    detail: { input: input({ id: wire.id() }), handler: async (ctx, def) => detail(ctx, def, idParam(ctx, def)) },
    /** delete: a sheet never submitted, sent back or refused is deleted and frees its tickets and costs */
    delete: {
      write: true,
      handler: async (ctx, def) => {
        await guard(ctx, def, 'delete');
        const id = idParam(ctx, def);
        refuseUnlessDraft((await lockRecord(ctx, def, id)).flows.approval.state);
        await releaseContent(ctx, id);
        await ctx.db.deleteFrom('sales_settlements').where('id', '=', id).execute();
        await ctx.audit('delete', def.name, id);
        return { deleted: 1 };
      },
    },
  },
  migrations: { '0180-statement-settlement': statementMigration },
});
