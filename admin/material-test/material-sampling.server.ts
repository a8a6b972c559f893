import { sql, type Kysely } from 'kysely';
import type { Id, NullableDate, NullableNum, NullableText, Stamp } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { add } from '../../server/resources/resource.handlers';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { dec } from '../../src/domain/quality/decimal';
import { MATERIAL_KINDS, MATERIAL_STANDARDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import type { ResourceDef } from '../../src/domain/resources/types';

export interface SamplingSettingTable {
  id: Id;
  org_id: string;
  material: string;
  grade: NullableText;
  batch_quantity: string;
  sample_mass: NullableNum;
  standard: NullableText;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface MaterialSamplingTable {
  id: Id;
  org_id: string;
  sample_no: string;
  material: string;
  grade: string;
  supplier_name: string;
  sample_date: NullableDate;
  represented_quantity: NullableNum;
  sampler: NullableText;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface NewMaterialInspectionTable {
  id: Id;
  org_id: string;
  report_code: string;
  material: string;
  grade: string;
  supplier_name: string;
  origin: NullableText;
  inspect_date: NullableDate;
  conclusion: string;
  image_url: NullableText;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    material_sampling_settings: SamplingSettingTable;
    material_samplings: MaterialSamplingTable;
    new_material_inspections: NewMaterialInspectionTable;
  }
}

export const samplingMigrations = {
  '0231-material-sampling': {
    async up(db: Kysely<unknown>) {
      await orgColumn(recordColumns(db.schema.createTable('material_sampling_settings')))
        .addColumn('material', 'varchar(24)', (c) => c.notNull())
        .addColumn('grade', 'varchar(24)')
        .addColumn('batch_quantity', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('sample_mass', 'numeric(8, 2)')
        .addColumn('standard', 'varchar(64)')
        .addColumn('remark', 'varchar(200)')
        .execute();
      await orgColumn(recordColumns(db.schema.createTable('material_samplings')))
        .addColumn('sample_no', 'varchar(32)', (c) => c.notNull())
        .addColumn('material', 'varchar(24)', (c) => c.notNull())
        .addColumn('grade', 'varchar(24)', (c) => c.notNull())
        .addColumn('supplier_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sample_date', 'date', (c) => c.notNull())
        .addColumn('represented_quantity', 'numeric(12, 2)')
        .addColumn('sampler', 'varchar(50)')
        .addColumn('remark', 'varchar(200)')
        .addUniqueConstraint('material_samplings_no', ['org_id', 'sample_no'])
        .execute();
      await orgColumn(recordColumns(db.schema.createTable('new_material_inspections')))
        .addColumn('report_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('material', 'varchar(24)', (c) => c.notNull())
        .addColumn('grade', 'varchar(24)', (c) => c.notNull())
        .addColumn('supplier_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('origin', 'varchar(100)')
        .addColumn('inspect_date', 'date', (c) => c.notNull())
        .addColumn('conclusion', 'varchar(8)', (c) => c.notNull())
        .addColumn('image_url', 'varchar(200)')
        .addColumn('remark', 'varchar(500)')
        .addUniqueConstraint('new_material_inspections_code', ['org_id', 'report_code'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['new_material_inspections', 'material_samplings', 'material_sampling_settings']) await db.schema.dropTable(t).execute();
    },
  },
};

export interface Accumulation {
  orgId: string;
  material: MaterialKind;
  grade: string;
  supplierName: string;
  lastSampleDate: string | null;
  arrivals: number;
  accumulated: string;
  batchQuantity: string;
  basis: string;
  due: boolean;
}

/**
 * Per organisation, material, grade and supplier: the tonnes arrived after the last sample's day,
 * against the tonnes one sample represents (the plant's setting for the grade, else for the
 * material, else the standard's). Due when the accumulation reaches it.
 */
export async function accumulations(ctx: CallContext, material?: string): Promise<Accumulation[]> {
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('material_tests as t')
    .select([
      't.org_id',
      't.material',
      't.grade',
      't.supplier_name',
      sql<string | null>`(select max(s.sample_date)::text from material_samplings s where s.org_id = t.org_id and s.material = t.material
        and s.grade = t.grade and s.supplier_name = t.supplier_name)`.as('last_sample'),
    ])
    .groupBy(['t.org_id', 't.material', 't.grade', 't.supplier_name']);
  q = inScope(q, 't.org_id', scope);
  if (material) q = q.where('t.material', '=', material);
  const keys = await q.execute();
  const settings = await inScope(
    ctx.db.selectFrom('material_sampling_settings').select(['org_id', 'material', 'grade', 'batch_quantity', 'standard']),
    'org_id',
    scope,
  ).execute();
  const out: Accumulation[] = [];
  for (const k of keys) {
    const since = await ctx.db
      .selectFrom('material_tests')
      .select([sql<string>`coalesce(sum(quantity), 0)::text`.as('sum'), sql<string>`count(*)::text`.as('n')])
      .where('org_id', '=', k.org_id)
      .where('material', '=', k.material)
      .where('grade', '=', k.grade)
      .where('supplier_name', '=', k.supplier_name)
      .$if(k.last_sample !== null, (w) => w.where(sql<boolean>`arrival_date > ${k.last_sample}::date`))
      .executeTakeFirstOrThrow();
    const mine = settings.filter((s) => s.org_id === k.org_id && s.material === k.material);
    const setting = mine.find((s) => s.grade === k.grade) ?? mine.find((s) => !s.grade);
    const std = MATERIAL_STANDARDS[k.material as MaterialKind];
    const batch = setting ? String(setting.batch_quantity) : std.sampling.batch;
    out.push({
      orgId: k.org_id,
      material: k.material as MaterialKind,
      grade: k.grade,
      supplierName: k.supplier_name,
      lastSampleDate: k.last_sample,
      arrivals: Number(since.n),
      accumulated: dec(since.sum).toFixed(2),
      batchQuantity: dec(batch).toFixed(2),
      basis: setting ? (setting.standard ?? '') : std.sampling.basis,
      due: !dec(since.sum).lt(batch) && Number(since.n) > 0,
    });
  }
  return out.sort((a, b) => Number(b.due) - Number(a.due) || a.material.localeCompare(b.material) || a.supplierName.localeCompare(b.supplierName));
}

const accumulateInput = input({ material: wire.oneOf(MATERIAL_KINDS).optional() });

export const materialSamplingServers: ServerPart[] = [
  defineServerPart({ resource: 'sampleMaterial', migrations: samplingMigrations }),
  defineServerPart({
    resource: 'materialSampling',
    overrides: {
      accumulatePage: override({
        input: accumulateInput,
        handler: async (ctx) => {
          const list = await accumulations(ctx, ctx.input.material);
          return { list, total: list.length, due: list.filter((a) => a.due).length };
        },
      }),
      // the sample that closes an accumulation: the next accumulation starts after its day
      accumulateSave: { write: true, button: 'add', handler: (ctx, d: ResourceDef) => add(ctx, d) },
    },
  }),
];
