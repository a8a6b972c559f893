import { MAX_OPEN_VIEWS } from '../constants';

/**
 * Spec §2 / issue 2: with the maximum of distinct views open, a view that is not open yet is
 * refused (the 11th view), while switching between open views is always allowed.
 */
export function isViewLimitReached(openPaths: string[], target: string, max = MAX_OPEN_VIEWS): boolean {
  const open = new Set(openPaths);
  return !open.has(target) && open.size >= max;
}
