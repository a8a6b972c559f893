import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { approvalInfo, approvalPage, approve, refuse, submit } from '../../server/approval/approval.engine';
import { lockRecord } from '../../server/resources/resource.handlers';
import { XlsxSheetWriter } from '../../server/resources/xlsx-writer';
import type { CellPlan } from '../../server/resources/xlsx-cells.mjs';
import { floatBounds, type FloatRate } from '../../src/domain/quality/float-range';
import { QualityInputError } from '../../src/domain/quality/input';
import { labelOf } from '../../src/domain/resources/labels';
import { APPROVE_PENDING } from '../../src/domain/resources/approval';
import { FLOAT_FLOW, RECIPE_LIB_SCREEN, recipeLibResource as def } from './recipe-lib.resource';

const floatsInput = z
  .array(z.object({ materialName: wire.text(50), lowerPercent: wire.decimal(2), upperPercent: wire.decimal(2) }, { error: 'invalid' }), { error: 'invalid' })
  .min(1, { error: 'required' })
  .max(30, { error: 'invalid' });
const decision = {
  libId: wire.id(),
  status: z.union([z.enum(['1', '2']), z.literal([1, 2])]).optional(),
  text: wire.text(500).optional(),
  reason: wire.text(500).optional(),
};

async function recipeOf(ctx: CallContext, id: number) {
  const r = await inScope(ctx.db.selectFrom('recipes').select(['id', 'materials', 'float_materials', 'float_approve_state']), 'org_id', scopeOf(ctx))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound();
  return r;
}

function bounds(materials: Array<{ materialName: string; kgPerM3: number }>, floats: FloatRate[]) {
  try {
    return floatBounds(materials, floats);
  } catch (e) {
    if (e instanceof QualityInputError) throw invalid(e.field);
    throw e;
  }
}

/** The float recipe of a library recipe: its ranges, the quantities they allow and the float approval's state. */
async function floatOf(ctx: CallContext, id: number) {
  const r = await recipeOf(ctx, id);
  return { libId: r.id, floatApproveState: r.float_approve_state, floats: bounds(r.materials ?? [], r.float_materials ?? []) };
}

const EXPORT_COLUMNS = ['recipeCode', 'strength', 'slump', 'impermeability', 'waterBinderRatio', 'sandRatio', 'materialName', 'kgPerM3'] as const;

/**
 * The float recipe (save-lib-float, its approval list, detail and decision, float-new) and the
 * export of the library's details (lib-detail-export: one row per recipe and material). The
 * decisions are pressed on the approval screen, so they are served here with its permission.
 */
export function recipeFloatRoutes(app: FastifyInstance): void {
  const screens = [RECIPE_LIB_SCREEN, FLOAT_FLOW.route];

  /** save-lib-float?libId: the ranges, checked against the recipe's materials, submitted to the float approval. */
  defineCall(
    app,
    '/quality/recipe-lib/save-lib-float',
    async (ctx) => {
      const id = Number(ctx.input.libId);
      const r = await recipeOf(ctx, id);
      const floats = ctx.input.floats.map((f) => ({
        materialName: f.materialName,
        lowerPercent: String(f.lowerPercent),
        upperPercent: String(f.upperPercent),
      }));
      bounds(r.materials ?? [], floats);
      const rec = await lockRecord(ctx, def, id);
      if (rec.flows[FLOAT_FLOW.name].state === APPROVE_PENDING) throw new BizError(409, 'inApproval');
      await ctx.db
        .updateTable('recipes')
        .set({ float_materials: JSON.stringify(floats), float_approve_state: null, float_approve_level: 0, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await ctx.audit('saveFloat', def.name, id, { floats });
      await submit(ctx, def, id, 'edit', FLOAT_FLOW);
      return floatOf(ctx, id);
    },
    { perm: { screen: RECIPE_LIB_SCREEN, button: 'edit' }, input: input({ libId: wire.id(), floats: floatsInput }), write: true, area: 'lab' },
  );

  defineCall(app, '/quality/recipe-lib/float-approval-list', (ctx) => approvalPage(ctx, def, FLOAT_FLOW), {
    perm: { screen: screens },
    input: input({ ...pageParams, all: wire.bool().optional() }),
    area: 'lab',
  });

  defineCall(
    app,
    '/quality/recipe-lib/float-approval-detail',
    async (ctx) => ({ ...(await approvalInfo(ctx, def, Number(ctx.input.libId), FLOAT_FLOW)), ...(await floatOf(ctx, Number(ctx.input.libId))) }),
    { perm: { screen: screens }, input: input({ libId: wire.id() }), area: 'lab' },
  );

  /** approval-float?libId&status: 1 agrees (the default), 2 refuses with a reason. */
  defineCall(
    app,
    '/quality/recipe-lib/approval-float',
    async (ctx) => {
      const id = Number(ctx.input.libId);
      await (String(ctx.input.status ?? '1') === '2' ? refuse(ctx, def, 'refuse', id, FLOAT_FLOW) : approve(ctx, def, id, FLOAT_FLOW));
      return floatOf(ctx, id);
    },
    { perm: { screen: FLOAT_FLOW.route, button: ['approve', 'refuse'] }, input: input(decision), write: true, area: 'lab' },
  );

  /** float-new?libId: the float in force, with the quantities per m³ it allows. */
  defineCall(app, '/quality/recipe-lib/float-new', (ctx) => floatOf(ctx, Number(ctx.input.libId)), {
    perm: { screen: screens },
    input: input({ libId: wire.id() }),
    area: 'lab',
  });

  defineCall(
    app,
    '/quality/recipe-lib/lib-detail-export',
    async (ctx) => {
      let q = inScope(
        ctx.db.selectFrom('recipes').select(['id', 'recipe_code', 'strength', 'slump', 'impermeability', 'water_binder_ratio', 'sand_ratio', 'materials']),
        'org_id',
        scopeOf(ctx),
      );
      if (ctx.input.recipeCode) q = q.where('recipe_code', 'ilike', `%${String(ctx.input.recipeCode).replace(/[%_\\]/g, '\\$&')}%`);
      if (ctx.input.strength) q = q.where('strength', '=', String(ctx.input.strength));
      const recipes = await q.orderBy('recipe_code').limit(5000).execute();
      const rows = recipes
        .flatMap((r) =>
          (r.materials ?? []).map((m) => ({
            recipeCode: r.recipe_code,
            strength: r.strength,
            slump: r.slump,
            impermeability: r.impermeability ?? '',
            waterBinderRatio: r.water_binder_ratio === null ? null : Number(r.water_binder_ratio),
            sandRatio: r.sand_ratio === null ? null : Number(r.sand_ratio),
            materialName: m.materialName,
            kgPerM3: m.kgPerM3,
          })),
        )
        .map((r, i) => ({ rowNo: i + 1, ...r }));
      const numeric = new Set(['waterBinderRatio', 'sandRatio', 'kgPerM3']);
      const columns = EXPORT_COLUMNS.map((c) => ({ header: labelOf(`recipeLib.${c}`, ctx.lang), key: c, width: c === 'materialName' ? 24 : 14 }));
      const plans: CellPlan[] = EXPORT_COLUMNS.map((c) => ({ name: c, kind: numeric.has(c) ? 'number' : 'text' }));
      const out = new PassThrough();
      ctx.reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('recipe-library-details')}.xlsx`);
      void ctx.reply.send(out);
      const sheet = new XlsxSheetWriter(columns, plans, 'rowNo', out);
      try {
        await sheet.add(
          JSON.stringify(rows),
          rows.map((x) => x.rowNo),
        );
        await sheet.end();
      } catch (e) {
        sheet.abort();
        out.destroy(e as Error);
      }
    },
    {
      perm: { screen: RECIPE_LIB_SCREEN, button: 'export' },
      input: input({ recipeCode: wire.text(32).optional(), strength: wire.text(16).optional() }),
      area: 'lab',
      raw: true,
    },
  );
}
