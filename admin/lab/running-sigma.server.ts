import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError, invalid } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { QualityInputError } from '../../src/domain/quality/input';
import { runningSigma, SIGMA_MIN_WINDOW_DAYS, SIGMA_WINDOW_DAYS, type DatedGroup } from '../../src/domain/quality/running-sigma';
import type { SigmaOf } from './quality-loop.types';
import { MIX_DESIGN_SCREEN, RECIPE_LIB_SCREEN } from './recipe-lib.resource';

/** The evaluation screens that take σ0 from the history (admin/quality-management). */
const STATISTICAL_SCREENS = [
  '/quality-management/concrete-inspection/compression-statistical-two',
  '/quality-management/concrete-inspection/compression-statistical-one',
];
const VALID = 1;
const AGE_28 = 28;

/**
 * The 28-day group results behind a running σ, in the caller's scope: of the tasks that batched a
 * recipe (their selection's recipe, else the one the task opened with), or of every task of a grade.
 * Cancelled samples and groups not yet tested are not results; an invalid group (no
 * representative value) is returned with a null strength so the σ can count it apart.
 */
export async function strengthHistory(ctx: CallContext, by: { recipeId: number } | { grade: string }, from: string, to: string): Promise<DatedGroup[]> {
  let q = ctx.db
    .selectFrom('concrete_samples as s')
    .innerJoin('production_tasks as k', 'k.id', 's.task_id')
    .leftJoin('recipe_selections as sel', 'sel.task_id', 's.task_id')
    .select(['s.sample_no as ref', sql<string>`s.sample_date::text`.as('date'), sql<string | null>`s.strength_mpa::text`.as('strength')])
    .where('s.age_days', '=', AGE_28)
    .where('s.state', '=', VALID)
    .where('s.tested_at', 'is not', null)
    .where('s.sample_date', '>=', sql<string>`${from}::date`)
    .where('s.sample_date', '<=', sql<string>`${to}::date`)
    .orderBy('s.sample_date')
    .orderBy('s.id');
  q = 'recipeId' in by ? q.where(sql<number>`coalesce(sel.recipe_id, k.recipe_id)`, '=', by.recipeId) : q.where('s.strength', '=', by.grade);
  return inScope(q, 's.org_id', scopeOf(ctx)).execute();
}

/** The running σ of a recipe or a grade on a day, from the stored specimen results. */
export async function sigmaOf(ctx: CallContext, by: { recipeId: number } | { grade: string }, asOf: string, days: number): Promise<SigmaOf> {
  let recipe: { recipe_code: string; strength: string } | undefined;
  if ('recipeId' in by) {
    recipe = await inScope(ctx.db.selectFrom('recipes').select(['recipe_code', 'strength']), 'org_id', scopeOf(ctx))
      .where('id', '=', by.recipeId)
      .executeTakeFirst();
    if (!recipe) throw invalid('libId');
  }
  try {
    const window = runningSigma([], asOf, days).window;
    const groups = await strengthHistory(ctx, by, window.from, window.to);
    return {
      ...runningSigma(groups, asOf, days),
      basis: recipe ? 'recipe' : 'grade',
      grade: recipe?.strength ?? (by as { grade: string }).grade,
      recipeCode: recipe?.recipe_code ?? null,
    };
  } catch (e) {
    if (e instanceof QualityInputError) throw invalid(e.field);
    throw e;
  }
}

/**
 * `/quality/recipe-lib/sigma` (designed, not in the spec): the running σ of a recipe (`libId`) or of
 * a grade (`grade`) over the `days` (60–90, 90 when absent) ending on `asOf` (the plant's today),
 * with n, the window and the groups it stands on: the σ the mix design proposes and the σ0 the
 * known-σ evaluation takes.
 */
export function runningSigmaRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/quality/recipe-lib/sigma',
    async (ctx) => {
      const { libId, grade } = ctx.input;
      if ((libId === undefined) === (grade === undefined || grade === '')) throw new BizError(400, 'required', { field: 'libId' }, 'libId');
      const asOf = ctx.input.asOf ?? ctx.services.clock.today();
      const days = Number(ctx.input.days ?? SIGMA_WINDOW_DAYS);
      return sigmaOf(ctx, libId !== undefined ? { recipeId: Number(libId) } : { grade: String(grade).trim() }, asOf, days);
    },
    {
      perm: { screen: [MIX_DESIGN_SCREEN, RECIPE_LIB_SCREEN, ...STATISTICAL_SCREENS] },
      input: input({
        libId: wire.id().optional(),
        grade: wire.text(16).optional(),
        asOf: wire.date().optional(),
        days: wire.int({ min: SIGMA_MIN_WINDOW_DAYS, max: SIGMA_WINDOW_DAYS }).optional(),
      }),
      area: 'lab',
    },
  );
}
