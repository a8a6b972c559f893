import { input, wire } from '../../server/http/input';
import { notFound } from '../../server/http/errors';
import { inScope, scopeOf } from '../../server/http/scope';
import type { Override } from '../../server/resources/override';
import { APPROVE_AGREED } from '../../src/domain/resources/approval';

/** The library's reads for other screens: the recipes a task may select, a template to start from, the lines. */
export const recipeLibReads: Readonly<Record<string, Override>> = {
  /** get-libs, get-libs2 (strength, slump, recipeCode filter): the approved recipes in use a task of the caller's stations may select. */
  libs: {
    input: input({ strength: wire.text(16).optional(), slump: wire.text(16).optional(), recipeCode: wire.text(32).optional() }),
    handler: async (ctx) => {
      const scope = scopeOf(ctx);
      // a station selects its own recipes and the head office lab's
      let q = ctx.db
        .selectFrom('recipes')
        .select(['id', 'org_id', 'recipe_code', 'strength', 'slump', 'impermeability', 'special_require', 'water_binder_ratio'])
        .where('approve_state', '=', APPROVE_AGREED)
        .where('use_state', '=', 1);
      if (scope !== 'all') q = q.where('org_id', 'in', [...scope, '0001']);
      if (ctx.input.strength) q = q.where('strength', '=', String(ctx.input.strength));
      if (ctx.input.slump) q = q.where('slump', '=', String(ctx.input.slump));
      if (ctx.input.recipeCode) q = q.where('recipe_code', 'ilike', `%${String(ctx.input.recipeCode).replace(/[%_\\]/g, '\\$&')}%`);
      const rows = await q.orderBy('recipe_code').limit(500).execute();
      return rows.map((r) => ({
        libId: r.id,
        orgId: r.org_id,
        recipeCode: r.recipe_code,
        strength: r.strength,
        slump: r.slump,
        impermeability: r.impermeability,
        specialRequire: r.special_require,
        waterBinderRatio: r.water_binder_ratio,
      }));
    },
  },

  /** get?templateBaseId: a new recipe's material rows from a template, in its order, quantities to fill in. */
  fromTemplate: {
    input: input({ templateBaseId: wire.id() }),
    handler: async (ctx) => {
      const t = await inScope(ctx.db.selectFrom('recipe_templates').select(['id', 'template_name', 'host_id', 'details', 'state']), 'org_id', scopeOf(ctx))
        .where('id', '=', Number(ctx.input.templateBaseId))
        .executeTakeFirst();
      if (!t) throw notFound();
      const details = [...t.details].sort((a, b) => a.sortIndex - b.sortIndex);
      return {
        templateBaseId: t.id,
        templateName: t.template_name,
        hostId: t.host_id,
        materials: details.map((d) => ({ materialName: d.materialName, siloId: d.siloId, kgPerM3: null })),
      };
    },
  },

  /** getHost: the production lines recipes are batched on. */
  hosts: {
    input: input({}),
    handler: async (ctx) => {
      const rows = await inScope(ctx.db.selectFrom('hosts').select(['id', 'host_name', 'org_id', 'line_no']), 'org_id', scopeOf(ctx))
        .where('kind', '=', 'line')
        .orderBy('org_id')
        .orderBy('line_no')
        .execute();
      return rows.map((h) => ({ hostId: h.id, hostName: h.host_name, orgId: h.org_id, lineNo: h.line_no }));
    },
  },
};
