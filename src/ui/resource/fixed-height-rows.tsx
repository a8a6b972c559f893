import type { HTMLAttributes, Ref } from 'react';
import { ROW_HEIGHTS, type TableSize } from './column-prefs';

type RowProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/**
 * A row of antd's virtual table that is never measured. rc-table hands each row's element to
 * rc-virtual-list through its `ref`, and the list then reads every rendered row's height and
 * computed margins (a forced layout on each scroll step) and renders the window again whenever a
 * row is new to it. Our rows all have the height of their size (ROW_HEIGHTS), so the element is
 * kept back and the list places rows by index × `listItemHeight` alone.
 */
function UnmeasuredRow({ ref: _measuredBy, ...row }: RowProps) {
  return <div {...row} />;
}

/**
 * What antd's `<Table virtual>` needs to trust the row height: `listItemHeight` (antd passes its
 * props on to rc-table's VirtualTable, so ours replaces antd's estimate from the theme's cell
 * padding, which is taller than our rows), the unmeasured row for `components.body.row`, and the
 * row style that draws every row at exactly that height.
 */
export function fixedHeightRows(size: TableSize) {
  return { listItemHeight: ROW_HEIGHTS[size], row: UnmeasuredRow, rowStyle: { height: ROW_HEIGHTS[size] } };
}
