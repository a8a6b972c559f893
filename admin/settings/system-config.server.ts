import { invalid, notFound, required } from '../../server/http/errors';
import { fetchOne, guard, idParam, insertRecord } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { input, wire } from '../../server/http/input';
import { z } from 'zod';
import { checkField } from '../../src/domain/resources/rules';
import { columnOf } from '../../src/domain/resources/types';

/** The list a batch call carries: the body itself when it is an array, else its `list`. */
const listOf = (body: unknown, fallback: () => unknown[]): unknown[] => (Array.isArray(body) ? body : fallback());

/** System configuration (table system_config is a core table, typed in server/db/schema.ts). */
export const systemConfigServer = defineServerPart({
  resource: 'systemConfig',
  overrides: {
    configGet: {
      input: input({ configCode: wire.text(64).optional(), config_code: wire.text(64).optional(), id: wire.id().optional() }),
      handler: async (ctx, d) => {
        const code = ctx.params.str('configCode') ?? ctx.params.str('config_code');
        if (!code) return fetchOne(ctx, d, idParam(ctx, d));
        const row = await ctx.db.selectFrom('system_config').select('id').where('config_code', '=', code).executeTakeFirst();
        if (!row) throw notFound();
        return fetchOne(ctx, d, row.id);
      },
    },

    /** updateConfigList: body `[{ configCode, configValue }]` (or `list`), all or nothing. */
    updateConfigList: {
      write: true,
      input: input({ list: z.array(z.looseObject({})).max(1000).optional() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const items = listOf(ctx.body, () => ctx.params.list('list'));
        if (!items.length) throw required('list');
        const valueField = d.fields.find((f) => f.name === 'configValue')!;
        for (const [i, it] of items.entries()) {
          const o = (it ?? {}) as Record<string, unknown>;
          const code = String(o.configCode ?? o.config_code ?? '');
          if (!code) throw required(`list[${i}].configCode`);
          const r = checkField(valueField, o.configValue ?? o.config_value);
          if (r.error) throw invalid(`list[${i}].configValue`);
          const res = await ctx.db
            .updateTable('system_config')
            .set({ config_value: String(r.value) })
            .where('config_code', '=', code)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw invalid(`list[${i}].configCode`);
        }
        await ctx.audit('update', d.name, 'list', { count: items.length });
        return { updated: items.length };
      },
    },

    insertBatch: {
      write: true,
      button: 'add',
      input: input({ list: z.array(z.looseObject({})).max(1000).optional() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'add');
        const items = listOf(ctx.body, () => ctx.params.list('list'));
        if (!items.length) throw required('list');
        const ids: number[] = [];
        for (const [i, it] of items.entries()) {
          const o = (it ?? {}) as Record<string, unknown>;
          const values: Record<string, unknown> = {};
          for (const f of d.fields) {
            const r = checkField(f, o[f.name]);
            if (r.error) throw invalid(`list[${i}].${f.name}`);
            if (r.value !== null) values[columnOf(f)] = r.value;
          }
          ids.push(await insertRecord(ctx, d, values));
        }
        await ctx.audit('insert-batch', d.name, ids.join(','));
        return { inserted: ids.length, ids };
      },
    },
  },
});
