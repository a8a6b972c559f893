/**
 * What the component project exercised, summed over its files by the global set-up's teardown
 * (global-setup.ts): each file writes the routes it rendered per user and the calls (method and
 * path) the app made through the in-process server to a file of its own under COVERAGE_DIR.
 */
export const COVERAGE_DIR = '.tmp/component-coverage';

export interface FileCoverage {
  /** user → routes that opened and passed their checks */
  routes: Record<string, string[]>;
  /** `GET /user/menu/findbycode`: the distinct calls answered by the real server */
  calls: string[];
}
