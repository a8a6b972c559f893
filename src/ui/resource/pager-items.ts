import { PAGER_COUNT } from './column-prefs';

/** A page button, or a jump over the hidden pages before or after the current one. */
export type PagerItem = number | 'jumpPrev' | 'jumpNext';

/**
 * The buttons of a pager that shows at most `count` page numbers (spec §9: pager count 11): every
 * page when they fit, else the first and the last, the pages around the current one and a jump
 * over each hidden run. `count` is odd so the current page can sit in the middle.
 */
export function pagerItems(current: number, pages: number, count = PAGER_COUNT): PagerItem[] {
  if (pages <= count) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = (count - 1) / 2;
  const jumpPrev = current > count - half;
  const jumpNext = current < pages - half;
  let from: number;
  let to: number;
  if (jumpPrev && !jumpNext) [from, to] = [pages - (count - 2), pages - 1];
  else if (!jumpPrev && jumpNext) [from, to] = [2, count - 1];
  else [from, to] = [current - (half - 1), current + (half - 1)];
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(jumpPrev ? ['jumpPrev' as const] : []), ...middle, ...(jumpNext ? ['jumpNext' as const] : []), pages];
}

/** Where a jump button leads: as many pages as the pager shows, minus the two ends. */
export function jumpTarget(item: 'jumpPrev' | 'jumpNext', current: number, pages: number, count = PAGER_COUNT): number {
  const step = count - 2;
  return item === 'jumpPrev' ? Math.max(1, current - step) : Math.min(pages, current + step);
}
