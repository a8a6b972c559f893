import { sql, type ColumnType, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CallContext } from '../../server/http/call';
import { invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import type { Id, IntDefault, NullableText, Stamp } from '../../server/db/column-types';
import { add, fetchOne, guard, idParam, lockRecord, update } from '../../server/resources/resource.handlers';
import { recordInput } from '../../server/resources/resource.schema';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import type { ResourceDef } from '../../src/domain/resources/types';

/** One material of a template: the bunker (silo) of the line it is drawn from, and its place on the sheet. */
export interface TemplateDetail {
  materialName: string;
  siloId: number;
  sortIndex: number;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    recipe_templates: RecipeTemplateTable;
  }
}
export interface RecipeTemplateTable {
  id: Id;
  org_id: string;
  template_name: string;
  host_id: number;
  state: IntDefault;
  remark: NullableText;
  details: ColumnType<TemplateDetail[], string, string>;
  updated_at: Stamp;
}

const detailsInput = z
  .array(z.object({ siloId: wire.id(), sortIndex: wire.int({ min: 0 }).optional() }, { error: 'invalid' }), { error: 'invalid' })
  .min(1, { error: 'required' })
  .max(40, { error: 'invalid' });

/** The bunkers of a line the caller may see, by id. */
async function bunkersOf(ctx: CallContext, hostId: number) {
  return inScope(ctx.db.selectFrom('silos as s').innerJoin('hosts as h', 'h.id', 's.host_id'), 'h.org_id', scopeOf(ctx))
    .select(['s.id', 's.name', 's.material_name', 's.material_code', 's.capacity', 's.level'])
    .where('s.host_id', '=', hostId)
    .orderBy('s.id')
    .execute();
}

const ordered = (d: TemplateDetail[]) => [...d].sort((a, b) => a.sortIndex - b.sortIndex || a.siloId - b.siloId);

async function detailOf(ctx: CallContext, def: ResourceDef, id: number) {
  const header = await fetchOne(ctx, def, id);
  const row = await ctx.db.selectFrom('recipe_templates').select(['details', 'host_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const silos = new Map((await bunkersOf(ctx, row.host_id)).map((s) => [s.id, s]));
  return { ...header, details: ordered(row.details).map((d) => ({ ...d, siloName: silos.get(d.siloId)?.name ?? '' })) };
}

/** A template's materials, each a bunker of its own line, numbered in the order sent unless a sortIndex says otherwise. */
async function checkedDetails(ctx: CallContext, hostId: number, sent: Array<{ siloId: number; sortIndex?: number }>): Promise<TemplateDetail[]> {
  const silos = new Map((await bunkersOf(ctx, hostId)).map((s) => [s.id, s]));
  const seen = new Set<number>();
  return sent.map((d, i) => {
    const silo = silos.get(d.siloId);
    if (!silo || seen.has(d.siloId)) throw invalid(`details.${i}.siloId`);
    seen.add(d.siloId);
    return { materialName: silo.material_name, siloId: silo.id, sortIndex: d.sortIndex ?? i };
  });
}

export const recipeTemplateServer = defineServerPart({
  resource: 'recipeTemplate',
  migrations: {
    '0212-recipe-templates': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('recipe_templates')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('org_id', 'varchar(16)', (c) => c.notNull())
          .addColumn('template_name', 'varchar(50)', (c) => c.notNull())
          .addColumn('host_id', 'integer', (c) => c.notNull())
          .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(500)')
          .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
        await db.schema.createIndex('recipe_templates_org_name').on('recipe_templates').columns(['org_id', 'template_name']).unique().execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('recipe_templates').execute();
      },
    },
  },
  overrides: {
    /** save: adds (no id) or updates a template with its bunkers, all of its own line. */
    save: override({
      write: true,
      input: (def) => recordInput(def).extend({ details: detailsInput }),
      handler: async (ctx, d) => {
        const editing = ctx.params.has('id');
        const hostId = Number(ctx.input.hostId);
        const line = await inScope(ctx.db.selectFrom('hosts').select(['id', 'org_id']), 'org_id', scopeOf(ctx))
          .where('id', '=', hostId)
          .where('kind', '=', 'line')
          .executeTakeFirst();
        if (!line) throw invalid('hostId');
        const details = await checkedDetails(ctx, hostId, ctx.input.details);
        const saved = editing ? await update(ctx, d) : await add(ctx, d);
        const id = Number((saved as Record<string, unknown>).id);
        await ctx.db
          .updateTable('recipe_templates')
          .set({ details: JSON.stringify(details), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        return detailOf(ctx, d, id);
      },
    }),

    /** findById?id: the header and its bunkers in sheet order. */
    detail: { input: () => input({ id: wire.id() }), handler: async (ctx, d) => detailOf(ctx, d, idParam(ctx, d)) },
    detailSort: { input: () => input({ id: wire.id() }), handler: async (ctx, d) => (await detailOf(ctx, d, idParam(ctx, d))).details },

    /** saveDetailSortIndex: new places for the template's materials (every one of them, each once). */
    saveDetailSort: override({
      write: true,
      input: () => input({ id: wire.id(), details: z.array(z.object({ siloId: wire.id(), sortIndex: wire.int({ min: 0 }) }), { error: 'invalid' }).min(1) }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const id = idParam(ctx, d);
        await lockRecord(ctx, d, id);
        const row = await ctx.db.selectFrom('recipe_templates').select('details').where('id', '=', id).executeTakeFirstOrThrow();
        const sent = ctx.input.details;
        const index = new Map(sent.map((x) => [x.siloId, x.sortIndex]));
        if (index.size !== sent.length || index.size !== row.details.length) throw invalid('details');
        const details = row.details.map((x) => {
          const sortIndex = index.get(x.siloId);
          if (sortIndex === undefined) throw invalid('details');
          return { ...x, sortIndex };
        });
        await ctx.db
          .updateTable('recipe_templates')
          .set({ details: JSON.stringify(details), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await ctx.audit('sort', d.name, id, { order: ordered(details).map((x) => x.siloId) });
        return detailOf(ctx, d, id);
      },
    }),

    /** update-state?id: takes a template out of use, or back. */
    updateState: {
      write: true,
      input: () => input({ id: wire.id() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const id = idParam(ctx, d);
        await lockRecord(ctx, d, id);
        await ctx.db
          .updateTable('recipe_templates')
          .set({ state: sql`1 - state`, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await ctx.audit('updateState', d.name, id);
        return fetchOne(ctx, d, id);
      },
    },

    /** mixer-bunker-list?hostId: the bunkers (silos) of a production line, with their material and level. */
    bunkers: {
      input: () => input({ hostId: wire.id() }),
      handler: async (ctx) => {
        const rows = await bunkersOf(ctx, Number(ctx.input.hostId));
        if (!rows.length) throw notFound();
        return rows.map((s) => ({
          siloId: s.id,
          siloName: s.name,
          materialName: s.material_name,
          materialCode: s.material_code,
          capacity: Number(s.capacity),
          level: Number(s.level),
        }));
      },
    },
  },
});
