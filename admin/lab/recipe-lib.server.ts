import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { CallContext } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, noInput, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import type { RecipeTable } from '../../server/db/schema';
import type { ApprovalColumns, IntDefault, NullableInt, NullableNum, NullableText, Stamp, Text } from '../../server/db/column-types';
import type { FloatRate } from '../../src/domain/quality/float-range';
import { add, fetchOne, guard, idParam, update, updateValues } from '../../server/resources/resource.handlers';
import { recordInput } from '../../server/resources/resource.schema';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import type { MixDesignInput } from '../../src/domain/quality/mix-design';
import { APPROVE_AGREED } from '../../src/domain/resources/approval';
import type { ResourceDef } from '../../src/domain/resources/types';
import { designObject, materialsOf, runDesign } from './mix-design.server';
import type { RecipeMaterialRow } from './mix-design.types';
import { recipeOptions, STANDARD_GRADES, STANDARD_IMPERMEABILITY } from './recipe-options.server';
import { recipeLibReads } from './recipe-lib-reads.server';

type JsonColumn<T> = ColumnType<T, string | T, string | T>;

/** The library's columns on the core `recipes` table (server/db/schema.ts `RecipeTable`). */
declare module '../../server/db/schema' {
  interface RecipeTable extends ApprovalColumns {
    impermeability: NullableText;
    special_require: NullableText;
    water_binder_ratio: NullableNum;
    sand_ratio: NullableNum;
    use_state: IntDefault;
    remark: NullableText;
    design_input: JsonColumn<MixDesignInput | null>;
    updated_at: Stamp;
    approved_version: JsonColumn<ApprovedVersion | null>;
    /** the float recipe: how far each material may be batched from the recipe (migration 0211) */
    float_materials: ColumnType<FloatRate[], string | undefined, string>;
    float_approve_state: NullableInt;
    float_approve_level: IntDefault;
    float_approve_round: IntDefault;
    float_submit_user: Text;
    float_submit_user_id: NullableInt;
  }
}

/**
 * What makes the mix: the grade and the performance it must meet (strength, slump, impermeability,
 * special requirement), its proportions (W/B, sand ratio, materials per m³) and the design they came
 * from. An approval vouches for exactly these; the code, the remark and the use state do not change
 * what is batched, so editing them keeps the approval.
 */
const MIX_COLUMNS = ['strength', 'slump', 'impermeability', 'special_require', 'water_binder_ratio', 'sand_ratio', 'materials', 'design_input'] as const;

/** The approved mix kept when an edit takes a recipe back to not-submitted: what tasks so far were batched with. */
interface ApprovedVersion {
  recipeCode: string;
  strength: string;
  slump: string;
  impermeability: string | null;
  specialRequire: string | null;
  waterBinderRatio: string | null;
  sandRatio: string | null;
  materials: RecipeMaterialRow[];
  round: number;
  approvedUntil: string;
}

type RecipeRow = Selectable<RecipeTable>;

async function lockedRecipe(ctx: CallContext, id: number): Promise<RecipeRow | undefined> {
  return ctx.db.selectFrom('recipes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

const mixOf = (r: RecipeRow) => JSON.stringify(MIX_COLUMNS.map((c) => r[c] ?? null));

/**
 * After an edit of an approved recipe (`before`) in the same transaction: when its mix changed, the
 * approval no longer holds, so the recipe returns to not-submitted (state null, level 0) and keeps
 * the approved version for the history.
 */
async function resetApprovalIfMixChanged(ctx: CallContext, before: RecipeRow | undefined): Promise<void> {
  if (!before || before.approve_state !== APPROVE_AGREED) return;
  const after = await ctx.db.selectFrom('recipes').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
  if (mixOf(after) === mixOf(before)) return;
  const approved: ApprovedVersion = {
    recipeCode: before.recipe_code,
    strength: before.strength,
    slump: before.slump,
    impermeability: before.impermeability ?? null,
    specialRequire: before.special_require ?? null,
    waterBinderRatio: before.water_binder_ratio ?? null,
    sandRatio: before.sand_ratio ?? null,
    materials: (before.materials ?? []) as RecipeMaterialRow[],
    round: before.approve_round,
    approvedUntil: new Date().toISOString(),
  };
  await ctx.db
    .updateTable('recipes')
    .set({ approve_state: null, approve_level: 0, approved_version: JSON.stringify(approved), updated_at: new Date() })
    .where('id', '=', before.id)
    .execute();
  await ctx.audit('approvalReset', 'recipeLib', before.id, { round: before.approve_round });
}

const materialsInput = z
  .array(z.object({ materialName: wire.text(50), kgPerM3: wire.decimal(2) }, { error: 'invalid' }), { error: 'invalid' })
  .max(30, { error: 'invalid' });

/** A header, its materials and its design: what lib-detail shows and copy-zy duplicates. */
async function detailOf(ctx: CallContext, def: ResourceDef, id: number) {
  const header = await fetchOne(ctx, def, id);
  const row = await ctx.db.selectFrom('recipes').select(['materials', 'design_input']).where('id', '=', id).executeTakeFirstOrThrow();
  const designInput = row.design_input ?? null;
  return { ...header, materials: row.materials, designInput, design: designInput ? runDesign(designInput, 'designInput.') : null };
}

/** Is the code taken in the organisation (other than by `exceptId`)? */
async function codeTaken(ctx: CallContext, orgId: string, code: string, exceptId?: number): Promise<boolean> {
  const hit = await ctx.db
    .selectFrom('recipes')
    .select('id')
    .where('org_id', '=', orgId)
    .where('recipe_code', '=', code)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return !!hit;
}

export const recipeLibServer = defineServerPart({
  resource: 'recipeLib',
  migrations: {
    'lab-0001-recipe-library': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('recipes')
          .addColumn('impermeability', 'varchar(16)')
          .addColumn('special_require', 'varchar(100)')
          .addColumn('water_binder_ratio', 'numeric(6, 2)')
          .addColumn('sand_ratio', 'numeric(6, 2)')
          .addColumn('use_state', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(500)')
          .addColumn('design_input', 'jsonb')
          .addColumn('approve_state', 'smallint')
          .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('submit_user_id', 'integer')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
      },
      async down(db: Kysely<unknown>) {
        let t = db.schema.alterTable('recipes').dropColumn('impermeability');
        for (const c of [
          'special_require',
          'water_binder_ratio',
          'sand_ratio',
          'use_state',
          'remark',
          'design_input',
          'approve_state',
          'approve_level',
          'approve_round',
          'submit_user',
          'submit_user_id',
          'updated_at',
        ])
          t = t.dropColumn(c);
        await t.execute();
      },
    },
    'lab-0002-recipe-approved-version': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('recipes').addColumn('approved_version', 'jsonb').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('recipes').dropColumn('approved_version').execute();
      },
    },
    '0211-recipe-float': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('recipes')
          .addColumn('float_materials', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
          .addColumn('float_approve_state', 'smallint')
          .addColumn('float_approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('float_approve_round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('float_submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('float_submit_user_id', 'integer')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        let t = db.schema.alterTable('recipes').dropColumn('float_materials');
        for (const c of ['float_approve_state', 'float_approve_level', 'float_approve_round', 'float_submit_user', 'float_submit_user_id']) t = t.dropColumn(c);
        await t.execute();
      },
    },
  },
  overrides: {
    ...recipeLibReads,
    /** lib-detail?libId: the header, materials per m³ and the design with every intermediate value. */
    detail: {
      input: (def) => input({ [def.id]: wire.id().optional(), id: wire.id().optional() }),
      handler: async (ctx, d) => detailOf(ctx, d, idParam(ctx, d)),
    },

    /**
     * save-zy: adds (no libId) or updates a recipe with its materials; a `design` is checked by the
     * JGJ 55 functions and gives W/B, the sand ratio and, when none are sent, the materials.
     */
    save: override({
      write: true,
      input: (def) => recordInput(def).extend({ materials: materialsInput.optional(), design: designObject.optional() }),
      handler: async (ctx, d) => {
        const p = ctx.input;
        const editing = ctx.params.has(d.id) || ctx.params.has('id');
        const before = editing ? await lockedRecipe(ctx, idParam(ctx, d)) : undefined;
        const saved = editing ? await update(ctx, d) : await add(ctx, d);
        const id = Number((saved as Record<string, unknown>)[d.id]);
        const design = p.design ? runDesign(p.design, 'design.') : null;
        const materials: RecipeMaterialRow[] | undefined =
          p.materials?.map((m) => ({ materialName: m.materialName, kgPerM3: Number(m.kgPerM3) })) ?? (design ? materialsOf(design) : undefined);
        await ctx.db
          .updateTable('recipes')
          .set({
            ...(materials ? { materials: JSON.stringify(materials) } : {}),
            ...(p.design && design
              ? { design_input: JSON.stringify(p.design), water_binder_ratio: design.waterBinderRatio.value, sand_ratio: design.sandRatioPercent }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
        await resetApprovalIfMixChanged(ctx, before);
        return detailOf(ctx, d, id);
      },
    }),

    /** The generic update (`/resource/recipeLib/update`): its header edit, then the same approval reset as save-zy. */
    update: {
      write: true,
      handler: async (ctx, d) => {
        const before = await lockedRecipe(ctx, idParam(ctx, d));
        await update(ctx, d);
        await resetApprovalIfMixChanged(ctx, before);
        return fetchOne(ctx, d, idParam(ctx, d));
      },
    },

    /** copy-zy: a new draft recipe under a new code with the source's header, materials and design. */
    copy: {
      write: true,
      button: 'copy',
      input: (def) => input({ [def.id]: wire.id().optional(), id: wire.id().optional(), recipeCode: wire.text(32) }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'copy');
        const src = await inScope(ctx.db.selectFrom('recipes').selectAll(), 'org_id', scopeOf(ctx)).where('id', '=', idParam(ctx, d)).executeTakeFirst();
        if (!src) throw notFound();
        const code = String(ctx.input.recipeCode);
        if (await codeTaken(ctx, src.org_id, code)) throw new BizError(400, 'duplicate', { field: 'recipeCode' }, 'recipeCode');
        const row = await ctx.db
          .insertInto('recipes')
          .values({
            org_id: src.org_id,
            recipe_code: code,
            strength: src.strength,
            slump: src.slump,
            materials: JSON.stringify(src.materials),
            impermeability: src.impermeability,
            special_require: src.special_require,
            water_binder_ratio: src.water_binder_ratio,
            sand_ratio: src.sand_ratio,
            remark: src.remark,
            design_input: src.design_input === null ? null : JSON.stringify(src.design_input),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ctx.audit('copy', d.name, row.id, { from: src.id });
        return detailOf(ctx, d, row.id);
      },
    },

    /** update-status-zy: takes a recipe out of use (0) or back into use (1). */
    updateStatus: {
      write: true,
      input: (def) => input({ [def.id]: wire.id().optional(), id: wire.id().optional(), useState: wire.oneOf(['0', '1']) }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        return updateValues(ctx, d, idParam(ctx, d), { use_state: Number(ctx.input.useState) }, 'updateStatus');
      },
    },

    /** strength, slump, impermeability, special-require: the options of the recipe form's selects. */
    strengthOptions: { input: noInput, handler: async (ctx) => recipeOptions(ctx, 'strength', STANDARD_GRADES) },
    slumpOptions: { input: noInput, handler: async (ctx) => recipeOptions(ctx, 'slump') },
    impermeabilityOptions: { input: noInput, handler: async (ctx) => recipeOptions(ctx, 'impermeability', STANDARD_IMPERMEABILITY) },
    specialRequireOptions: { input: noInput, handler: async (ctx) => recipeOptions(ctx, 'special_require') },

    /** code_check: whether a recipe code is taken in the organisation; `libId` leaves that recipe out. */
    codeCheck: {
      input: (def) => input({ recipeCode: wire.text(32), [def.id]: wire.id().optional() }),
      handler: async (ctx, d) => {
        const except = ctx.params.int(d.id);
        return { exists: await codeTaken(ctx, ctx.orgId, String(ctx.input.recipeCode), except) };
      },
    },

    /** get-history-libs?taskId: the recipes earlier tasks of the same project used, latest first. */
    history: {
      input: input({ taskId: wire.id() }),
      handler: async (ctx) => {
        const task = await inScope(ctx.db.selectFrom('production_tasks').select(['project_id', 'org_id']), 'org_id', scopeOf(ctx))
          .where('id', '=', Number(ctx.input.taskId))
          .executeTakeFirst();
        if (!task) throw notFound();
        const rows = await ctx.db
          .selectFrom('production_tasks as k')
          .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
          .select([
            'r.id',
            'r.recipe_code',
            'r.strength',
            'r.slump',
            'r.impermeability',
            'r.approve_state',
            'r.approved_version',
            sql<string>`to_char(max(k.open_time), 'YYYY-MM-DD HH24:MI:SS')`.as('last_used'),
            sql<string>`count(*)`.as('tasks'),
          ])
          .where('k.project_id', '=', task.project_id)
          .where('k.org_id', '=', task.org_id)
          .where('k.id', '<>', Number(ctx.input.taskId))
          .groupBy(['r.id', 'r.recipe_code', 'r.strength', 'r.slump', 'r.impermeability', 'r.approve_state', 'r.approved_version'])
          .orderBy(sql`max(k.open_time)`, 'desc')
          .limit(100)
          .execute();
        return rows.map((r) => ({
          libId: r.id,
          recipeCode: r.recipe_code,
          strength: r.strength,
          slump: r.slump,
          impermeability: r.impermeability,
          approveState: r.approve_state,
          approvedVersion: r.approve_state === APPROVE_AGREED ? null : (r.approved_version ?? null),
          lastUsed: r.last_used,
          tasks: Number(r.tasks),
        }));
      },
    },
  },
});
