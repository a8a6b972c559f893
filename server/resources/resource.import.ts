import ExcelJS from 'exceljs';
import { columnOf, type ResourceDef } from '../../src/domain/resources/types';
import { checkField, writableFields } from '../../src/domain/resources/rules';
import { labelOf } from '../../src/domain/resources/labels';
import { LANGS, formatMessage } from '../../src/domain/server-messages';
import type { CallContext } from '../http/call';
import { BizError } from '../http/errors';
import { writeAudit } from '../modules/audit/audit.repository';
import { anyDb, scoped } from './resource.query';
import { guard, insertRecords } from './resource.handlers';
import { DEFAULT_LIMITS, UnsafeXlsx, checkXlsx } from './xlsx-guard';

export const IMPORT_LIMIT_MB = 1;

export interface RowError {
  row: number;
  field: string;
  msg: string;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof v === 'object') {
    if ('text' in v) return String((v as { text: unknown }).text);
    if ('result' in v) return String((v as { result: unknown }).result ?? '');
    if ('richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
    return '';
  }
  return String(v);
}

/**
 * Imports an .xlsx sent as the request body: checked by `checkXlsx` first, the header row maps
 * columns by label (any language) or wire name, every row is validated, and nothing is written
 * when any row is bad (each bad row is reported with its row number and field). Served without
 * the call's own transaction: it opens one for the inserts and answers only after it committed.
 */
export async function importXlsx(ctx: CallContext, def: ResourceDef) {
  await guard(ctx, def, 'import');
  const body = (ctx.body as { file?: unknown } | null)?.file;
  if (!Buffer.isBuffer(body)) throw new BizError(400, 'importType', { field: 'file' }, 'file');
  if (body.length > IMPORT_LIMIT_MB * 1024 * 1024) throw new BizError(400, 'importTooBig', { n: IMPORT_LIMIT_MB, field: 'file' }, 'file');
  try {
    checkXlsx(body);
  } catch (e) {
    if (e instanceof UnsafeXlsx) {
      if (e.reason === 'type') throw new BizError(400, 'importType', { field: 'file' }, 'file');
      if (e.reason === 'rows') throw new BizError(400, 'importTooManyRows', { n: DEFAULT_LIMITS.maxRows, field: 'file' }, 'file');
      throw new BizError(400, 'importUnsafe', { field: 'file' }, 'file');
    }
    throw new BizError(400, 'importUnsafe', { field: 'file' }, 'file');
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new BizError(400, 'importType', { field: 'file' }, 'file');
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 2) throw new BizError(400, 'importEmpty', { field: 'file' }, 'file');

  const fields = writableFields(def);
  const byHeader = new Map<string, (typeof fields)[number]>();
  for (const f of fields) {
    byHeader.set(f.name.toLowerCase(), f);
    for (const l of LANGS) byHeader.set(labelOf(f.label, l).toLowerCase(), f);
  }
  const header = (ws.getRow(1).values as ExcelJS.CellValue[]).map((v) => cellText(v).trim().toLowerCase());
  const cols = header.map((h) => byHeader.get(h));

  const errors: RowError[] = [];
  const records: Array<{ row: number; values: Record<string, unknown> }> = [];
  const seen = new Map<string, number>();
  const columnLabel = (fieldName: string) => {
    const f = def.fields.find((x) => x.name === fieldName);
    return f ? labelOf(f.label, ctx.lang) : fieldName;
  };
  const err = (row: number, fieldName: string, key: Parameters<typeof formatMessage>[0], params: Record<string, string | number> = {}) => {
    errors.push({ row, field: fieldName, msg: formatMessage(key, ctx.lang, { field: columnLabel(fieldName), ...params }) });
  };
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const input: Record<string, unknown> = {};
    (row.values as ExcelJS.CellValue[]).forEach((v, i) => {
      const f = cols[i];
      if (f) input[f.name] = cellText(v);
    });
    if (Object.values(input).every((v) => v === '')) return;
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      const opt = f.options?.find((o) => [String(o.value), ...LANGS.map((l) => labelOf(o.label, l))].includes(String(input[f.name] ?? '')));
      const r = checkField(f, opt ? opt.value : input[f.name]);
      if (r.error) err(n, f.name, r.error.key, { max: r.error.max ?? '' });
      else if (r.value !== null) values[columnOf(f)] = r.value;
    }
    for (const f of fields.filter((x) => x.unique)) {
      const v = values[columnOf(f)];
      if (v === undefined) continue;
      const k = `${f.name}:${v}`;
      if (seen.has(k)) err(n, f.name, 'duplicate');
      else seen.set(k, n);
    }
    records.push({ row: n, values });
  });
  if (!records.length && !errors.length) throw new BizError(400, 'importEmpty', { field: 'file' }, 'file');

  // unique values already stored
  for (const f of fields.filter((x) => x.unique)) {
    const vals = records.map((r) => r.values[columnOf(f)]).filter((v) => v !== undefined);
    if (!vals.length) continue;
    const hit = await scoped(anyDb(ctx).selectFrom(`${def.table} as t`), def, ctx)
      .select(`t.${columnOf(f)} as v`)
      .where(`t.${columnOf(f)}`, 'in', vals)
      .execute();
    const taken = new Set(hit.map((h) => String(h.v)));
    for (const r of records) if (taken.has(String(r.values[columnOf(f)]))) err(r.row, f.name, 'duplicate');
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    const first = errors[0];
    ctx.reply.send({
      code: 400,
      msg: formatMessage('importRow', ctx.lang, { row: first.row, field: columnLabel(first.field), msg: first.msg }),
      data: { field: first.field, errors },
    });
    return undefined;
  }
  // one transaction of its own, committed before the answer is sent
  await ctx.services.db.transaction().execute(async (tx) => {
    const txCtx: CallContext = {
      ...ctx,
      db: tx,
      audit: (action, entity, entityId, detail) =>
        writeAudit(tx, { user: ctx.user, orgId: ctx.orgId, ip: ctx.ip, action, entity, entityId: String(entityId), detail }),
    };
    await insertRecords(
      txCtx,
      def,
      records.map((r) => r.values),
    );
    await txCtx.audit('import', def.name, '', { rows: records.length });
  });
  ctx.reply.send({ code: 200, msg: 'ok', data: { imported: records.length } });
  return undefined;
}
