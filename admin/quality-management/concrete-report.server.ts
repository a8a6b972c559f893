import { sql, type Kysely, type Selectable } from 'kysely';
import type { Flag, Id, NullableInt, NullableNum, NullableStamp, NullableText, Stamp } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { fetchOne, save } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { checkAlkali, type AlkaliMaterial, type AlkaliSource } from '../../src/domain/quality/alkali';
import { checkChloride, type ChlorideMaterial } from '../../src/domain/quality/chloride';
import { cubeGroupStrength } from '../../src/domain/quality/cube-strength';
import { dec } from '../../src/domain/quality/decimal';
import { flexuralGroupStrength } from '../../src/domain/quality/flexural-strength';
import type { Deviation } from '../../src/domain/quality/group-rule';
import { impermeabilityGrade } from '../../src/domain/quality/impermeability';
import { checkSlump } from '../../src/domain/quality/sampling';
import { gradeMpa, QualityInputError } from '../../src/domain/quality/input';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { ReportKind } from './concrete-report.resource';
import { percentOfGrade } from './specimen.server';

export interface ConcreteReportTable {
  id: Id;
  org_id: string;
  kind: string;
  report_code: string;
  task_id: NullableInt;
  grade: NullableText;
  tested_on: Date | string;
  sample_no: NullableText;
  ticket_code: NullableText;
  project_name: NullableText;
  pouring_site: NullableText;
  sampled_at: NullableStamp;
  sampling_site: NullableText;
  slump_mm: NullableInt;
  temperature: NullableNum;
  witness: NullableText;
  ages: NullableText;
  bind_code: NullableText;
  age_days: NullableInt;
  size_mm: NullableInt;
  loads: NullableText;
  broke_outside: NullableInt;
  span_mm: NullableInt;
  strengths: NullableText;
  deviations: NullableText;
  rule: NullableText;
  size_factor: NullableNum;
  result: NullableText;
  percent_of_grade: NullableNum;
  design_p: NullableInt;
  leak_pressures: NullableText;
  final_pressure: NullableNum;
  leaked: NullableInt;
  third_leak: NullableText;
  hours: NullableInt;
  limit_key: NullableText;
  cement_kg: NullableNum;
  binder_kg: NullableNum;
  chloride_kg: NullableNum;
  materials: NullableText;
  contributions: NullableText;
  basis_kg: NullableNum;
  limit_value: NullableText;
  pass: Flag;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
  recipe_code: NullableText;
  slump: NullableText;
  pour_method: NullableText;
  plan_quantity: NullableNum;
  design_slump: NullableInt;
  measured_slump: NullableInt;
  slump_tolerance: NullableInt;
  slump_range: NullableText;
  shipped_quantity: NullableNum;
  groups28: NullableInt;
  mean28: NullableNum;
  min28: NullableNum;
  chloride_result: NullableText;
  alkali_result: NullableText;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    concrete_reports: ConcreteReportTable;
  }
}

type Row = Selectable<ConcreteReportTable>;
type Computed = Partial<Record<keyof Row, unknown>>;

/** A value the arithmetic refuses names the report's field, by its label. */
class FieldProblem extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

const list = (text: string | null) => (text ?? '').split(/[\s,，;；]+/).filter(Boolean);
const deviationText = (max: Deviation, min: Deviation) => `${max.difference} (${max.percent}%) / ${min.difference} (${min.percent}%)`;

/** Materials as the lab types them, one per line or `;`: `name:kg:percent` (alkali: `source:name:kg:percent`). */
const materialLines = (text: string | null) =>
  (text ?? '')
    .split(/[\n;；]+/)
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => x.split(/[:：]/).map((p) => p.trim()));

const compute: Record<ReportKind, (ctx: CallContext, row: Row) => Promise<Computed>> = {
  /** What was taken: the sample's task, ticket, project, ages and label, read from its registration. */
  async 'sample-record'(ctx, row) {
    const samples = await sampleRows(ctx, row.sample_no);
    const s = samples[0];
    return {
      task_id: s.task_id,
      grade: s.strength,
      ticket_code: s.ticket_code,
      project_name: s.project_name,
      pouring_site: s.pouring_site,
      ages: samples.map((x) => x.age_days).join(','),
      bind_code: s.bind_code,
    };
  },
  /** The group of the sample at the age, recomputed from its stored loads (GB/T 50081). */
  async crush(ctx, row) {
    const s = (await sampleRows(ctx, row.sample_no)).find((x) => x.age_days === row.age_days);
    if (!s) throw new FieldProblem('ageDays');
    if (!s.loads) throw new FieldProblem('sampleNo');
    const r = cubeGroupStrength({ loadsKn: list(s.loads), sizeMm: s.size_mm, grade: s.strength });
    return {
      task_id: s.task_id,
      grade: s.strength,
      size_mm: s.size_mm,
      loads: s.loads,
      strengths: r.specimens.map((x) => x.strength).join(', '),
      deviations: deviationText(r.maxDeviation, r.minDeviation),
      rule: r.rule,
      size_factor: r.sizeFactor,
      result: r.strength ?? '',
      percent_of_grade: r.strength === null ? null : percentOfGrade(r.strength, s.strength),
      pass: r.strength !== null && dec(r.strength).gte(gradeMpa(s.strength)),
    };
  },
  async flexural(_ctx, row) {
    const loads = list(row.loads);
    if (loads.length !== 3) throw new FieldProblem('loads');
    const r = flexuralGroupStrength({
      beams: loads.map((l, i) => ({ loadKn: l, brokeOutside: row.broke_outside === i + 1 })),
      sizeMm: Number(row.size_mm),
      grade: row.grade ?? '',
    });
    const dev = r.three ? deviationText(r.three.maxDeviation, r.three.minDeviation) : r.pair ? `${r.pair.difference} (${r.pair.percent}%)` : '';
    return {
      span_mm: r.spanMm,
      strengths: r.specimens.map((x) => x.strength).join(', '),
      deviations: dev,
      rule: r.rule,
      size_factor: r.sizeFactor,
      result: r.strength ?? '',
      pass: r.valid,
    };
  },
  async impermeability(_ctx, row) {
    const entries = (row.leak_pressures ?? '').split(/[,，;；\s]+/).map((x) => (x === '-' || x === '' ? null : x));
    const r = impermeabilityGrade({ leakPressuresMpa: entries, finalPressureMpa: row.final_pressure ?? '' });
    return { leaked: r.leaked, third_leak: r.h, hours: r.hours, result: r.label, pass: r.grade >= Number(row.design_p) };
  },
  async chloride(_ctx, row) {
    const materials: ChlorideMaterial[] = materialLines(row.materials).map(([name, massKg, chloridePercent]) => ({ name, massKg, chloridePercent }));
    const r = checkChloride({
      limitKey: row.limit_key ?? '',
      cementKg: row.cement_kg ?? '',
      binderKg: row.binder_kg ?? '',
      ...(materials.length ? { materials } : { chlorideKg: row.chloride_kg ?? undefined }),
    });
    return {
      contributions: r.contributions.map((c) => `${c.name} ${c.kg}`).join('; '),
      chloride_kg: r.chlorideKg,
      basis_kg: r.basisKg,
      limit_value: `≤ ${r.limit.percent}% (${r.limit.standard})`,
      result: `${r.percent}%`,
      pass: r.pass,
    };
  },
  /** The recipe's materials per m³ and their sum, the assumed density of the mass method. */
  async 'mix-design'(ctx, row) {
    const scope = scopeOf(ctx);
    let q = ctx.db
      .selectFrom('recipes')
      .select(['strength', 'slump', 'materials'])
      .where('recipe_code', '=', row.recipe_code ?? '');
    if (scope !== 'all') q = q.where('org_id', 'in', scope.length ? scope : ['-']);
    const recipe = await q.executeTakeFirst();
    if (!recipe) throw new FieldProblem('recipeCode');
    const materials = recipe.materials.map((m) => ({ name: m.materialName, kg: dec(m.kgPerM3) }));
    const total = materials.reduce((a, m) => a.plus(m.kg), dec(0));
    return {
      grade: recipe.strength,
      slump: recipe.slump,
      materials: materials.map((m) => `${m.name} ${m.kg.toString()}`).join('; '),
      result: `${total.toString()} kg/m³`,
    };
  },
  /** The task's request for a mix: what the lab designs and selects a recipe for. */
  async 'mix-application'(ctx, row) {
    const k = await taskOfReport(ctx, row.task_id);
    return {
      grade: k.strength,
      slump: k.slump,
      project_name: k.project_name,
      pouring_site: k.pouring_site,
      pour_method: k.pour_method,
      plan_quantity: k.plan_quantity,
      recipe_code: k.recipe_code,
    };
  },
  /** The first batch against the design slump and its tolerance (GB/T 14902 §6.2). */
  async 'open-identify'(ctx, row) {
    const k = await taskOfReport(ctx, row.task_id);
    let c;
    try {
      c = checkSlump(designSlumpOf(k.slump), row.measured_slump ?? '');
    } catch (e) {
      if (e instanceof QualityInputError) throw new FieldProblem(e.field === 'designSlump' ? 'taskId' : 'measuredSlump');
      throw e;
    }
    return {
      grade: k.strength,
      recipe_code: k.recipe_code,
      design_slump: c.design,
      slump_tolerance: c.tolerance,
      slump_range: `${c.min}–${c.max}`,
      pass: c.pass,
    };
  },
  /**
   * The certificate of a task's concrete: what it shipped, its 28-day groups (count, mean of
   * their sum, minimum) and its latest chloride and alkali results; it passes when the task has
   * tested groups, none invalid, whose mean reaches fcu,k.
   */
  async 'ex-factory'(ctx, row) {
    const k = await taskOfReport(ctx, row.task_id);
    const groups = await ctx.db
      .selectFrom('concrete_samples')
      .select(['strength_mpa', 'rule'])
      .where('task_id', '=', k.id)
      .where('age_days', '=', 28)
      .where('state', '=', 1)
      .where('tested_at', 'is not', null)
      .orderBy('id')
      .execute();
    const valid = groups.filter((g) => g.strength_mpa !== null).map((g) => dec(g.strength_mpa!));
    const sum = valid.reduce((a, v) => a.plus(v), dec(0));
    const mean = valid.length ? sum.div(valid.length).toFixed(1) : null;
    const min = valid.length ? valid.reduce((a, v) => (v.lt(a) ? v : a)).toFixed(1) : null;
    return {
      grade: k.strength,
      project_name: k.project_name,
      pouring_site: k.pouring_site,
      recipe_code: k.recipe_code,
      shipped_quantity: k.shipped_quantity,
      strengths: valid.map((v) => v.toFixed(1)).join(', '),
      groups28: valid.length,
      mean28: mean,
      min28: min,
      chloride_result: await latestResult(ctx, 'chloride', k.id),
      alkali_result: await latestResult(ctx, 'alkali', k.id),
      pass: valid.length > 0 && valid.length === groups.length && dec(mean!).gte(gradeMpa(k.strength)),
    };
  },
  async alkali(_ctx, row) {
    const materials: AlkaliMaterial[] = materialLines(row.materials).map(([source, name, massKg, alkaliPercent]) => ({
      source: source as AlkaliSource,
      name,
      massKg,
      alkaliPercent,
    }));
    const r = checkAlkali(materials);
    return {
      contributions: r.contributions.map((c) => `${c.name} ${c.massKg}×${c.alkaliPercent}%×${c.share} = ${c.kg}`).join('; '),
      limit_value: `≤ ${r.limitKg} kg/m³`,
      result: `${r.totalKg} kg/m³`,
      pass: r.pass,
    };
  },
};

/** The report's task in the caller's scope with its project and recipe; 400 naming `taskId` otherwise. */
async function taskOfReport(ctx: CallContext, taskId: number | null) {
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('production_tasks as k')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
    .select(['k.id', 'k.strength', 'k.slump', 'k.pouring_site', 'k.pour_method', 'k.plan_quantity', 'k.shipped_quantity', 'p.project_name', 'r.recipe_code'])
    .where('k.id', '=', taskId ?? 0);
  if (scope !== 'all') q = q.where('k.org_id', 'in', scope.length ? scope : ['-']);
  const task = await q.executeTakeFirst();
  if (!task) throw new FieldProblem('taskId');
  return task;
}

/** The design slump of a task or recipe as written ("180", "180±20", "160-200" → its first number). */
const designSlumpOf = (slump: string) => Number(/\d+/.exec(slump)?.[0] ?? NaN);

/** The latest report of a kind for a task: its result and verdict, as a certificate quotes it. */
async function latestResult(ctx: CallContext, kind: ReportKind, taskId: number) {
  const r = await ctx.db
    .selectFrom('concrete_reports')
    .select(['result', 'pass'])
    .where('kind', '=', kind)
    .where('task_id', '=', taskId)
    .orderBy('tested_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return r ? `${r.result ?? ''}${r.pass ? ' ✓' : ' ✗'}` : null;
}

/** A registered sample number's rows (every age) in the caller's scope, with its ticket and project. */
async function sampleRows(ctx: CallContext, sampleNo: string | null) {
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('concrete_samples as s')
    .innerJoin('production_tasks as k', 'k.id', 's.task_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .leftJoin('delivery_tickets as t', 't.id', 's.ticket_id')
    .select(['s.task_id', 's.strength', 's.age_days', 's.size_mm', 's.loads', 's.bind_code', 't.ticket_code', 'p.project_name', 'k.pouring_site'])
    .where('s.sample_no', '=', sampleNo ?? '')
    .where('s.state', '=', 1)
    .orderBy('s.age_days');
  if (scope !== 'all') q = q.where('s.org_id', 'in', scope.length ? scope : ['-']);
  const rows = await q.execute();
  if (!rows.length) throw new FieldProblem('sampleNo');
  return rows;
}

/** Which field of the report a domain error names. */
const FIELD_OF: Record<string, string> = {
  loadsKn: 'loads',
  beams: 'loads',
  sizeMm: 'sizeMm',
  grade: 'grade',
  highGradeFactors: 'grade',
  leakPressuresMpa: 'leakPressures',
  finalPressureMpa: 'finalPressure',
  measuredSlump: 'measuredSlump',
  limitKey: 'limitKey',
  cementKg: 'cementKg',
  binderKg: 'binderKg',
  chlorideKg: 'chlorideKg',
  materials: 'materials',
};

/** save: the entered fields through the generic add or update, then the computed values beside them, in the call's transaction. */
async function saveReport(ctx: CallContext, def: ResourceDef, kind: ReportKind) {
  const saved = await save(ctx, def);
  const id = Number((saved as Record<string, unknown>).id);
  const row = await ctx.db.selectFrom('concrete_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let values: Computed;
  try {
    values = await compute[kind](ctx, row);
  } catch (e) {
    const field = e instanceof FieldProblem ? e.field : e instanceof QualityInputError ? (FIELD_OF[e.field.replace(/[[.].*$/, '')] ?? 'materials') : null;
    if (field === null) throw e;
    throw fieldError(def, { field, key: 'invalid' }, ctx.lang);
  }
  await ctx.db
    .updateTable('concrete_reports')
    .set({ ...values, updated_at: new Date() } as never)
    .where('id', '=', id)
    .execute();
  return fetchOne(ctx, def, id);
}

/** The latest report of its kind in scope (of a task when `taskId` is given), or null. */
async function latest(ctx: CallContext, def: ResourceDef, kind: ReportKind) {
  const scope = scopeOf(ctx);
  let q = ctx.db.selectFrom('concrete_reports').select('id').where('kind', '=', kind).orderBy('tested_on', 'desc').orderBy('id', 'desc').limit(1);
  if (ctx.input.taskId !== undefined) q = q.where('task_id', '=', Number(ctx.input.taskId));
  if (scope !== 'all') q = q.where('org_id', 'in', scope.length ? scope : ['-']);
  const hit = await q.executeTakeFirst();
  return hit ? fetchOne(ctx, def, hit.id) : null;
}

/** The report codes of a kind in scope, newest first, for the pickers of other reports and certificates. */
async function codeList(ctx: CallContext, kind: ReportKind) {
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('concrete_reports')
    .select(['id', 'report_code as reportCode', 'grade', sql<string>`to_char(tested_on, 'YYYY-MM-DD')`.as('testedOn'), 'result', 'pass'])
    .where('kind', '=', kind)
    .orderBy('tested_on', 'desc')
    .orderBy('id', 'desc')
    .limit(500);
  if (ctx.input.taskId !== undefined) q = q.where('task_id', '=', Number(ctx.input.taskId));
  if (ctx.input.reportCode) q = q.where('report_code', 'like', `%${String(ctx.input.reportCode)}%`);
  if (scope !== 'all') q = q.where('org_id', 'in', scope.length ? scope : ['-']);
  return q.execute();
}

const lookup = input({ taskId: wire.id().optional(), reportCode: wire.text(32).optional() });

function part(resource: string, kind: ReportKind, extra: ServerPart['overrides'] = {}, migrations?: ServerPart['migrations']): ServerPart {
  return defineServerPart({
    resource,
    migrations,
    overrides: { save: { write: true, button: 'add', handler: (ctx, d) => saveReport(ctx, d, kind) }, ...extra },
  });
}

const codes = (kind: ReportKind) => ({ codeList: { input: lookup, handler: (ctx: CallContext) => codeList(ctx, kind) } });
const latestOf = (kind: ReportKind) => ({ latest: { input: lookup, handler: (ctx: CallContext, d: ResourceDef) => latest(ctx, d, kind) } });

const migration = {
  '0221-concrete-reports': {
    async up(db: Kysely<unknown>) {
      const num = (p: number, s: number) => `numeric(${p}, ${s})` as const;
      await orgColumn(recordColumns(db.schema.createTable('concrete_reports')))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('report_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('task_id', 'integer', (c) => c.references('production_tasks.id'))
        .addColumn('grade', 'varchar(16)')
        .addColumn('tested_on', 'date', (c) => c.notNull())
        .addColumn('sample_no', 'varchar(32)')
        .addColumn('ticket_code', 'varchar(64)')
        .addColumn('project_name', 'varchar(200)')
        .addColumn('pouring_site', 'varchar(200)')
        .addColumn('sampled_at', 'timestamptz')
        .addColumn('sampling_site', 'varchar(100)')
        .addColumn('slump_mm', 'integer')
        .addColumn('temperature', num(5, 1))
        .addColumn('witness', 'varchar(50)')
        .addColumn('ages', 'varchar(64)')
        .addColumn('bind_code', 'varchar(64)')
        .addColumn('age_days', 'integer')
        .addColumn('size_mm', 'integer')
        .addColumn('loads', 'varchar(64)')
        .addColumn('broke_outside', 'integer')
        .addColumn('span_mm', 'integer')
        .addColumn('strengths', 'varchar(64)')
        .addColumn('deviations', 'varchar(100)')
        .addColumn('rule', 'varchar(8)')
        .addColumn('size_factor', num(4, 2))
        .addColumn('result', 'varchar(32)')
        .addColumn('percent_of_grade', num(6, 1))
        .addColumn('design_p', 'integer')
        .addColumn('leak_pressures', 'varchar(64)')
        .addColumn('final_pressure', num(4, 1))
        .addColumn('leaked', 'integer')
        .addColumn('third_leak', 'varchar(8)')
        .addColumn('hours', 'integer')
        .addColumn('limit_key', 'varchar(40)')
        .addColumn('cement_kg', num(8, 2))
        .addColumn('binder_kg', num(8, 2))
        .addColumn('chloride_kg', num(10, 4))
        .addColumn('materials', 'varchar(2000)')
        .addColumn('contributions', 'varchar(2000)')
        .addColumn('basis_kg', num(8, 2))
        .addColumn('limit_value', 'varchar(64)')
        .addColumn('pass', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('remark', 'varchar(500)')
        .execute();
      await db.schema.createIndex('concrete_reports_kind').on('concrete_reports').columns(['org_id', 'kind', 'tested_on']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('concrete_reports').execute();
    },
  },
};

const statementsMigration = {
  '0222-concrete-report-statements': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('concrete_reports')
        .addColumn('recipe_code', 'varchar(32)')
        .addColumn('slump', 'varchar(32)')
        .addColumn('pour_method', 'varchar(32)')
        .addColumn('plan_quantity', 'numeric(10, 2)')
        .addColumn('design_slump', 'integer')
        .addColumn('measured_slump', 'integer')
        .addColumn('slump_tolerance', 'integer')
        .addColumn('slump_range', 'varchar(32)')
        .addColumn('shipped_quantity', 'numeric(10, 2)')
        .addColumn('groups28', 'integer')
        .addColumn('mean28', 'numeric(6, 1)')
        .addColumn('min28', 'numeric(6, 1)')
        .addColumn('chloride_result', 'varchar(40)')
        .addColumn('alkali_result', 'varchar(40)')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const c of [
        'recipe_code',
        'slump',
        'pour_method',
        'plan_quantity',
        'design_slump',
        'measured_slump',
        'slump_tolerance',
        'slump_range',
        'shipped_quantity',
        'groups28',
        'mean28',
        'min28',
        'chloride_result',
        'alkali_result',
      ])
        await db.schema.alterTable('concrete_reports').dropColumn(c).execute();
    },
  },
};

/**
 * An ex-factory certificate quotes every 28-day group of its task in `strengths` (", "-joined): a
 * task of more than a dozen groups overflowed varchar(64) and its save failed. Unbounded now, and
 * `contributions` (one term per material of a chloride or alkali report) with it.
 */
const widenedMigration = {
  '0320-concrete-report-lists': {
    async up(db: Kysely<unknown>) {
      for (const c of ['strengths', 'contributions'])
        await db.schema
          .alterTable('concrete_reports')
          .alterColumn(c, (a) => a.setDataType('text'))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table concrete_reports alter column strengths type varchar(64) using left(strengths, 64)`.execute(db);
      await sql`alter table concrete_reports alter column contributions type varchar(2000) using left(contributions, 2000)`.execute(db);
    },
  },
};

export const concreteReportServers: ServerPart[] = [
  part('mixDesignReport', 'mix-design', {}, statementsMigration),
  part('mixApplicationReport', 'mix-application'),
  part('openIdentifyReport', 'open-identify'),
  part('exFactoryReport', 'ex-factory', {}, widenedMigration),
  part('sampleRecordReport', 'sample-record', {}, migration),
  part('crushReport', 'crush', codes('crush')),
  part('flexuralReport', 'flexural', codes('flexural')),
  part('impermeabilityReport', 'impermeability', codes('impermeability')),
  part('chlorideReport', 'chloride', latestOf('chloride')),
  part('alkaliReport', 'alkali', latestOf('alkali')),
];
