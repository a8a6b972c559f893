import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageOf, rowsPerPage } from './paged-rows';

/** A page stays long enough to read a row from across the room. */
export const PAGE_MS = 8000;
/** Canvas pixels of the page marker under the rows (widgets.css `.board-page-marker`). */
export const MARKER_PX = 30;

/**
 * The rows of a board list that fit its box whole, paged every `pageMs` while the pointer is not
 * over the list. The box is measured (it is laid out by the board's grid); its rows carry
 * `data-page-row`.
 */
export function usePagedRows<T>(rows: readonly T[], { max, pageMs = PAGE_MS }: { max?: number; pageMs?: number } = {}) {
  const box = useRef<HTMLDivElement>(null);
  const [perPage, setPerPage] = useState(() => Math.max(1, Math.min(rows.length, max ?? Infinity)));
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const view = pageOf(rows, perPage, tick);

  useEffect(() => {
    if (view.pages <= 1 || paused) return undefined;
    const timer = setInterval(() => setTick((x) => x + 1), pageMs);
    return () => clearInterval(timer);
  }, [view.pages, paused, pageMs]);

  const total = rows.length;
  const shown = view.rows.length;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const items = el.querySelectorAll<HTMLElement>('[data-page-row]');
      if (!items.length || !el.offsetHeight) return;
      const outer = el.getBoundingClientRect();
      const first = items[0].getBoundingClientRect();
      const scale = outer.height / el.offsetHeight;
      const rowHeight = Math.max(...[...items].map((i) => i.getBoundingClientRect().height));
      const pitch = items.length > 1 ? items[1].getBoundingClientRect().top - first.top : rowHeight;
      setPerPage(rowsPerPage({ room: outer.bottom - first.top, pitch, rowHeight, marker: MARKER_PX * scale }, total, max));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [total, shown, max]);

  return {
    box,
    rows: view.rows,
    page: view.page,
    pages: view.pages,
    hover: { onPointerEnter: () => setPaused(true), onPointerLeave: () => setPaused(false) },
  };
}
