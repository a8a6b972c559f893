import type { PrintDocument, PrintFormat } from '../../src/domain/resources/print';
import type { ResourceDef } from '../../src/domain/resources/types';
import { fenToYuan, formatScaled, groupThousands, sumDecimals, toScaled } from './decimal';

/** What a document's server hook (or the record alone) gives the renderer. */
export interface PrintData {
  /** the record in wire names, plus any field the hook adds */
  record: Record<string, unknown>;
  /** the table's lines, by the name `table.lines` gives */
  lines?: Record<string, readonly Record<string, unknown>[]>;
  /** the organisation the record belongs to; the printed job is kept under it */
  orgId: string;
}

export interface PreparedCell {
  label: string;
  value: string;
  span: number;
}
export interface PreparedColumn {
  label: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

/** A document with every label in the caller's language and every value formatted: what the layout draws. */
export interface PreparedDocument {
  title: string;
  code: string;
  /** between a label and its value: full width in Chinese and Japanese */
  colon: string;
  /** a reprint carries this mark beside the title */
  mark?: string;
  headerColumns: number;
  header: PreparedCell[];
  tableTitle?: string;
  columns: PreparedColumn[];
  rows: string[][];
  /** printed across the table in place of rows when it has none (`table.empty`) */
  emptyTable?: string;
  totals: Array<{ label: string; value: string }>;
  signatures: string[];
  /** left of every page's foot (printed by, printed at) */
  foot: string;
  /** right of every page's foot, with `{n}` and `{total}` for the page and the page count */
  pageLabel: string;
}

export interface PrepareContext {
  /** a label key in the caller's language */
  label: (key: string, params?: Record<string, string | number>) => string;
  /** a time as `YYYY-MM-DD HH:mm:ss` in the plant's time zone */
  formatTime: (d: Date | string) => string;
  printedBy: string;
  printedAt: Date;
  reprint: boolean;
}

const SCALE: Partial<Record<PrintFormat, number>> = { decimal: 2, quantity: 2, money: 2 };

/** One value as printed. Times are plant time; decimals exact, never through a float. */
export function formatValue(value: unknown, format: PrintFormat | undefined, pc: Pick<PrepareContext, 'formatTime'>): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'datetime':
      return value instanceof Date || typeof value === 'string' ? pc.formatTime(value) : String(value);
    case 'date':
      return (value instanceof Date ? pc.formatTime(value) : String(value)).slice(0, 10);
    case 'fen': {
      const y = fenToYuan(value);
      return y === undefined ? String(value) : groupThousands(y);
    }
    case 'decimal':
    case 'quantity':
    case 'money': {
      const scale = SCALE[format]!;
      const n = toScaled(value, scale);
      if (n === undefined) return String(value);
      const text = formatScaled(n, scale);
      return format === 'money' ? groupThousands(text) : text;
    }
    default:
      return value instanceof Date ? pc.formatTime(value) : String(value);
  }
}

function fieldLabel(def: ResourceDef, field: string, explicit: string | undefined, label: PrepareContext['label']): string {
  const declared = def.fields.find((f) => f.name === field)?.label;
  return label(explicit ?? declared ?? field);
}

/** Enum fields print their option's label, not the stored code. */
function shown(def: ResourceDef, field: string, value: unknown, format: PrintFormat | undefined, pc: PrepareContext): string {
  const f = def.fields.find((x) => x.name === field);
  const option = f?.options?.find((o) => String(o.value) === String(value));
  if (option) return pc.label(option.label);
  return formatValue(value, format ?? (f?.type === 'datetime' ? 'datetime' : f?.type === 'date' ? 'date' : f?.type === 'decimal' ? 'decimal' : undefined), pc);
}

/** Resolves a declared document against its data: labels, formats, exact totals. */
export function prepareDocument(def: ResourceDef, doc: PrintDocument, data: PrintData, pc: PrepareContext): PreparedDocument {
  const { record } = data;
  const lines = doc.table ? (data.lines?.[doc.table.lines] ?? []) : [];
  // a table with nothing to list says so when its document names the words, and nothing sums it
  const empty = doc.table?.empty && !lines.length ? pc.label(doc.table.empty) : undefined;
  const totals = (doc.totals ?? [])
    .filter((t) => !(empty && t.sum !== undefined))
    .map((t) => {
      const column = doc.table?.columns.find((c) => c.field === t.sum);
      const format = t.format ?? column?.format ?? 'decimal';
      const value =
        t.sum !== undefined
          ? formatValue(
              sumDecimals(
                lines.map((l) => l[t.sum!]),
                format === 'fen' ? 0 : (SCALE[format] ?? 2),
              ),
              format,
              pc,
            )
          : shown(def, t.field ?? '', record[t.field ?? ''], format, pc);
      return { label: pc.label(t.label), value };
    });
  const colon = pc.label('print.colon');
  return {
    title: pc.label(doc.title),
    code: String(record[doc.codeField] ?? ''),
    mark: pc.reprint ? pc.label('print.copyMark') : undefined,
    headerColumns: Math.max(1, doc.headerColumns ?? 2),
    header: doc.header.map((h) => ({
      label: fieldLabel(def, h.field, h.label, pc.label),
      value: shown(def, h.field, record[h.field], h.format, pc),
      span: Math.max(1, h.span ?? 1),
    })),
    tableTitle: doc.table?.title ? pc.label(doc.table.title) : undefined,
    columns: (doc.table?.columns ?? []).map((c) => ({
      label: pc.label(c.label ?? c.field),
      width: c.width,
      align: c.align ?? (c.format && c.format !== 'text' && c.format !== 'datetime' && c.format !== 'date' ? 'right' : 'left'),
    })),
    rows: lines.map((l) => (doc.table?.columns ?? []).map((c) => formatValue(l[c.field], c.format, pc))),
    emptyTable: empty,
    totals,
    signatures: (doc.signatures ?? []).map((s) => pc.label(s)),
    colon,
    foot: `${pc.label('print.printedBy')}${colon}${pc.printedBy}    ${pc.label('print.printedAt')}${colon}${pc.formatTime(pc.printedAt)}`,
    pageLabel: pc.label('print.page', { n: '{n}', total: '{total}' }),
  };
}
