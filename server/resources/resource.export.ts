import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnOf, idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import { labelOf } from '../../src/domain/resources/labels';
import type { CallContext } from '../http/call';
import { invalid } from '../http/errors';
import { anyDb, applyOrder, applySearch, baseQuery, scoped, selectWire } from './resource.query';
import { guard } from './resource.handlers';

/** A cell that a spreadsheet would run as a formula is written as text (CSV/formula injection). */
export function escapeCell(v: unknown): unknown {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

const BATCH = 2000;

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
  ctx.reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`);
  void ctx.reply.send(out);

  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('Sheet1');
  ws.columns = fields.map((f) => ({ header: labelOf(f.label, ctx.lang), key: f.name, width: Math.max(12, Math.round((f.width ?? 120) / 8)) }));
  const db = anyDb(ctx);
  const base = () => {
    let q = applySearch(scoped(baseQuery(db, def), def, ctx), def, ctx.params);
    if (ids.length) q = q.where(`t.${idColumnOf(def)}`, 'in', ids);
    return applyOrder(q.select(selectWire(def) as any), def, ctx.params);
  };
  const startOffset = ids.length ? 0 : (page - 1) * limit;
  const total = ids.length ? ids.length : limit;
  try {
    for (let done = 0; done < total;) {
      const n = Math.min(BATCH, total - done);
      const rows = await base().limit(n).offset(startOffset + done).execute() as Record<string, unknown>[];
      for (const r of rows) {
        const cells: Record<string, unknown> = {};
        for (const f of fields) {
          const v = r[f.name];
          cells[f.name] = f.type === 'decimal' && v !== null && v !== undefined ? Number(v)
            : f.options ? (f.options.find((o) => String(o.value) === String(v))?.label ? labelOf(f.options.find((o) => String(o.value) === String(v))!.label, ctx.lang) : v)
              : f.type === 'bool' ? (v ? '✓' : '') : escapeCell(v);
        }
        ws.addRow(cells).commit();
      }
      done += rows.length;
      if (rows.length < n) break;
      // let other requests run between batches
      await new Promise((res) => setImmediate(res));
    }
    ws.commit();
    await wb.commit();
  } catch (e) {
    out.destroy(e as Error);
  }
  void columnOf;
}
