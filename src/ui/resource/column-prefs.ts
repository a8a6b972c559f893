import { fenToYuan } from '../../domain/sales/money';

/** Spec §3 saved preferences: columnNames (shown), columnOrders, columnWidths, tableSize. */
export interface ColumnPrefs {
  columnNames: string[];
  columnOrders: string[];
  columnWidths: Record<string, number>;
  columnFixed: Record<string, 'left' | 'right'>;
  tableSize: TableSize;
}
export type TableSize = 'large' | 'middle' | 'small';
/** Spec §9 row heights: loose 48, default 32, compact 40 (as the spec says). */
export const ROW_HEIGHTS: Record<TableSize, number> = { large: 48, middle: 32, small: 40 };
export const MAX_FIXED_PER_SIDE = 2;
export const PAGE_SIZES = [20, 50, 100, 200, 500, 1000, 2000];
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_COUNT = 11;
export const FULL_EXPORT = { page: 1, limit: 50000 };
export const IMPORT_LIMIT_MB = 1;

export type PrefsError = 'keepOne' | 'maxLeft' | 'maxRight';
/** The spec's messages (zh); the UI shows their translations. */
export const PREFS_MESSAGES: Record<PrefsError, string> = { keepOne: '请保留至少一列', maxLeft: '首列最多固定2个', maxRight: '尾列最多固定2个' };

export function defaultPrefs(columns: readonly string[]): ColumnPrefs {
  return { columnNames: [...columns], columnOrders: [...columns], columnWidths: {}, columnFixed: {}, tableSize: 'middle' };
}

/** Spec §5: minimum width when resizing: 20 + 14 per label character + 1, plus 24 if sortable. */
export function minColumnWidth(label: string, sortable = false): number {
  return 20 + 14 * [...label].length + 1 + (sortable ? 24 : 0);
}

export function setShown(p: ColumnPrefs, names: string[]): ColumnPrefs | PrefsError {
  if (!names.length) return 'keepOne';
  return { ...p, columnNames: p.columnOrders.filter((n) => names.includes(n)) };
}

export function toggleShown(p: ColumnPrefs, name: string, shown: boolean): ColumnPrefs | PrefsError {
  return setShown(p, shown ? [...p.columnNames, name] : p.columnNames.filter((n) => n !== name));
}

export function setFixed(p: ColumnPrefs, name: string, side: 'left' | 'right' | undefined): ColumnPrefs | PrefsError {
  const fixed = { ...p.columnFixed };
  delete fixed[name];
  if (side) {
    if (Object.values(fixed).filter((s) => s === side).length >= MAX_FIXED_PER_SIDE) return side === 'left' ? 'maxLeft' : 'maxRight';
    fixed[name] = side;
  }
  return { ...p, columnFixed: fixed };
}

export function move(p: ColumnPrefs, from: number, to: number): ColumnPrefs {
  const order = [...p.columnOrders];
  const [x] = order.splice(from, 1);
  order.splice(to, 0, x);
  return { ...p, columnOrders: order, columnNames: order.filter((n) => p.columnNames.includes(n)) };
}

export function setWidth(p: ColumnPrefs, name: string, width: number, min: number): ColumnPrefs {
  return { ...p, columnWidths: { ...p.columnWidths, [name]: Math.max(min, Math.round(width)) } };
}

/** Visible columns in order: fixed-left first, then the rest, fixed-right last. */
export function visibleColumns(p: ColumnPrefs): Array<{ name: string; fixed?: 'left' | 'right'; width?: number }> {
  const shown = p.columnOrders.filter((n) => p.columnNames.includes(n));
  const side = (n: string) => (p.columnFixed[n] === 'left' ? 0 : p.columnFixed[n] === 'right' ? 2 : 1);
  return [...shown].sort((a, b) => side(a) - side(b)).map((name) => ({ name, fixed: p.columnFixed[name], width: p.columnWidths[name] }));
}

/** localStorage key: per route name and table id. */
export const prefsKey = (routeName: string, tableId: string) => `mixboard.table.${routeName}.${tableId}`;

export function loadPrefs(storage: Pick<Storage, 'getItem'>, key: string, columns: readonly string[]): ColumnPrefs {
  const base = defaultPrefs(columns);
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as Partial<ColumnPrefs> | null;
    if (!saved) return base;
    const known = (xs: unknown) => (Array.isArray(xs) ? xs.filter((x): x is string => columns.includes(x as string)) : []);
    const orders = known(saved.columnOrders);
    const names = known(saved.columnNames);
    return {
      columnOrders: [...orders, ...columns.filter((c) => !orders.includes(c))],
      columnNames: names.length ? names : base.columnNames,
      columnWidths: typeof saved.columnWidths === 'object' && saved.columnWidths ? saved.columnWidths : {},
      columnFixed: typeof saved.columnFixed === 'object' && saved.columnFixed ? saved.columnFixed : {},
      tableSize: saved.tableSize && saved.tableSize in ROW_HEIGHTS ? saved.tableSize : 'middle',
    };
  } catch {
    return base;
  }
}

export function savePrefs(storage: Pick<Storage, 'setItem'>, key: string, p: ColumnPrefs): void {
  storage.setItem(key, JSON.stringify(p));
}

/**
 * Summary row: sums number columns exactly, '--' for the others. Each column is summed in units of
 * its smallest decimal: the declared `scale` (2, money, when none is declared) or more if a value
 * has more digits, so m³ to three decimals add up as exactly as yuan to two. A `fen` column (money
 * kept in whole fen) is summed in fen and shown in yuan.
 */
export function summaryRow(
  rows: Array<Record<string, unknown>>,
  columns: Array<{ name: string; summary?: boolean; scale?: number; fen?: boolean }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of columns) {
    if (!c.summary) {
      out[c.name] = '--';
      continue;
    }
    const values = rows.map((r) => String(r[c.name] ?? '').trim()).filter((v) => /^-?\d+(\.\d+)?$/.test(v));
    const scale = Math.max(c.scale ?? 2, ...values.map((v) => (v.split('.')[1] ?? '').length));
    const unit = 10n ** BigInt(scale);
    let total = 0n;
    for (const v of values) {
      const [i, f = ''] = v.replace('-', '').split('.');
      const n = BigInt(i) * unit + BigInt(f.padEnd(scale, '0') || '0');
      total += v.startsWith('-') ? -n : n;
    }
    if (c.fen && scale === 0) {
      out[c.name] = fenToYuan(Number(total));
      continue;
    }
    const abs = total < 0n ? -total : total;
    out[c.name] = `${total < 0n ? '-' : ''}${abs / unit}${scale ? `.${String(abs % unit).padStart(scale, '0')}` : ''}`;
  }
  return out;
}
