import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { approve, submit } from '../approval/approval.engine';
import { MATERIALS, PUMPED } from '../operations/plant-vocabulary';
import { openTaskIn } from '../operations/task.service';
import type { OpsDeps } from '../operations/ops-deps';
import { fromPlant } from '../operations/plant-time';
import type { MixDesignInput } from '../../src/domain/quality/mix-design';
import { recipeLibResource } from '../../admin/lab/recipe-lib.resource';
import { recipeLibServer } from '../../admin/lab/recipe-lib.server';
import { recipeSelectResource } from '../../admin/lab/recipe-select.resource';
import { recipeSelectServer } from '../../admin/lab/recipe-select.server';
import { actingAs, detachedCall, overrideOf, plantClockOf, type SeedEnv } from './seed-actor';

/**
 * The demo's approvals of recipes and selections (issue 11): the library's approval (`recipe-lib`,
 * /approval/mix-ratio-approval) and a selection's lab approval (`recipe-select`,
 * /approval/basic-mixratio-rev) are one level countersigned by the lab (试验室) and the admin role
 * (技术负责人). A holder of a role never signs their own submission, so what the lab submits goes to
 * the admin alone. The leader's approval of a selection keeps no levels (agreed once the lab's is).
 */
export const RECIPE_FLOWS = ['recipe-lib', 'recipe-select'] as const;
const SIGNERS = ['lab', 'admin'] as const;

/** Who has signed so far: nobody, or one of the two (the other's decision is what waits). */
type Signed = 'none' | 'lab' | 'admin';

/** Recipes the technical manager designed for the second station (JGJ 55), waiting for their countersignature. */
const DESIGNS: ReadonlyArray<{ recipeCode: string; slump: string; impermeability?: string; specialRequire?: string; design: MixDesignInput; signed: Signed }> =
  [
    {
      recipeCode: 'PB02-C30-K',
      slump: '180±30',
      specialRequire: '掺矿粉',
      signed: 'none',
      design: {
        grade: 'C30',
        cementClass: '42.5',
        aggregate: 'crushed',
        flyAshPercent: 15,
        flyAshGradeIorII: true,
        slagPercent: 15,
        slagS95: true,
        slumpMm: 180,
        waterReductionPercent: 22,
        admixturePercent: 2.0,
        sandRatioPercent: 41,
        assumedDensity: 2400,
      },
    },
    {
      recipeCode: 'PB02-C35-P8',
      slump: '180±30',
      impermeability: 'P8',
      signed: 'lab',
      design: {
        grade: 'C35',
        cementClass: '42.5',
        aggregate: 'crushed',
        flyAshPercent: 15,
        flyAshGradeIorII: true,
        maxWaterBinderRatio: 0.45,
        slumpMm: 180,
        waterReductionPercent: 25,
        admixturePercent: 2.0,
        sandRatioPercent: 40,
        assumedDensity: 2400,
      },
    },
    {
      recipeCode: 'PB02-C40-K',
      slump: '200±30',
      specialRequire: '泵送',
      signed: 'admin',
      design: {
        grade: 'C40',
        cementClass: '42.5',
        aggregate: 'crushed',
        flyAshPercent: 10,
        flyAshGradeIorII: true,
        slagPercent: 15,
        slagS95: true,
        slumpMm: 200,
        waterReductionPercent: 25,
        admixturePercent: 2.2,
        sandRatioPercent: 38,
        assumedDensity: 2420,
      },
    },
  ];

/**
 * Tomorrow's orders of the second station, entered pending (not yet released to the plant), whose
 * selections carry the aggregates' measured moisture: the batch sheet they give waits for its countersignature.
 */
const ORDERS: ReadonlyArray<{ grade: string; pouringSite: string; planQuantity: number; sandPercent: string; gravelPercent: string; signed: Signed }> = [
  { grade: 'C30', pouringSite: '1#楼 基础底板', planQuantity: 260, sandPercent: '4.5', gravelPercent: '0.8', signed: 'none' },
  { grade: 'C35', pouringSite: '地下室顶板', planQuantity: 180, sandPercent: '5.0', gravelPercent: '1.0', signed: 'lab' },
  { grade: 'C40', pouringSite: '2#楼 梁板柱', planQuantity: 90, sandPercent: '4.0', gravelPercent: '0.6', signed: 'admin' },
];
const STATION = '02';
const ORDERED_AT = '07:30:00';

export async function seedRecipeApprovals(db: DB, env: SeedEnv): Promise<void> {
  if (!(await db.selectFrom('orgs').select('org_id').where('org_id', '=', STATION).executeTakeFirst())) return;
  await db
    .insertInto('approval_flows')
    .values(RECIPE_FLOWS.flatMap((business_type) => SIGNERS.map((role) => ({ business_type, level: 1, approver_type: 'role' as const, approver_value: role }))))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const clock = await plantClockOf(db);
  const [manager, lab, admin, dispatcher] = await Promise.all(['manager', 'lab', 'admin', 'dispatcher'].map((u) => actingAs(db, env, u, STATION)));
  const as = (who: CallContext) => detachedCall(who, clock);
  const signer = { lab: as(lab), admin: as(admin) };
  const countersign = async (def: typeof recipeLibResource | typeof recipeSelectResource, id: number, signed: Signed) => {
    if (signed !== 'none') await approve(signer[signed]({ id, text: '同意' }), def, id);
  };

  const saveRecipe = overrideOf(recipeLibServer, 'save');
  for (const r of DESIGNS) {
    const { design, signed, ...header } = r;
    const saved = (await saveRecipe(as(manager)({ ...header, strength: String(design.grade), design }), recipeLibResource)) as { libId: number };
    await submit(as(manager)({ libId: saved.libId }), recipeLibResource, saved.libId);
    await countersign(recipeLibResource, saved.libId, signed);
  }

  const tomorrow = clock.format(new Date(clock.now().getTime() + 24 * 3600_000)).slice(0, 10);
  const deps: OpsDeps = {
    db,
    clock,
    publisher: { publish: () => undefined, publishToUser: () => undefined },
    actor: { user: dispatcher.user, ip: 'seed' },
    hooks: env.parts.ops,
  };
  const projects = await db.selectFrom('projects').select('id').where('org_id', '=', STATION).orderBy('id').execute();
  const select = overrideOf(recipeSelectServer, 'save');
  for (const [i, o] of ORDERS.entries()) {
    const recipe = await db
      .selectFrom('recipes')
      .select('id')
      .where('org_id', '=', STATION)
      .where('recipe_code', '=', `PB${STATION}-${o.grade}`)
      .executeTakeFirst();
    const project = projects[i % Math.max(1, projects.length)];
    if (!recipe || !project) continue;
    const task = await openTaskIn(deps, db, () => undefined, {
      orgId: STATION,
      projectId: project.id,
      recipeId: recipe.id,
      pouringSite: o.pouringSite,
      pourMethod: PUMPED,
      planQuantity: o.planQuantity,
      openTime: fromPlant(clock, `${tomorrow} ${ORDERED_AT}`),
      pending: true,
    });
    const moisture = [
      { materialName: MATERIALS.sand, percent: o.sandPercent },
      { materialName: MATERIALS.gravel, percent: o.gravelPercent },
    ];
    const selection = (await select(as(manager)({ taskId: task.id, recipeId: recipe.id, moisture }), recipeSelectResource)) as { id: number };
    await submit(as(manager)({ id: selection.id }), recipeSelectResource, selection.id);
    await countersign(recipeSelectResource, selection.id, o.signed);
  }
}
