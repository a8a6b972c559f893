import { useLayoutEffect, useState, type RefObject } from 'react';

/** The box around a row's actions (and their header), measured by useRowActionsWidth. */
export const ROW_ACTIONS_CLASS = 'mb-row-actions';
export const rowActionsBoxStyle = { display: 'inline-block', width: 'max-content' } as const;

/**
 * Every table scrolls over the sum of its columns' widths (column-widths.ts), and antd lays a column
 * without a width out in what `scroll.x` leaves: nothing once the declared columns are wider than
 * the table, so the fixed actions would lie over the last columns. The row actions declare no width
 * (each screen has its own buttons), so their column takes the width of the widest actions rendered
 * (or of its header), cell padding included, measured once the rows are on screen and before they
 * are painted.
 */
export function useRowActionsWidth(box: RefObject<HTMLElement | null>, enabled: boolean, remeasureOn: readonly unknown[]): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!enabled || !box.current) return;
    let widest = 0;
    for (const el of box.current.querySelectorAll<HTMLElement>(`.${ROW_ACTIONS_CLASS}`)) {
      const { width: content } = el.getBoundingClientRect();
      // a table in a hidden tab or view has no layout: it keeps the width it was last shown with
      if (!content) continue;
      const cell = getComputedStyle(el.parentElement!);
      widest = Math.max(widest, content + parseFloat(cell.paddingLeft) + parseFloat(cell.paddingRight));
    }
    if (widest) setWidth(Math.ceil(widest));
  }, [enabled, box, ...remeasureOn]); // eslint-disable-line react-hooks/exhaustive-deps
  return width;
}
