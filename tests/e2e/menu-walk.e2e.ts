import { expect, test, type Page, type Response } from '@playwright/test';
import { expectShell, signIn } from './support';

/**
 * The one route walk left in the browser: the admin opens every entry of the sidebar menu, as a
 * click does, and each shows its screen without a refused result (403/404) and without a refused
 * or failed call. What each screen shows for each role is the component walks' business
 * (tests/components/routes/*.test.tsx); this walk checks the real menu, the real chunks and the
 * real browser. It waits for each screen's content, not for network idle.
 */

/** Calls that were refused or failed, each with the path that was open: an HTTP error, or an envelope whose code is not 200. */
function watchCalls(page: Page) {
  const failed: string[] = [];
  const onResponse = async (r: Response) => {
    if (!r.url().includes('/prod-api/')) return;
    const at = new URL(page.url()).pathname;
    if (r.status() >= 400) {
      failed.push(`${at}: ${r.status()} ${r.url()}`);
      return;
    }
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await r.json().catch(() => null)) as { code?: number } | null;
    if (body && typeof body.code === 'number' && body.code !== 200) failed.push(`${at}: ${body.code} ${r.url()}`);
  };
  page.on('response', (r) => void onResponse(r));
  return failed;
}

/** Closes the tab of `path` when it has one: the shell keeps at most ten views open. */
async function closeTab(page: Page, path: string) {
  const close = page.locator(`.tags-view .tag[data-path="${path}"] .tag-close`);
  if (await close.count()) await close.click();
}

const menu = (page: Page) => page.locator('ul.side-menu');

/** Opens every group of the menu, nested ones too. */
async function expandAll(page: Page) {
  const closed = menu(page).locator('.side-menu-group-title[aria-expanded="false"]');
  while (await closed.count()) await closed.first().click();
}

test("every entry of the admin's menu opens its screen, without a refused screen or a refused or failed call", async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page, 'admin');
  await expectShell(page);
  const failed = watchCalls(page);
  await expandAll(page);
  const entries = menu(page).locator('.side-menu-item:not(.side-menu-group-title)');
  const count = await entries.count();
  expect(count).toBeGreaterThan(100);
  const opened: string[] = [];
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    const label = (await entry.innerText()).trim();
    await entry.click();
    // the entry is the page shown, or a wall board has left the shell
    const board = page.locator('.board-frame');
    await expect(entry.and(page.locator('[aria-current="page"]')).or(board), label).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/(404|401)(\?|$)/);
    const path = new URL(page.url()).pathname;
    if (await board.isVisible()) {
      await page.goBack();
      await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 30_000 });
      await closeTab(page, new URL(page.url()).pathname);
      await expandAll(page);
    } else {
      // the screen's chunk and first answers are in when its spinner has gone and it shows something
      await expect(page.locator('main.shell-content [role="status"]:visible'), label).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator('main.shell-content .ant-app > :visible').first(), label).toBeVisible();
      await expect(page.locator('.ant-result-403:visible, .ant-result-404:visible'), label).toHaveCount(0);
      await closeTab(page, path);
    }
    opened.push(path);
  }
  console.log(`menu walk: ${opened.length} menu entries opened for admin`);
  expect(failed).toEqual([]);
});
