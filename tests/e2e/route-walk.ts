import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from './approval-support';

/**
 * "Every route above renders real data for <user>": the walk an area's issue asks for. Each route
 * opens for each user without a refused screen or a refused or failed call; the routes the fresh
 * demo seeds rows for show a row; the others show their table, card or tabs.
 */
export interface RouteWalk {
  /** what the walk is named after, e.g. "issue 10" */
  name: string;
  users: string[];
  /** routes whose screen shows at least one table row on a fresh demo */
  withRows: string[];
  /** routes that open on a screen without rows (a choice to make first, or records the demo has none of) */
  opens?: string[];
  /** routes of withRows that may be empty today, and why (e.g. a month that has just begun) */
  emptyWhen?: (route: string) => boolean;
  /** routes whose screen is no table (a desk of cards, a schedule, a map), each with the selector of one item of the demo's data it shows */
  shows?: Record<string, string>;
}

/** Calls of the page that were refused or failed: an HTTP error, or an envelope whose code is not 200. */
export function watchCalls(page: Page) {
  const failed: string[] = [];
  const onResponse = async (r: Response) => {
    if (!r.url().includes('/prod-api/')) return;
    if (r.status() >= 400) { failed.push(`${r.status()} ${r.url()}`); return; }
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    const body = await r.json().catch(() => null) as { code?: number } | null;
    if (body && typeof body.code === 'number' && body.code !== 200) failed.push(`${body.code} ${r.url()}`);
  };
  page.on('response', (r) => void onResponse(r));
  return failed;
}

/** Declares one test per user that walks every route of `walk`. */
export function walkRoutes(walk: RouteWalk) {
  for (const user of walk.users) {
    test(`every route of ${walk.name} opens for ${user}, with the demo's figures`, async ({ page }) => {
      const routes = [...walk.withRows, ...(walk.opens ?? []), ...Object.keys(walk.shows ?? {})];
      test.setTimeout(120_000 + 20_000 * routes.length);
      await signInAs(page, user);
      const failed = watchCalls(page);
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator('.ant-result-403, .ant-result-404'), route).toHaveCount(0);
        // screens visited before stay mounted but hidden: only what shows counts
        const rows = walk.withRows.includes(route) && !walk.emptyWhen?.(route);
        const item = walk.shows?.[route];
        if (item) await expect(page.locator(item).filter({ visible: true }).first(), route).toBeVisible({ timeout: 30_000 });
        else if (rows) await expect(page.locator('.ant-table-row:visible').first(), route).toBeVisible({ timeout: 30_000 });
        else await expect(page.locator('.ant-table:visible, .ant-card:visible, .ant-tabs:visible').first(), route).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(failed, route).toEqual([]);
      }
    });
  }
}
