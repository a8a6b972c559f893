import type { ReactNode } from 'react';
import { PageMarker } from './page-marker';
import { usePagedRows } from './use-paged-rows';

export interface BoardColumn<T> { key: string; title: string; render: (row: T) => ReactNode; width?: number | string; align?: 'left' | 'right' | 'center' }

/**
 * A plain, large-type table for walls. It shows only whole rows: those that do not fit its box
 * turn in pages (pausing while the pointer is over it); `max` caps a page for legibility.
 */
export function BoardTable<T>({ columns, rows, rowKey, max, empty, size = 'normal' }: {
  columns: BoardColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number; max?: number; empty: string; size?: 'compact' | 'normal' | 'huge';
}) {
  const paged = usePagedRows(rows, { max });
  if (!rows.length) return <div className="board-nodata">{empty}</div>;
  return (
    <div className="board-pages" ref={paged.box} {...paged.hover}>
      <table className={`board-table board-table-${size}`}>
        <thead>
          <tr>{columns.map((c) => <th key={c.key} style={{ width: c.width, textAlign: c.align }}>{c.title}</th>)}</tr>
        </thead>
        <tbody>
          {paged.rows.map((r) => (
            <tr key={rowKey(r)} data-page-row>{columns.map((c) => <td key={c.key} style={{ textAlign: c.align }}>{c.render(r)}</td>)}</tr>
          ))}
        </tbody>
      </table>
      <PageMarker page={paged.page} pages={paged.pages} />
    </div>
  );
}
