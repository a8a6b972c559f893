import { sql, type Kysely } from 'kysely';
import type { CallContext, ContextOf } from '../../server/http/call';
import type { Id, NullableNum, NullableText, NullableDate, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { input, wire } from '../../server/http/input';
import { fetchOne, idParam, lockRecord, page, searched, update } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { dec } from '../../src/domain/quality/decimal';
import {
  ALL_INDICATORS,
  MATERIAL_KINDS,
  MATERIAL_STANDARDS,
  judgeIndicators,
  type IndicatorLimit,
  type MaterialKind,
} from '../../src/domain/quality/raw-materials';
import { snake, type ResourceDef } from '../../src/domain/resources/types';
import { resourceName } from './material-test.resource';

/** The stored indicator columns: snake_case of ALL_INDICATORS (the migration adds them from that list). */
type IndicatorColumn =
  | 'specific_surface'
  | 'initial_set'
  | 'final_set'
  | 'soundness'
  | 'flexural3d'
  | 'compressive3d'
  | 'flexural28d'
  | 'compressive28d'
  | 'compressive7d'
  | 'fineness'
  | 'water_demand_ratio'
  | 'loss_on_ignition'
  | 'moisture'
  | 'so3'
  | 'activity_index7d'
  | 'activity_index28d'
  | 'flow_ratio'
  | 'fineness_modulus'
  | 'mud_content'
  | 'clay_lump_content'
  | 'needle_flake_content'
  | 'crushing_value'
  | 'water_reduction_rate'
  | 'bleeding_ratio'
  | 'air_content'
  | 'strength_ratio7d'
  | 'strength_ratio28d'
  | 'expansion_water7d'
  | 'expansion_air21d';
export interface MaterialTestTable extends Record<IndicatorColumn, NullableNum> {
  id: Id;
  org_id: string;
  material: string;
  test_code: string;
  grade: string;
  supplier_name: string;
  batch_no: NullableText;
  car_number: string;
  quantity: string;
  arrival_date: NullableDate;
  appearance: NullableText;
  inspect_result: NullableText;
  inspector: NullableText;
  inspect_remark: NullableText;
  used_quantity: NullableNum;
  balance: NullableNum;
  used_in: NullableText;
  account_remark: NullableText;
  report_code: NullableText;
  report_date: NullableDate;
  tester: NullableText;
  image_url: NullableText;
  report_remark: NullableText;
  verdict: Text;
  failed_items: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface MaterialIndicatorTable {
  id: Id;
  material: string;
  grade: string;
  indicator: string;
  min_value: NullableNum;
  max_value: NullableNum;
  unit: Text;
  standard: Text;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    material_tests: MaterialTestTable;
    material_quality_indicators: MaterialIndicatorTable;
  }
}

export const migrations = {
  '0230-material-tests': {
    async up(db: Kysely<unknown>) {
      let t = orgColumn(recordColumns(db.schema.createTable('material_tests')))
        .addColumn('material', 'varchar(24)', (c) => c.notNull())
        .addColumn('test_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('grade', 'varchar(24)', (c) => c.notNull())
        .addColumn('supplier_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('batch_no', 'varchar(50)')
        .addColumn('car_number', 'varchar(16)', (c) => c.notNull())
        .addColumn('quantity', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('arrival_date', 'date', (c) => c.notNull())
        .addColumn('appearance', 'varchar(8)')
        .addColumn('inspect_result', 'varchar(8)')
        .addColumn('inspector', 'varchar(50)')
        .addColumn('inspect_remark', 'varchar(500)')
        .addColumn('used_quantity', 'numeric(12, 2)')
        // the ledger's balance can never disagree with its two quantities: the database computes it
        .addColumn('balance', 'numeric(12, 2)', (c) => c.generatedAlwaysAs(sql`quantity - coalesce(used_quantity, 0)`).stored())
        .addColumn('used_in', 'varchar(200)')
        .addColumn('account_remark', 'varchar(500)')
        .addColumn('report_code', 'varchar(32)')
        .addColumn('report_date', 'date')
        .addColumn('tester', 'varchar(50)')
        .addColumn('image_url', 'varchar(200)')
        .addColumn('report_remark', 'varchar(500)')
        .addColumn('verdict', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('failed_items', 'varchar(500)');
      // unconstrained numeric keeps a value as typed (48.6 stays 48.6, a modulus 2.60 keeps its places)
      for (const i of ALL_INDICATORS) t = t.addColumn(snake(i.name), 'numeric');
      await t.addUniqueConstraint('material_tests_code', ['org_id', 'test_code']).execute();
      await db.schema.createIndex('material_tests_org_material').on('material_tests').columns(['org_id', 'material', 'arrival_date']).execute();
      await db.schema.createIndex('material_tests_report').on('material_tests').columns(['org_id', 'report_code']).execute();
      await recordColumns(db.schema.createTable('material_quality_indicators'))
        .addColumn('material', 'varchar(24)', (c) => c.notNull())
        .addColumn('grade', 'varchar(24)', (c) => c.notNull())
        .addColumn('indicator', 'varchar(32)', (c) => c.notNull())
        .addColumn('min_value', 'numeric')
        .addColumn('max_value', 'numeric')
        .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('standard', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'varchar(200)')
        .addUniqueConstraint('material_quality_indicators_key', ['material', 'grade', 'indicator'])
        .execute();
      // the standards' own limits, which the plant may tighten on /product/material-quality-indicator
      const rows = MATERIAL_KINDS.flatMap((k) => {
        const m = MATERIAL_STANDARDS[k];
        return Object.entries(m.grades).flatMap(([grade, limits]) =>
          limits.map((l) => ({
            material: k,
            grade,
            indicator: l.indicator,
            min_value: l.min ?? null,
            max_value: l.max ?? null,
            unit: m.indicators.find((i) => i.name === l.indicator)?.unit ?? '',
            standard: m.standard,
          })),
        );
      });
      await (db as Kysely<{ material_quality_indicators: Record<string, unknown> }>).insertInto('material_quality_indicators').values(rows).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('material_quality_indicators').execute();
      await db.schema.dropTable('material_tests').execute();
    },
  },
};

/** The limits in force for a material's grade: the editable table, seeded from the standard. */
export async function limitsOf(ctx: Pick<CallContext, 'db'>, kind: string, grade: string): Promise<IndicatorLimit[]> {
  const rows = await ctx.db
    .selectFrom('material_quality_indicators')
    .select(['indicator', 'min_value', 'max_value'])
    .where('material', '=', kind)
    .where('grade', '=', grade)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    indicator: r.indicator,
    ...(r.min_value !== null ? { min: String(r.min_value) } : {}),
    ...(r.max_value !== null ? { max: String(r.max_value) } : {}),
  }));
}

/** A test's stored report judged against the limits in force; its verdict and failed items written in the call's transaction. */
export async function judgeReport(ctx: CallContext, kind: MaterialKind, id: number) {
  const row = await ctx.db.selectFrom('material_tests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const values = Object.fromEntries(MATERIAL_STANDARDS[kind].indicators.map((i) => [i.name, row[snake(i.name) as IndicatorColumn]]));
  const judged = judgeIndicators(await limitsOf(ctx, kind, row.grade), values);
  await ctx.db
    .updateTable('material_tests')
    .set({ verdict: judged.verdict, failed_items: judged.failed.join(',') || null })
    .where('id', '=', id)
    .execute();
  return judged;
}

/** reportUpdate: the entered report, then its verdict against the limits, in the call's transaction. */
async function updateReport(ctx: CallContext, def: ResourceDef, kind: MaterialKind) {
  await update(ctx, def);
  const id = idParam(ctx, def);
  const judged = await judgeReport(ctx, kind, id);
  return { ...(await fetchOne(ctx, def, id)), judgement: judged };
}

/** updateAccount: no more can be used than arrived. */
async function updateAccount(ctx: CallContext, def: ResourceDef) {
  const id = idParam(ctx, def);
  const used = ctx.params.str('usedQuantity');
  if (used !== undefined && used !== '') {
    const row = await lockRecord(ctx, def, id, ['quantity']);
    if (/^\d{1,12}(\.\d+)?$/.test(used) && dec(used).gt(String(row.extra.quantity))) throw fieldError(def, { field: 'usedQuantity', key: 'invalid' }, ctx.lang);
  }
  return update(ctx, def);
}

/** pageAccount: the page, and the ledger's totals over every row the search selects (not only this page). */
async function accountPage(ctx: CallContext, def: ResourceDef) {
  const [p, totals] = await Promise.all([
    page(ctx, def),
    searched(ctx, def)
      .select([
        sql<string>`coalesce(sum(quantity), 0)::text`.as('quantity'),
        sql<string>`coalesce(sum(used_quantity), 0)::text`.as('usedQuantity'),
        sql<string>`coalesce(sum(balance), 0)::text`.as('balance'),
        sql<string>`count(*)::text`.as('rows'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { ...p, totals: { ...totals, rows: Number(totals.rows) } };
}

/** reportCodeList: the material's reports, with a body filter or without one (dropdowns of other screens). */
async function reportCodeList(ctx: ContextOf<typeof codeListInput>, def: ResourceDef) {
  const i = ctx.input;
  let q = searched(ctx, def).where('report_code', 'is not', null);
  if (i.reportCode) q = q.where('report_code', 'like', `%${i.reportCode}%`);
  if (i.grade) q = q.where('grade', '=', i.grade);
  if (i.supplierName) q = q.where('supplier_name', 'like', `%${i.supplierName}%`);
  if (i.verdict) q = q.where('verdict', '=', i.verdict);
  const rows = await q
    .select(['id', 'report_code', 'test_code', 'grade', 'supplier_name', 'report_date', 'verdict'])
    .orderBy('report_date', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reportCode: r.report_code,
    testCode: r.test_code,
    grade: r.grade,
    supplierName: r.supplier_name,
    reportDate: r.report_date,
    verdict: r.verdict,
  }));
}

const codeListInput = input({
  reportCode: wire.text(32).optional(),
  grade: wire.text(24).optional(),
  supplierName: wire.text(100).optional(),
  verdict: wire.text(8).optional(),
});

/** The server parts of the seven materials' views: the same three handlers for each. */
export const materialTestServers: ServerPart[] = MATERIAL_KINDS.flatMap((kind) => [
  defineServerPart({
    resource: resourceName(kind, 'account'),
    overrides: {
      page: { handler: accountPage },
      update: { write: true, button: 'edit', handler: (ctx, d) => updateAccount(ctx, d) },
    },
  }),
  defineServerPart({
    resource: resourceName(kind, 'report'),
    overrides: {
      update: { write: true, button: 'edit', handler: (ctx, d) => updateReport(ctx, d, kind) },
      reportCodeList: override({ handler: (ctx, d) => reportCodeList(ctx, d), input: codeListInput }),
    },
  }),
]);
