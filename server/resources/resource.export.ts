import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import type { Lang } from '../../src/domain/server-messages';
import { labelOf } from '../../src/domain/resources/labels';
import { declaredTitles } from '../../src/domain/resources/registry';
import type { CallContext } from '../http/call';
import { invalid } from '../http/errors';
import { anyDb, applyOrder, applySearch, baseQuery, idRef, scoped, selectWire, type AnyDb } from './resource.query';
import { guard } from './resource.handlers';
import type { QueryEnv } from './read-view';
import type { CellPlan } from './xlsx-cells.mjs';
import { XlsxSheetWriter } from './xlsx-writer';

/** How a field's values become cells: numbers as numbers, money in fen as yuan, enums and declared names by label, formulas defused. */
export function planOf(f: FieldDef, lang: Lang): CellPlan {
  const titles = declaredTitles(f);
  if (titles) return { name: f.name, kind: 'label', labels: Object.fromEntries(Object.entries(titles).map(([v, key]) => [v, labelOf(key, lang)])) };
  if (f.options) return { name: f.name, kind: 'label', labels: Object.fromEntries(f.options.map((o) => [String(o.value), labelOf(o.label, lang)])) };
  if (f.unit === 'fen') return { name: f.name, kind: 'fen' };
  if (f.type === 'decimal') return { name: f.name, kind: 'number' };
  if (f.type === 'bool') return { name: f.name, kind: 'bool' };
  return { name: f.name, kind: 'text' };
}

const BATCH = 50;

/**
 * One batch of wire rows, encoded by the database as a single JSON text that goes to the xlsx
 * worker unparsed: decoding every value through the driver (PGlite decodes in JavaScript) costs
 * three times the whole export, and its garbage pauses every other call on this thread. Wire
 * values are text or plain numbers already (resource.query selectExpr), so JSON carries them
 * unchanged. The shorter each query, the sooner a waiting call gets the connection.
 */
async function readBatch(db: AnyDb, rows: ReturnType<typeof selectWireOf>): Promise<string> {
  const res = (await db
    .selectFrom(rows.as('r'))
    .select(sql<string>`json_agg(r)::text`.as('batch'))
    .executeTakeFirst()) as { batch: string | null } | undefined;
  return res?.batch ?? '';
}

/** The wire rows of a query (what readBatch encodes). */
const selectWireOf = (env: QueryEnv, q: ReturnType<typeof baseQuery>, def: ResourceDef) => q.select(selectWire(env, def));

/**
 * Streams the rows the search selects as .xlsx: the current page (page/limit), the selected rows
 * (`ids`) or the full export (page 1, limit 50000), in batches so memory stays flat.
 */
export async function exportXlsx(ctx: CallContext, def: ResourceDef): Promise<void> {
  await guard(ctx, def, 'export');
  const { page, limit } = ctx.params.paging();
  const ids = ctx.params.list('ids').map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n))) throw invalid('ids');
  const wanted = ctx.params.list('columns').map(String);
  const fields = (wanted.length ? wanted : [...def.columns]).map((n) => def.fields.find((f) => f.name === n)).filter((f) => !!f);
  if (!fields.length) throw invalid('columns');
  const fileName = (ctx.params.str('fileName') ?? 'excel').replace(/[^\w\u4e00-\u9fa5-]/g, '_').slice(0, 60);

  const out = new PassThrough();
  ctx.reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`);
  void ctx.reply.send(out);

  const sheet = new XlsxSheetWriter(
    fields.map((f) => ({ header: labelOf(f.label, ctx.lang), key: f.name, width: Math.max(12, Math.round((f.width ?? 120) / 8)) })),
    fields.map((f) => planOf(f, ctx.lang)),
    def.id,
    out,
  );
  // background reads: a call waiting for the connection goes before the export's next batch
  const db = anyDb({ db: ctx.services.background });
  const env = ctx.services.query;
  const idCol = idRef(def);
  const selected = () => {
    let q = applySearch(env, scoped(baseQuery(db, def), def, ctx), def, ctx.params);
    if (ids.length) q = q.where(idCol, 'in', ids);
    return q;
  };
  try {
    // The ids in export order first (one light query), then the rows by id in small batches: each
    // batch is an index lookup instead of an ever deeper OFFSET, and the connection is released
    // between batches so other calls are not queued behind the export.
    const order = (await applyOrder(env, selected().select(sql.ref(idCol).as('id')), def, ctx.params)
      .limit(ids.length ? ids.length : limit)
      .offset(ids.length ? 0 : (page - 1) * limit)
      .execute()) as Array<{ id: number }>;
    for (let i = 0; i < order.length; i += BATCH) {
      const batch = order.slice(i, i + BATCH).map((r) => r.id);
      await sheet.add(await readBatch(db, selectWireOf(env, selected(), def).where(idCol, 'in', batch)), batch);
      // let other requests in between batches: a resolved await would not
      await new Promise((res) => setImmediate(res));
    }
    await sheet.end();
  } catch (e) {
    sheet.abort();
    out.destroy(e as Error);
  }
}
