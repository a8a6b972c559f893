import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PageMarker } from './page-marker';
import { usePagedRows } from './use-paged-rows';

export interface BoardColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

/** The smallest a table's type gets to fit its box: 20 px type at 15 px (widgets.css). */
export const MIN_TABLE_ZOOM = 0.75;

/**
 * How much a table is zoomed out to fit its box: none when it fits, else its share of the box,
 * down to `MIN_TABLE_ZOOM` (then the box's edge cuts it). Widths as measured at `zoom`.
 */
export function fitZoom(tableWidth: number, boxWidth: number, zoom: number): number {
  if (!boxWidth || !tableWidth || tableWidth <= boxWidth + 0.5) return zoom;
  return Math.max(MIN_TABLE_ZOOM, Math.floor(((zoom * boxWidth) / tableWidth) * 100) / 100);
}

/**
 * A plain, large-type table for walls. It shows only whole rows: those that do not fit its box
 * turn in pages (pausing while the pointer is over it); `max` caps a page for legibility. A table
 * wider than its box (long words of a language, a Spanish "Desconectado" in a narrow panel) takes
 * smaller type until it fits rather than leave its last columns out; it keeps that size while its
 * headers stay the same, so its pages do not change size as they turn.
 */
export function BoardTable<T>({
  columns,
  rows,
  rowKey,
  max,
  empty,
  size = 'normal',
}: {
  columns: BoardColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  max?: number;
  empty: string;
  size?: 'compact' | 'normal' | 'huge';
}) {
  const paged = usePagedRows(rows, { max });
  const table = useRef<HTMLTableElement>(null);
  const titles = columns.map((c) => c.title).join('\n');
  const [fit, setFit] = useState({ titles, zoom: 1 });
  const zoom = fit.titles === titles ? fit.zoom : 1;
  useLayoutEffect(() => {
    const box = paged.box.current;
    if (!table.current || !box) return;
    const next = fitZoom(table.current.getBoundingClientRect().width, box.getBoundingClientRect().width, zoom);
    if (next !== zoom) setFit({ titles, zoom: next });
  }, [paged.box, paged.rows, titles, zoom]);
  if (!rows.length) return <div className="board-nodata">{empty}</div>;
  return (
    <div className="board-pages" ref={paged.box} {...paged.hover}>
      <table ref={table} className={`board-table board-table-${size}`} style={zoom < 1 ? { zoom } : undefined}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} style={{ width: c.width, textAlign: c.align }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paged.rows.map((r) => (
            <tr key={rowKey(r)} data-page-row>
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align }}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <PageMarker page={paged.page} pages={paged.pages} />
    </div>
  );
}
