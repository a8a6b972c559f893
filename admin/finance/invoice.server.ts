import { sql, type Kysely } from 'kysely';
import type { ApprovalColumns, Id, NullableDate, NullableInt, NumDefault, Stamp, Text } from '../../server/db/column-types';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid, notFound, required } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import {
  add,
  deleteRecords,
  fetchOne,
  guard,
  idParam,
  lockRecord,
  refuseInApproval,
  requireInScope,
  save,
  update,
} from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { APPROVE_AGREED, APPROVE_PENDING } from '../../src/domain/resources/approval';
import type { ResourceDef } from '../../src/domain/resources/types';
import { fenToYuan, yuanToFen } from '../../src/domain/sales/money';
import { INVOICE_TYPES } from './invoice.resource';

/** Invoices and the settlement sheets each one invoices (migration 0191); amounts on the link in integer fen. */
export interface InvoiceTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  invoice_code: string;
  customer_id: number;
  invoice_type: string;
  title_name: string;
  tax_no: Text;
  tax_rate: NumDefault;
  amount: NumDefault;
  settlement_codes: Text;
  invoice_no: Text;
  invoice_date: NullableDate;
  remark: Text;
}
export interface InvoiceSettlementTable {
  id: Id;
  invoice_id: number;
  settlement_id: number;
  amount_fen: string | number;
}
export interface PactReceivableTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  contract_id: number;
  customer_id: NullableInt;
  as_of: NullableDate;
  amount: NumDefault;
  remark: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    invoices: InvoiceTable;
    invoice_settlements: InvoiceSettlementTable;
    pact_receivables: PactReceivableTable;
  }
}

const STATE_NAMES: Record<number, string> = { [APPROVE_PENDING]: '待审批', [APPROVE_AGREED]: '已同意' };

/**
 * The customer's agreed settlement sheets in the caller's scope with what is left to invoice on
 * each (`except`: an invoice being changed, whose own share is free again).
 */
export async function openSettlements(ctx: CallContext, customerId: number, except?: number) {
  const rows = await inScope(
    ctx.db
      .selectFrom('sales_settlements as s')
      .select([
        's.id',
        's.org_id',
        's.settlement_code',
        's.start_date',
        's.end_date',
        's.total_fen',
        sql<string>`coalesce((select sum(l.amount_fen) from invoice_settlements l
          where l.settlement_id = s.id and l.invoice_id <> ${except ?? 0}), 0)::text`.as('invoiced'),
      ])
      .where('s.customer_id', '=', customerId)
      .where('s.approve_state', '=', APPROVE_AGREED),
    's.org_id',
    scopeOf(ctx),
  )
    .orderBy('s.end_date')
    .orderBy('s.id')
    .execute();
  const day = (d: unknown) => (d instanceof Date ? ctx.services.clock.format(d) : String(d)).slice(0, 10);
  return rows.map((r) => {
    const totalFen = Number(r.total_fen);
    const invoicedFen = Number(r.invoiced);
    return {
      settlementId: r.id,
      orgId: r.org_id,
      settlementCode: r.settlement_code,
      startDate: day(r.start_date),
      endDate: day(r.end_date),
      totalFen,
      invoicedFen,
      openFen: totalFen - invoicedFen,
      open: fenToYuan(totalFen - invoicedFen),
    };
  });
}

const SAVE = input({
  xsInvoicingId: wire.id().optional(),
  id: wire.id().optional(),
  customerId: wire.id(),
  invoiceType: wire.oneOf(INVOICE_TYPES.map((t) => t.value) as ['special', 'normal']),
  titleName: wire.text(100),
  taxNo: wire.text(32).optional(),
  taxRate: wire.decimal(2).optional(),
  remark: wire.text(500).optional(),
  settlementIds: wire.list(wire.id(), { max: 500 }),
  amount: wire.decimal(2).optional(),
});

async function detail(ctx: CallContext, def: ResourceDef, id: number) {
  const record = await fetchOne(ctx, def, id);
  const links = await ctx.db
    .selectFrom('invoice_settlements as l')
    .innerJoin('sales_settlements as s', 's.id', 'l.settlement_id')
    .select(['l.settlement_id', 's.settlement_code', 's.total_fen', 'l.amount_fen'])
    .where('l.invoice_id', '=', id)
    .orderBy('l.id')
    .execute();
  return {
    ...record,
    settlements: links.map((l) => ({
      settlementId: l.settlement_id,
      settlementCode: l.settlement_code,
      totalFen: Number(l.total_fen),
      amountFen: Number(l.amount_fen),
    })),
  };
}

export const invoiceServer = defineServerPart({
  resource: 'invoice',
  overrides: {
    /** save: makes or changes a request over agreed sheets of the customer; the amount is their open total unless a smaller one is typed */
    saveInvoice: override({
      write: true,
      button: 'add',
      input: SAVE,
      handler: async (ctx, def) => {
        const i = ctx.input;
        const id = i.xsInvoicingId ?? i.id;
        await guard(ctx, def, id ? 'edit' : 'add');
        if (!i.settlementIds.length) throw required('settlementIds');
        const customer = await inScope(
          ctx.db.selectFrom('customers').select(['id', 'org_id']).where('id', '=', i.customerId),
          'org_id',
          scopeOf(ctx),
        ).executeTakeFirst();
        if (!customer) throw invalid('customerId');
        if (id) {
          const rec = await lockRecord(ctx, def, id);
          refuseInApproval(rec);
          if (rec.flows.approval.state === APPROVE_AGREED) throw new BizError(409, 'stateForbids', { state: STATE_NAMES[APPROVE_AGREED] }, 'approveState');
        }
        // the sheets are locked so two requests cannot invoice the same open amount
        await ctx.db.selectFrom('sales_settlements').select('id').where('id', 'in', i.settlementIds).forUpdate().execute();
        const open = await openSettlements(ctx, i.customerId, id);
        const chosen = i.settlementIds.map((sid, n) => {
          const s = open.find((o) => o.settlementId === sid);
          if (!s || s.openFen <= 0) throw invalid(`settlementIds[${n}]`);
          return s;
        });
        const available = chosen.reduce((n, s) => n + s.openFen, 0);
        const amountFen = i.amount === undefined ? available : yuanToFen(i.amount);
        if (amountFen === undefined || amountFen <= 0) throw invalid('amount');
        if (amountFen > available) throw new BizError(400, 'overInvoiced', { amount: fenToYuan(available) }, 'amount');
        const values = {
          customer_id: i.customerId,
          invoice_type: i.invoiceType,
          title_name: i.titleName,
          tax_no: i.taxNo ?? '',
          tax_rate: i.taxRate ?? '0',
          remark: i.remark ?? '',
          amount: fenToYuan(amountFen),
          settlement_codes: chosen.map((s) => s.settlementCode).join(','),
          updated_at: new Date(),
        };
        let invoiceId = id;
        if (invoiceId) {
          await ctx.db.updateTable('invoices').set(values).where('id', '=', invoiceId).execute();
          await ctx.db.deleteFrom('invoice_settlements').where('invoice_id', '=', invoiceId).execute();
        } else {
          invoiceId = (
            await ctx.db
              .insertInto('invoices')
              .values({ ...values, org_id: customer.org_id, invoice_code: '' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
          const code = `KP${ctx.services.clock.today().replace(/-/g, '')}${String(invoiceId).padStart(5, '0')}`;
          await ctx.db.updateTable('invoices').set({ invoice_code: code }).where('id', '=', invoiceId).execute();
        }
        // the amount is spread over the sheets in period order, each up to what is open on it
        let left = amountFen;
        const links = chosen
          .map((s) => {
            const take = Math.min(left, s.openFen);
            left -= take;
            return { invoice_id: invoiceId!, settlement_id: s.settlementId, amount_fen: take };
          })
          .filter((l) => l.amount_fen > 0);
        await ctx.db.insertInto('invoice_settlements').values(links).execute();
        await ctx.audit(id ? 'update' : 'add', def.name, invoiceId, { customerId: i.customerId, amountFen, settlements: i.settlementIds });
        return detail(ctx, def, invoiceId);
      },
    }),
    /** getCustomer: customers with agreed sheets left to invoice */
    customers: override({
      input: input({ keyword: wire.text(50).optional() }),
      handler: async (ctx) => {
        const kw = ctx.input.keyword;
        const rows = await inScope(
          ctx.db
            .selectFrom('sales_settlements as s')
            .innerJoin('customers as c', 'c.id', 's.customer_id')
            .select([
              'c.id',
              'c.customer_name',
              'c.tax_no',
              sql<string>`sum(s.total_fen)::text`.as('settled'),
              sql<string>`coalesce(sum((select sum(l.amount_fen) from invoice_settlements l where l.settlement_id = s.id)), 0)::text`.as('invoiced'),
            ])
            .where('s.approve_state', '=', APPROVE_AGREED)
            .$if(!!kw, (q) => q.where('c.customer_name', 'like', `%${kw}%`)),
          's.org_id',
          scopeOf(ctx),
        )
          .groupBy(['c.id', 'c.customer_name', 'c.tax_no'])
          .orderBy('c.customer_name')
          .limit(200)
          .execute();
        return rows
          .map((r) => ({ value: r.id, label: r.customer_name, taxNo: r.tax_no, openFen: Number(r.settled) - Number(r.invoiced) }))
          .filter((r) => r.openFen > 0);
      },
    }),
    /** the open sheets of a customer, for the request form */
    openSettlements: override({
      input: input({ customerId: wire.id(), xsInvoicingId: wire.id().optional() }),
      handler: async (ctx) => {
        const i = ctx.input;
        await requireInScope(ctx, 'customer', i.customerId);
        return (await openSettlements(ctx, i.customerId, i.xsInvoicingId)).filter((s) => s.openFen > 0);
      },
    }),
    detail: {
      input: input({ id: wire.id().optional(), xsInvoicingId: wire.id().optional() }),
      handler: async (ctx, def) => detail(ctx, def, idParam(ctx, def)),
    },
    /** delete (`invoicingId`): a request never submitted, or refused, frees its sheets' amounts */
    remove: override({
      write: true,
      button: 'delete',
      input: input({ invoicingId: wire.id().optional(), id: wire.id().optional(), xsInvoicingId: wire.id().optional() }),
      handler: async (ctx, def) => {
        const i = ctx.input;
        const id = i.invoicingId ?? i.xsInvoicingId ?? i.id;
        if (!id) throw required('invoicingId');
        await guard(ctx, def, 'delete');
        const rec = await lockRecord(ctx, def, id);
        if (rec.flows.approval.state === APPROVE_AGREED) throw new BizError(409, 'stateForbids', { state: STATE_NAMES[APPROVE_AGREED] }, 'approveState');
        await ctx.db.deleteFrom('invoice_settlements').where('invoice_id', '=', id).execute();
        return deleteRecords(ctx, def, [id]);
      },
    }),
    /** makeout (/sales/invoice/makeout): the number and date of the invoice issued for an agreed request */
    makeout: override({
      write: true,
      button: 'makeout',
      input: input({ xsInvoicingId: wire.id().optional(), id: wire.id().optional(), invoiceNo: wire.code(32), invoiceDate: wire.date() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'makeout');
        const id = idParam(ctx, def);
        const rec = await lockRecord(ctx, def, id);
        if (rec.flows.approval.state !== APPROVE_AGREED)
          throw new BizError(409, 'stateForbids', { state: STATE_NAMES[rec.flows.approval.state ?? -1] ?? '未审批' }, 'approveState');
        const { invoiceNo, invoiceDate } = ctx.input;
        await ctx.db.updateTable('invoices').set({ invoice_no: invoiceNo, invoice_date: invoiceDate, updated_at: new Date() }).where('id', '=', id).execute();
        await ctx.audit('makeout', def.name, id, { invoiceNo, invoiceDate });
        return detail(ctx, def, id);
      },
    }),
  },
  migrations: {
    '0191-finance-invoices': {
      async up(db: Kysely<unknown>) {
        await approvalColumns(orgColumn(recordColumns(db.schema.createTable('invoices'))))
          .addColumn('invoice_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
          .addColumn('invoice_type', 'varchar(16)', (c) => c.notNull())
          .addColumn('title_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('tax_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
          .addColumn('tax_rate', 'numeric(8, 2)', (c) => c.notNull().defaultTo(0))
          .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
          .addColumn('settlement_codes', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
          .addColumn('invoice_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
          .addColumn('invoice_date', 'date')
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .createTable('invoice_settlements')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
          .addColumn('settlement_id', 'integer', (c) => c.notNull().references('sales_settlements.id'))
          .addColumn('amount_fen', 'bigint', (c) => c.notNull())
          .addCheckConstraint('invoice_settlements_positive', sql`amount_fen > 0`)
          .execute();
        await db.schema.createIndex('invoice_settlements_settlement').on('invoice_settlements').column('settlement_id').execute();
        await orgColumn(recordColumns(db.schema.createTable('pact_receivables')))
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
          .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
          .addColumn('as_of', 'date', (c) => c.notNull())
          .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
          .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('uq_pact_receivables_contract').on('pact_receivables').columns(['org_id', 'contract_id']).unique().execute();
      },
      async down(db: Kysely<unknown>) {
        for (const t of ['pact_receivables', 'invoice_settlements', 'invoices']) await db.schema.dropTable(t).execute();
      },
    },
  },
});

/** The opening receivable takes its customer from its contract, in the same transaction. */
export const pactReceivableServer = defineServerPart({
  resource: 'pactReceivable',
  overrides: Object.fromEntries(
    (['add', 'update', 'save'] as const).map((a) => [
      a,
      {
        handler: async (ctx: CallContext, def: ResourceDef) => {
          const row = (await { add, update, save }[a](ctx, def)) as Record<string, unknown>;
          const id = Number(row.id);
          const c = await ctx.db
            .selectFrom('pact_receivables as r')
            .innerJoin('contracts as c', 'c.id', 'r.contract_id')
            .select(['c.customer_id', 'c.org_id'])
            .where('r.id', '=', id)
            .executeTakeFirst();
          if (!c) throw notFound();
          await ctx.db.updateTable('pact_receivables').set({ customer_id: c.customer_id }).where('id', '=', id).execute();
          return fetchOne(ctx, def, id);
        },
      },
    ]),
  ),
});
