import type { FieldDef, FieldType } from '../../domain/resources/types';
import { minColumnWidth } from './column-prefs';

/**
 * The width of a column whose declaration names none, by what its values look like: a date, a
 * datetime, a figure, a tag, a name (docs/decisions.md "Every table column has a width").
 */
export const TYPE_WIDTHS: Readonly<Record<FieldType, number>> = {
  string: 120,
  textarea: 200,
  ref: 140,
  enum: 100,
  bool: 80,
  int: 90,
  decimal: 110,
  date: 110,
  datetime: 160,
};
/** Money held in fen shows as yuan with separators: as wide as a decimal amount. */
const FEN_WIDTH = 120;

/**
 * A column's width and the least it may be dragged to: what the user dragged it to, else what
 * the field declares, else what its type takes; never less than its header needs (the label and
 * the sorter), so a header is never cut.
 */
export function columnWidth(f: FieldDef, label: string, saved?: number): { width: number; min: number } {
  const min = minColumnWidth(label, !!f.sortable);
  const own = saved ?? f.width ?? (f.unit === 'fen' ? FEN_WIDTH : TYPE_WIDTHS[f.type]);
  return { width: Math.max(min, own), min };
}

/**
 * How wide the table scrolls: the sum of its columns, the selection and the row actions included.
 * A table is never wider than this, whatever its content, and never narrower than its box (antd
 * gives the extra room to the columns), so the column fixed at the right always comes after the
 * last scrolling one: scrolled to the end, no column lies under it.
 */
export function tableScrollWidth(widths: ReadonlyArray<number | undefined>): number {
  return widths.reduce<number>((sum, w) => sum + (w ?? 0), 0);
}
