import { sql, type Kysely } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { raiseAlarm } from '../../server/operations/alarm.service';
import type { EmitToUser } from '../../server/operations/ops-deps';
import { gradeMpa } from '../../src/domain/quality/input';
import { runningSigma, SIGMA_WINDOW_DAYS } from '../../src/domain/quality/running-sigma';
import { designSigma } from '../../src/domain/quality/sigma-choice';
import { strengthDrift, type StrengthDrift } from '../../src/domain/quality/strength-drift';
import { RECIPE_LIB_SCREEN } from './recipe-lib.resource';
import { strengthHistory } from './running-sigma.server';

/** sys_events.event_code of the drift notice: the settings screen names who is told and may turn it off. */
export const DRIFT_EVENT = 'strength_drift';
const BUSINESS_TYPE = 'strengthDrift';

/**
 * Migration 0275: the event (told: the lab and the admin) and the drifts already told. A drift is
 * named by its recipe and the first group of its run, so a drift is told once however many more
 * low groups follow, and a new decline after a recovery is told again.
 */
export const strengthDriftMigration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into sys_events (event_code, event_name, notify_users, remark, enabled)
      select ${DRIFT_EVENT}, '配合比强度下降预警', 'admin,lab', '配合比28天强度累积和(CUSUM)低于设计均值', true
      where not exists (select 1 from sys_events where event_code = ${DRIFT_EVENT})`.execute(db);
    await db.schema
      .createTable('strength_drift_told')
      .addColumn('business_id', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('told_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('strength_drift_told').execute();
    await sql`delete from sys_events where event_code = ${DRIFT_EVENT}`.execute(db);
  },
};

declare module '../../server/db/schema' {
  interface Database {
    strength_drift_told: { business_id: string; told_at: Date };
  }
}

/**
 * The σ the drift is measured in: the recipe's own running σ when it stands on ≥ 30 groups (with
 * JGJ 55's floor), else JGJ 55's table value for the grade — the mix design's own rule (designSigma).
 */
function driftSigma(groups: Parameters<typeof runningSigma>[0], asOf: string, grade: string): string {
  const r = runningSigma(groups, asOf, SIGMA_WINDOW_DAYS);
  return designSigma(gradeMpa(grade), r.asDesignSigma && r.spread ? r.spread.computed : undefined).value;
}

/** The drift of a recipe's 28-day groups over the 90 days ending on `asOf`, in the caller's scope. */
export async function recipeDrift(ctx: CallContext, recipeId: number, grade: string, asOf: string): Promise<StrengthDrift> {
  const window = runningSigma([], asOf, SIGMA_WINDOW_DAYS).window;
  const groups = await strengthHistory(ctx, { recipeId }, window.from, window.to);
  return strengthDrift(
    groups.map((g) => ({ strength: g.strength, ref: g.ref ?? '' })),
    grade,
    driftSigma(groups, asOf, grade),
  );
}

/**
 * After a 28-day result is stored (inside the call's transaction): if its recipe's series now
 * drifts down and this drift was not told yet, a notice to the users of the event. Their sockets
 * hear it once the call has committed. Returns how many to-dos were written.
 */
export async function noticeStrengthDrift(ctx: CallContext, sampleId: number): Promise<number> {
  const s = await ctx.db
    .selectFrom('concrete_samples as s')
    .innerJoin('production_tasks as k', 'k.id', 's.task_id')
    .leftJoin('recipe_selections as sel', 'sel.task_id', 's.task_id')
    .innerJoin('recipes as r', (j) => j.on(sql<boolean>`r.id = coalesce(sel.recipe_id, k.recipe_id)`))
    .select([
      's.org_id',
      's.age_days',
      's.strength_mpa',
      'r.id as recipeId',
      'r.recipe_code',
      'r.strength as grade',
      sql<string>`s.sample_date::text`.as('date'),
    ])
    .where('s.id', '=', sampleId)
    .executeTakeFirst();
  if (!s || s.age_days !== 28 || s.strength_mpa === null) return 0;
  const drift = await recipeDrift(ctx, s.recipeId, s.grade, s.date);
  if (!drift.drifting || !drift.since) return 0;
  const claimed = await ctx.db
    .insertInto('strength_drift_told')
    .values({ business_id: `${s.recipeId}:${drift.since}`, told_at: new Date() })
    .onConflict((oc) => oc.column('business_id').doNothing())
    .returning('business_id')
    .executeTakeFirst();
  if (!claimed) return 0;
  const run = drift.steps.slice(drift.steps.findIndex((x) => x.ref === drift.since));
  const last = drift.steps[drift.steps.length - 1];
  const deps = ctx.request.server.live.deps(ctx.user, ctx.ip);
  const queued: Array<() => void> = [];
  const emitToUser: EmitToUser = (userId, cmd, data) => {
    queued.push(() => deps.publisher.publishToUser(userId, cmd, data));
  };
  const n = await raiseAlarm(deps, ctx.db, emitToUser, {
    eventCode: DRIFT_EVENT,
    orgId: s.org_id,
    key: 'strengthDrift',
    businessType: BUSINESS_TYPE,
    businessId: `${s.recipeId}:${drift.since}`,
    route: RECIPE_LIB_SCREEN,
    params: { recipe: s.recipe_code, grade: s.grade, groups: run.length, since: drift.since, target: drift.target, strength: last.strength, fcuk: drift.fcuk },
  });
  ctx.reply.raw.once('finish', () => {
    for (const send of queued) send();
  });
  return n;
}
