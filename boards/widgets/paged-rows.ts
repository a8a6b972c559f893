/**
 * Measured geometry of a list in its box, in any one unit (the board canvas is scaled, so these
 * come from getBoundingClientRect and only their ratios matter).
 */
export interface ListGeometry {
  /** from the first row's top to the box's bottom */
  room: number;
  /** from one row's top to the next one's (row height plus gap) */
  pitch: number;
  /** the tallest row */
  rowHeight: number;
  /** what the page marker takes below the rows when there is more than one page */
  marker: number;
}

/**
 * How many whole rows a page shows: all of them when they fit, else as many as fit above the page
 * marker, never more than `max` (legibility) and never fewer than one. A cut row is never shown.
 */
export function rowsPerPage(g: ListGeometry, total: number, max = Infinity): number {
  if (g.pitch <= 0 || g.rowHeight <= 0) return Math.max(1, Math.min(total, max));
  const fitting = (room: number) => Math.max(0, Math.floor((room - g.rowHeight) / g.pitch) + 1);
  const all = Math.min(fitting(g.room), max);
  if (total <= all) return Math.max(1, all);
  return Math.max(1, Math.min(fitting(g.room - g.marker), max));
}

/** The rows of page `page` (wrapped), and how many pages there are. */
export function pageOf<T>(rows: readonly T[], perPage: number, page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const p = ((page % pages) + pages) % pages;
  return { rows: rows.slice(p * perPage, (p + 1) * perPage), page: p, pages };
}
