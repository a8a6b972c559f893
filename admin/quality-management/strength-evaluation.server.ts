import { sql, type Kysely } from 'kysely';
import type { CallContext } from '../../server/http/call';
import type { Flag, Id, NullableNum, NullableText, Stamp, Text } from '../../server/db/column-types';
import { add, fetchOne, update } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { recordInput } from '../../server/resources/resource.schema';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { QualityInputError } from '../../src/domain/quality/input';
import { evaluateStrength, type EvaluationMethod, type EvaluationResult } from '../../src/domain/quality/strength-evaluation';
import type { ResourceDef } from '../../src/domain/resources/types';

export interface StrengthEvaluationTable {
  id: Id;
  org_id: string;
  kind: string;
  method: Text;
  report_code: string;
  grade: string;
  groups: string;
  previous_groups: NullableText;
  n: NullableNum;
  mean: NullableNum;
  minimum: NullableNum;
  sigma_computed: NullableNum;
  sigma: NullableNum;
  lambda1: NullableNum;
  lambda2: NullableNum;
  lambda3: NullableNum;
  lambda4: NullableNum;
  mean_limit: NullableNum;
  min_limit: NullableNum;
  grade_min_limit: NullableNum;
  pass: Flag;
  remark: NullableText;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    strength_evaluations: StrengthEvaluationTable;
  }
}

/** Strengths as a lab types them: separated by commas, spaces or semicolons. */
export const strengthList = (text: string | null) => (text ?? '').split(/[\s,，;；]+/).filter(Boolean);

/** The evaluation of a stored row; an input it cannot evaluate is a 400 naming the field by its label. */
function evaluate(
  ctx: CallContext,
  def: ResourceDef,
  method: EvaluationMethod,
  row: { grade: string; groups: string; previous_groups: string | null },
): EvaluationResult {
  try {
    return evaluateStrength({ method, grade: row.grade, groups: strengthList(row.groups), previousGroups: strengthList(row.previous_groups) });
  } catch (e) {
    if (!(e instanceof QualityInputError)) throw e;
    throw fieldError(def, { field: e.field.replace(/\[\d+\]$/, ''), key: 'invalid' }, ctx.lang);
  }
}

/** The entered fields; `id` re-evaluates a stored evaluation. */
const saveInput = recordInput;

/**
 * page/save of the spec: the entered values through the generic add or update, then the
 * evaluation stored beside them in the same transaction.
 */
async function saveEvaluation(ctx: CallContext, def: ResourceDef, fixedMethod?: EvaluationMethod) {
  const saved = ctx.params.has('id') ? await update(ctx, def) : await add(ctx, def);
  const id = Number((saved as Record<string, unknown>).id);
  const row = await ctx.db
    .selectFrom('strength_evaluations')
    .select(['grade', 'method', 'groups', 'previous_groups'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const method = fixedMethod ?? (row.method as EvaluationMethod);
  const r = evaluate(ctx, def, method, row);
  const limit = (name: string) => r.criteria.find((c) => c.name === name)?.limit ?? null;
  await ctx.db
    .updateTable('strength_evaluations')
    .set({
      method,
      n: r.n,
      mean: r.mean,
      minimum: r.minimum,
      sigma_computed: r.spread?.computed ?? null,
      sigma: r.spread?.value ?? null,
      lambda1: r.lambdas.λ1 ?? null,
      lambda2: r.lambdas.λ2 ?? null,
      lambda3: r.lambdas.λ3 ?? null,
      lambda4: r.lambdas.λ4 ?? null,
      mean_limit: limit('mean'),
      min_limit: limit('minimum'),
      grade_min_limit: limit('minimumOfGrade'),
      pass: r.pass,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return { ...(await fetchOne(ctx, def, id)), evaluation: r };
}

export const nonStatisticalEvaluationServer: ServerPart = defineServerPart({
  resource: 'nonStatisticalEvaluation',
  migrations: {
    'quality-0001-strength-evaluations': {
      async up(db: Kysely<unknown>) {
        const num = (p: number, s: number) => `numeric(${p}, ${s})` as const;
        await db.schema
          .createTable('strength_evaluations')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
          .addColumn('kind', 'varchar(16)', (c) => c.notNull())
          .addColumn('method', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .addColumn('report_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('grade', 'varchar(16)', (c) => c.notNull())
          .addColumn('groups', 'varchar(4000)', (c) => c.notNull())
          .addColumn('previous_groups', 'varchar(4000)')
          .addColumn('n', 'integer')
          .addColumn('mean', num(8, 1))
          .addColumn('minimum', num(8, 1))
          .addColumn('sigma_computed', num(8, 2))
          .addColumn('sigma', num(8, 2))
          .addColumn('lambda1', num(4, 2))
          .addColumn('lambda2', num(4, 2))
          .addColumn('lambda3', num(4, 2))
          .addColumn('lambda4', num(4, 2))
          .addColumn('mean_limit', num(10, 4))
          .addColumn('min_limit', num(10, 4))
          .addColumn('grade_min_limit', num(10, 4))
          .addColumn('pass', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('remark', 'varchar(500)')
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
        await db.schema.createIndex('strength_evaluations_org_kind').on('strength_evaluations').columns(['org_id', 'kind']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('strength_evaluations').execute();
      },
    },
  },
  overrides: { save: { write: true, button: 'add', input: saveInput, handler: (ctx, d) => saveEvaluation(ctx, d, 'non-statistical') } },
});

export const statisticalEvaluationServer: ServerPart = defineServerPart({
  resource: 'statisticalEvaluation',
  overrides: { save: { write: true, button: 'add', input: saveInput, handler: (ctx, d) => saveEvaluation(ctx, d) } },
});

/** compression-statistical-one: the standard save (its permission and the declaration's input) evaluating with σ0 known. */
export const knownSigmaEvaluationServer: ServerPart = defineServerPart({
  resource: 'knownSigmaEvaluation',
  overrides: { save: { write: true, button: 'add', handler: (ctx, d) => saveEvaluation(ctx, d, 'known-sigma') } },
});
