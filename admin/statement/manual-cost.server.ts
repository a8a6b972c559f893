import type { CallContext } from '../../server/http/call';
import { BizError } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fetchOne, guard, idParam, idsParam, lockRecord, remove, requireInScope, save, update } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import type { ResourceDef } from '../../src/domain/resources/types';

/** A cost on a sheet is frozen (409 naming the sheet); a confirmed one may not change, only be deleted before it is settled. */
async function refuseFrozen(ctx: CallContext, def: ResourceDef, id: number, change: boolean) {
  const rec = await lockRecord(ctx, def, id, ['confirm_state', 'sales_settlement_id']);
  const sheet = rec.extra.sales_settlement_id as number | null;
  if (sheet !== null && sheet !== undefined) {
    const code =
      (await ctx.db.selectFrom('sales_settlements').select('settlement_code').where('id', '=', sheet).executeTakeFirst())?.settlement_code ?? String(sheet);
    throw new BizError(409, 'manualCostSettled', { code }, 'id');
  }
  if (change && Number(rec.extra.confirm_state) === 1) throw new BizError(409, 'stateForbids', { state: '已确认' }, 'confirmState');
}

const editedId = (ctx: CallContext, def: ResourceDef) => ((ctx.params.str(def.id) ?? ctx.params.str('id')) !== undefined ? idParam(ctx, def) : undefined);

export const manualCostServer = defineServerPart({
  resource: 'manualCost',
  overrides: {
    update: {
      write: true,
      handler: async (ctx, def) => {
        await refuseFrozen(ctx, def, idParam(ctx, def), true);
        return update(ctx, def);
      },
    },
    save: {
      write: true,
      handler: async (ctx, def) => {
        const id = editedId(ctx, def);
        if (id !== undefined) await refuseFrozen(ctx, def, id, true);
        return save(ctx, def);
      },
    },
    delete: {
      write: true,
      handler: async (ctx, def) => {
        for (const id of ctx.params.has('ids') ? idsParam(ctx) : [idParam(ctx, def)]) await refuseFrozen(ctx, def, id, false);
        return remove(ctx, def);
      },
    },
    /** confirm: the cost is checked and may go on a settlement sheet from now on */
    confirm: {
      write: true,
      button: 'confirm',
      input: input({ id: wire.id() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'confirm');
        const id = idParam(ctx, def);
        await refuseFrozen(ctx, def, id, true);
        await ctx.db
          .updateTable('manual_costs')
          .set({ confirm_state: 1, confirm_user: ctx.user.trueName || ctx.user.userName, confirm_time: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await ctx.audit('confirm', def.name, id);
        return fetchOne(ctx, def, id);
      },
    },
    /** taskList: the customer's tasks (a cost may name one), newest first */
    taskList: override({
      input: input({ customerId: wire.id(), projectId: wire.id().optional() }),
      handler: async (ctx) => {
        const i = ctx.input;
        await requireInScope(ctx, 'customer', i.customerId);
        return inScope(
          ctx.db
            .selectFrom('production_tasks as k')
            .innerJoin('projects as p', 'p.id', 'k.project_id')
            .select(['k.id', 'k.task_code as taskCode', 'k.strength', 'k.project_id as projectId', 'p.project_name as projectName', 'k.open_time as openTime'])
            .where('k.customer_id', '=', i.customerId)
            .$if(i.projectId !== undefined, (q) => q.where('k.project_id', '=', i.projectId!)),
          'k.org_id',
          scopeOf(ctx),
        )
          .orderBy('k.open_time', 'desc')
          .limit(500)
          .execute()
          .then((rows) => rows.map((r) => ({ ...r, openTime: ctx.services.clock.format(r.openTime) })));
      },
    }),
  },
});

export const manualCostTypeServer = defineServerPart({ resource: 'manualCostType' });
