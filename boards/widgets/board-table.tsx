import type { ReactNode } from 'react';

export interface BoardColumn<T> { key: string; title: string; render: (row: T) => ReactNode; width?: number | string; align?: 'left' | 'right' | 'center' }

/** A plain, large-type table for walls: no paging, rows beyond `max` are cut. */
export function BoardTable<T>({ columns, rows, rowKey, max = 12, empty, size = 'normal' }: {
  columns: BoardColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number; max?: number; empty: string; size?: 'compact' | 'normal' | 'huge';
}) {
  if (!rows.length) return <div className="board-nodata">{empty}</div>;
  return (
    <table className={`board-table board-table-${size}`}>
      <thead>
        <tr>{columns.map((c) => <th key={c.key} style={{ width: c.width, textAlign: c.align }}>{c.title}</th>)}</tr>
      </thead>
      <tbody>
        {rows.slice(0, max).map((r) => (
          <tr key={rowKey(r)}>{columns.map((c) => <td key={c.key} style={{ textAlign: c.align }}>{c.render(r)}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}
