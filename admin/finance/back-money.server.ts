import { sql, type Kysely } from 'kysely';
import type { Id, NullableInt, NullableDate, Num, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { add, fetchOne, guard, idParam, remove, requireInScope, update } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import type { ResourceDef } from '../../src/domain/resources/types';
import { yuanToFen } from '../../src/domain/sales/money';
import { BACK_MONEY_TYPES, VOUCHER_IMAGES } from './back-money.resource';
import { storeImage } from './back-money.images.server';

/** Payments received (migration 0190). `amount` is numeric(14,2) yuan, read as exact text. */
export interface BackMoneyTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  customer_id: number;
  contract_id: NullableInt;
  back_time: NullableDate;
  amount: Num;
  back_type: string;
  payer: Text;
  voucher_no: Text;
  images: Text;
  remark: Text;
}
/** One row per add, change or delete of a payment: the record as it was after the action (before it, for a delete). */
export interface BackMoneyHistoryTable {
  id: Id;
  back_money_id: number;
  org_id: string;
  action: string;
  user_name: string;
  at: Stamp;
  record: string;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    back_money: BackMoneyTable;
    back_money_history: BackMoneyHistoryTable;
  }
}

async function record(ctx: CallContext, id: number, action: string, row: Record<string, unknown>) {
  await ctx.db
    .insertInto('back_money_history')
    .values({
      back_money_id: id,
      org_id: String(row.orgId ?? ctx.orgId),
      action,
      user_name: ctx.user.trueName || ctx.user.userName,
      record: JSON.stringify(row),
    })
    .execute();
}

/** A payment is positive, and its contract (when named) is one of its customer's. */
async function checkPayment(ctx: CallContext, customerId: unknown, contractId: unknown, amount: unknown) {
  if (amount !== undefined) {
    const fen = yuanToFen(String(amount));
    if (fen === undefined || fen <= 0) throw invalid('amount');
  }
  if (contractId === undefined || contractId === null || contractId === '') return;
  const c = await ctx.db.selectFrom('contracts').select('customer_id').where('id', '=', Number(contractId)).executeTakeFirst();
  if (!c || (customerId !== undefined && c.customer_id !== Number(customerId))) throw invalid('contractId');
}

/**
 * A payment belongs to its customer's organisation, whoever enters it (a head-office clerk for a
 * station's customer): the station's receivables, statement and lists count it, as they count the
 * customer's settlement sheets and invoices.
 */
async function toCustomerOrg(ctx: CallContext, def: ResourceDef, id: number): Promise<Record<string, unknown>> {
  await ctx.db
    .updateTable('back_money')
    .set((e) => ({ org_id: e.selectFrom('customers').select('customers.org_id').whereRef('customers.id', '=', 'back_money.customer_id') }))
    .where('id', '=', id)
    .execute();
  return fetchOne(ctx, def, id) as Promise<Record<string, unknown>>;
}

const historyRow = (ctx: CallContext, h: { id: number; back_money_id: number; action: string; user_name: string; at: Date; record: string }) => ({
  id: h.id,
  backMoneyId: h.back_money_id,
  action: h.action,
  userName: h.user_name,
  time: ctx.services.clock.format(h.at),
  record: JSON.parse(h.record) as unknown,
});

export const backMoneyServer = defineServerPart({
  resource: 'backMoney',
  overrides: {
    add: {
      handler: async (ctx, def) => {
        await checkPayment(ctx, ctx.params.str('customerId'), ctx.params.str('contractId'), ctx.params.str('amount'));
        const added = (await add(ctx, def)) as Record<string, unknown>;
        const row = await toCustomerOrg(ctx, def, Number(added.id));
        await record(ctx, Number(row.id), 'add', row);
        return row;
      },
    },
    update: {
      handler: async (ctx, def) => {
        const id = idParam(ctx, def);
        const before = (await fetchOne(ctx, def, id)) as Record<string, unknown>;
        await checkPayment(
          ctx,
          ctx.params.str('customerId') ?? before.customerId,
          ctx.params.has('contractId') ? ctx.params.str('contractId') : before.contractId,
          ctx.params.str('amount'),
        );
        await update(ctx, def);
        const row = await toCustomerOrg(ctx, def, id);
        await record(ctx, id, 'update', row);
        return row;
      },
    },
    delete: {
      handler: async (ctx, def) => {
        const id = idParam(ctx, def);
        const before = (await fetchOne(ctx, def, id)) as Record<string, unknown>;
        const r = await remove(ctx, def);
        await record(ctx, id, 'delete', before);
        return r;
      },
    },
    /** back-money-type: the kinds of payment */
    types: { input: input({}), handler: async () => BACK_MONEY_TYPES.map((t) => ({ value: t.value, label: t.label })) },
    /** project-names: a customer's contracts and projects, what a payment may be booked against */
    projectNames: override({
      input: input({ customerId: wire.id().optional(), keyword: wire.text(50).optional() }),
      handler: async (ctx) => {
        const { customerId, keyword } = ctx.input;
        if (customerId) await requireInScope(ctx, 'customer', customerId);
        let q = inScope(
          ctx.db
            .selectFrom('contracts as c')
            .innerJoin('projects as p', 'p.id', 'c.project_id')
            .innerJoin('customers as u', 'u.id', 'c.customer_id')
            .select(['c.id', 'c.contract_code', 'p.id as project_id', 'p.project_name', 'u.id as customer_id', 'u.customer_name']),
          'c.org_id',
          scopeOf(ctx),
        );
        if (customerId) q = q.where('c.customer_id', '=', customerId);
        if (keyword) q = q.where((e) => e.or([e('p.project_name', 'like', `%${keyword}%`), e('c.contract_code', 'like', `%${keyword}%`)]));
        const rows = await q.orderBy('c.id', 'desc').limit(200).execute();
        return rows.map((r) => ({
          value: r.id,
          label: `${r.project_name}（${r.contract_code}）`,
          contractCode: r.contract_code,
          projectId: r.project_id,
          projectName: r.project_name,
          customerId: r.customer_id,
          customerName: r.customer_name,
        }));
      },
    }),
    /** find-back-money-history-id: the history of one payment, newest first */
    history: override({
      input: input({ id: wire.id() }),
      handler: async (ctx) => {
        const id = ctx.input.id;
        const rows = await inScope(ctx.db.selectFrom('back_money_history').selectAll().where('back_money_id', '=', id), 'org_id', scopeOf(ctx))
          .orderBy('id', 'desc')
          .execute();
        return rows.map((h) => historyRow(ctx, h));
      },
    }),
    /** find-back-money-history-record-id: one history entry */
    historyRecord: override({
      input: input({ id: wire.id() }),
      handler: async (ctx) => {
        const id = ctx.input.id;
        const h = await inScope(ctx.db.selectFrom('back_money_history').selectAll().where('id', '=', id), 'org_id', scopeOf(ctx)).executeTakeFirst();
        if (!h) throw notFound();
        return historyRow(ctx, h);
      },
    }),
    /** uploadImages: one voucher image as the raw body (?id=), checked and stored under DATA_DIR */
    uploadImages: {
      write: true,
      button: 'edit',
      input: input({ id: wire.id() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'edit');
        const id = idParam(ctx, def);
        const row = (await fetchOne(ctx, def, id)) as Record<string, unknown>;
        const file = (ctx.body as { file?: unknown } | null)?.file;
        if (!Buffer.isBuffer(file)) throw new BizError(400, 'imageType', {}, 'file');
        const images = String(row.images ?? '')
          .split(',')
          .filter(Boolean);
        // counted before the file is written, so a refused image leaves no file behind
        if (images.length >= VOUCHER_IMAGES.max) throw new BizError(400, 'imageTooMany', { n: VOUCHER_IMAGES.max }, 'file');
        const name = await storeImage(ctx.services.config.dataDir, id, file);
        if (!images.includes(name)) images.push(name);
        await ctx.db
          .updateTable('back_money')
          .set({ images: images.join(','), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        const after = (await fetchOne(ctx, def, id)) as Record<string, unknown>;
        await ctx.audit('uploadImages', def.name, id, { name, bytes: file.length });
        await record(ctx, id, 'uploadImages', after);
        return { id, name, images };
      },
    },
  },
  migrations: {
    '0190-finance-back-money': {
      async up(db: Kysely<unknown>) {
        await orgColumn(recordColumns(db.schema.createTable('back_money')))
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
          .addColumn('contract_id', 'integer', (c) => c.references('contracts.id'))
          .addColumn('back_time', 'date', (c) => c.notNull())
          .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
          .addColumn('back_type', 'varchar(16)', (c) => c.notNull())
          .addColumn('payer', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('voucher_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
          .addColumn('images', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .addCheckConstraint('back_money_positive', sql`amount > 0`)
          .execute();
        await db.schema.createIndex('back_money_customer').on('back_money').columns(['customer_id', 'back_time']).execute();
        // no key to back_money: the history outlives a deleted payment
        await db.schema
          .createTable('back_money_history')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('back_money_id', 'integer', (c) => c.notNull())
          .addColumn('org_id', 'varchar(16)', (c) => c.notNull())
          .addColumn('action', 'varchar(16)', (c) => c.notNull())
          .addColumn('user_name', 'varchar(50)', (c) => c.notNull())
          .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('record', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('back_money_history_record').on('back_money_history').column('back_money_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('back_money_history').execute();
        await db.schema.dropTable('back_money').execute();
      },
    },
  },
});
