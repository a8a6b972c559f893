import { sql, type Kysely } from 'kysely';
import type { Id, IntDefault, NullableDate, NullableInt, NullableNum, NullableText, NumDefault, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext, ContextOf } from '../../server/http/call';
import { add, fetchOne, save, update } from '../../server/resources/resource.handlers';
import { fieldError, scoped } from '../../server/resources/resource.query';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { input, wire } from '../../server/http/input';
import { dec } from '../../src/domain/quality/decimal';
import type { ResourceDef } from '../../src/domain/resources/types';
import { certificateData, coveredTickets } from './certificate-report.server';

export interface CertificateDataTable {
  id: Id;
  org_id: string;
  company_name: string;
  license_no: string;
  qualification_no: NullableText;
  standard: string;
  quality_manager: NullableText;
  address: NullableText;
  phone: NullableText;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface CertificatePresetTable {
  id: Id;
  org_id: string;
  preset_name: string;
  strength: string;
  chloride_limit: string;
  chloride_basis: NullableText;
  alkali_limit: NullableNum;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface CertificatePreOrderTable {
  id: Id;
  org_id: string;
  task_id: number;
  customer_name: Text;
  project_name: Text;
  pouring_site: Text;
  strength: Text;
  order_quantity: NullableNum;
  order_date: NullableDate;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface CertificateTable {
  id: Id;
  org_id: string;
  certificate_no: string;
  task_id: number;
  customer_name: Text;
  project_name: Text;
  pouring_site: Text;
  strength: Text;
  pre_order_id: NullableInt;
  preset_id: NullableInt;
  date_from: NullableDate;
  date_to: NullableDate;
  issue_date: NullableDate;
  ticket_count: IntDefault;
  quantity: NumDefault;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface CertificateChlorideTestTable {
  id: Id;
  org_id: string;
  certificate_id: number;
  test_no: string;
  test_date: NullableDate;
  chloride_content: string;
  chloride_limit: NullableNum;
  basis: NullableText;
  result: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    certificate_data: CertificateDataTable;
    certificate_presets: CertificatePresetTable;
    certificate_pre_orders: CertificatePreOrderTable;
    certificates: CertificateTable;
    certificate_chloride_tests: CertificateChlorideTestTable;
  }
}

export const certificateMigrations = {
  '0232-certificates': {
    async up(db: Kysely<unknown>) {
      await orgColumn(recordColumns(db.schema.createTable('certificate_data')))
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('license_no', 'varchar(50)', (c) => c.notNull())
        .addColumn('qualification_no', 'varchar(50)')
        .addColumn('standard', 'varchar(50)', (c) => c.notNull())
        .addColumn('quality_manager', 'varchar(50)')
        .addColumn('address', 'varchar(200)')
        .addColumn('phone', 'varchar(30)')
        .addColumn('remark', 'varchar(200)')
        .execute();
      await orgColumn(recordColumns(db.schema.createTable('certificate_presets')))
        .addColumn('preset_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('strength', 'varchar(16)', (c) => c.notNull())
        .addColumn('chloride_limit', 'numeric(6, 3)', (c) => c.notNull())
        .addColumn('chloride_basis', 'varchar(100)')
        .addColumn('alkali_limit', 'numeric(6, 2)')
        .addColumn('remark', 'varchar(200)')
        .addUniqueConstraint('certificate_presets_name', ['org_id', 'preset_name'])
        .execute();
      await orgColumn(recordColumns(db.schema.createTable('certificate_pre_orders')))
        .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
        .addColumn('customer_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('project_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('pouring_site', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('strength', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_quantity', 'numeric(12, 2)')
        .addColumn('order_date', 'date', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)')
        .execute();
      await orgColumn(recordColumns(db.schema.createTable('certificates')))
        .addColumn('certificate_no', 'varchar(32)', (c) => c.notNull())
        .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
        .addColumn('customer_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('project_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('pouring_site', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('strength', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('pre_order_id', 'integer', (c) => c.references('certificate_pre_orders.id').onDelete('set null'))
        .addColumn('preset_id', 'integer', (c) => c.references('certificate_presets.id').onDelete('set null'))
        .addColumn('date_from', 'date', (c) => c.notNull())
        .addColumn('date_to', 'date', (c) => c.notNull())
        .addColumn('issue_date', 'date', (c) => c.notNull())
        .addColumn('ticket_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)')
        .addUniqueConstraint('certificates_no', ['org_id', 'certificate_no'])
        .execute();
      await db.schema.createIndex('certificates_task').on('certificates').column('task_id').execute();
      await orgColumn(recordColumns(db.schema.createTable('certificate_chloride_tests')))
        .addColumn('certificate_id', 'integer', (c) => c.notNull().references('certificates.id').onDelete('cascade'))
        .addColumn('test_no', 'varchar(32)', (c) => c.notNull())
        .addColumn('test_date', 'date', (c) => c.notNull())
        .addColumn('chloride_content', 'numeric(6, 3)', (c) => c.notNull())
        .addColumn('chloride_limit', 'numeric(6, 3)')
        .addColumn('basis', 'varchar(100)')
        .addColumn('result', 'varchar(8)')
        .execute();
      await db.schema.createIndex('certificate_chloride_tests_cert').on('certificate_chloride_tests').column('certificate_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['certificate_chloride_tests', 'certificates', 'certificate_pre_orders', 'certificate_presets', 'certificate_data'])
        await db.schema.dropTable(t).execute();
    },
  },
};

/** The order fields of a task, as a certificate and a pre-order keep them. */
async function taskOrder(ctx: CallContext, taskId: number) {
  return ctx.db
    .selectFrom('production_tasks as k')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .select([
      'k.pouring_site',
      'k.strength',
      'p.project_name',
      sql<string>`(select c.customer_name from customers c where c.id = k.customer_id)`.as('customer_name'),
    ])
    .where('k.id', '=', taskId)
    .executeTakeFirstOrThrow();
}

/** After the generic write: the order copied from the task, and for a certificate the tickets it covers. */
async function completeCertificate(ctx: CallContext, def: ResourceDef, id: number) {
  const row = await ctx.db
    .selectFrom('certificates')
    .select(['task_id', sql<string>`date_from::text`.as('from'), sql<string>`date_to::text`.as('to')])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.from > row.to) throw fieldError(def, { field: 'dateTo', key: 'invalid' }, ctx.lang);
  const order = await taskOrder(ctx, row.task_id);
  const t = await coveredTickets(ctx, row.task_id, row.from, row.to);
  await ctx.db
    .updateTable('certificates')
    .set({ ...order, ticket_count: t.ticketCount, quantity: t.quantity })
    .where('id', '=', id)
    .execute();
}

async function writeCertificate(ctx: CallContext, def: ResourceDef, mode: 'add' | 'update') {
  const saved = mode === 'add' ? await add(ctx, def) : await update(ctx, def);
  const id = Number((saved as Record<string, unknown>).id);
  await completeCertificate(ctx, def, id);
  return certificateRow(ctx, def, id);
}

async function writePreOrder(ctx: CallContext, def: ResourceDef, mode: 'add' | 'update') {
  const saved = mode === 'add' ? await add(ctx, def) : await update(ctx, def);
  const id = Number((saved as Record<string, unknown>).id);
  const row = await ctx.db.selectFrom('certificate_pre_orders').select('task_id').where('id', '=', id).executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('certificate_pre_orders')
    .set(await taskOrder(ctx, row.task_id))
    .where('id', '=', id)
    .execute();
  return certificateRow(ctx, def, id);
}

const certificateRow = (ctx: CallContext, def: ResourceDef, id: number) => fetchOne(ctx, def, id);

/** saveAndUpdChloride: the test, then its result against its limit, else the certificate's preset's. */
async function saveChloride(ctx: CallContext, def: ResourceDef) {
  const saved = await save(ctx, def);
  const id = Number((saved as Record<string, unknown>).id);
  const t = await ctx.db
    .selectFrom('certificate_chloride_tests as t')
    .innerJoin('certificates as c', 'c.id', 't.certificate_id')
    .leftJoin('certificate_presets as p', 'p.id', 'c.preset_id')
    .select(['t.chloride_content', 't.chloride_limit', 't.basis', 'p.chloride_limit as preset_limit', 'p.chloride_basis as preset_basis'])
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
  const limit = t.chloride_limit ?? t.preset_limit;
  if (limit === null) throw fieldError(def, { field: 'chlorideLimit', key: 'required' }, ctx.lang);
  const result = dec(String(t.chloride_content)).gt(String(limit)) ? 'fail' : 'pass';
  await ctx.db
    .updateTable('certificate_chloride_tests')
    .set({ chloride_limit: limit, basis: t.basis ?? t.preset_basis ?? null, result })
    .where('id', '=', id)
    .execute();
  return certificateRow(ctx, def, id);
}

const LAST_LIST = input({ limit: wire.int({ min: 1, max: 100 }).optional() });

/** selectLastList: the latest certificates of the caller's scope (a new one is often a copy of the last). */
async function lastList(ctx: ContextOf<typeof LAST_LIST>, def: ResourceDef) {
  const n = ctx.input.limit ?? 10;
  const rows = await scoped(ctx.db.selectFrom('certificates as t'), def, ctx)
    .select(['t.id', 't.certificate_no', 't.task_id', 't.project_name', 't.strength', sql<string>`t.issue_date::text`.as('issue_date'), 't.preset_id'])
    .orderBy('t.issue_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(n)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    certificateNo: r.certificate_no,
    taskId: r.task_id,
    projectName: r.project_name,
    strength: r.strength,
    issueDate: r.issue_date,
    presetId: r.preset_id,
  }));
}

export const certificateServers: ServerPart[] = [
  defineServerPart({ resource: 'certificateData', migrations: certificateMigrations }),
  defineServerPart({
    resource: 'certificatePreOrder',
    overrides: {
      add: { handler: (ctx, d) => writePreOrder(ctx, d, 'add') },
      update: { handler: (ctx, d) => writePreOrder(ctx, d, 'update') },
    },
  }),
  defineServerPart({
    resource: 'certificateManage',
    overrides: {
      add: { handler: (ctx, d) => writeCertificate(ctx, d, 'add') },
      update: { handler: (ctx, d) => writeCertificate(ctx, d, 'update') },
      selectLastList: override({ handler: lastList, input: LAST_LIST }),
    },
    printData: (ctx, def, _doc, id) => certificateData(ctx, def, id),
  }),
  defineServerPart({ resource: 'certificateChlorideTest', overrides: { save: { handler: saveChloride } } }),
  // the register and the report print the same certificate
  ...(['certificateRegister', 'certificateReport'] as const).map((resource) =>
    defineServerPart({ resource, printData: (ctx, def, _doc, id) => certificateData(ctx, def, id) }),
  ),
];
