import { expect, test, type Page } from '@playwright/test';
import { chooseOption, expectShell, signIn } from './support';
import zhMenu from '../../src/i18n/locales/zh/menu';

const TOO_MANY = '当前打开页面数量过多，为了极佳体验，请先关闭一些页面';

/** Opens a visible screen the way a user does: the menu search box, its result picked with the keyboard. */
async function openBySearch(page: Page, path: string) {
  const title = (zhMenu as Record<string, string>)[path];
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await chooseOption(page, page.getByRole('combobox', { name: '查找菜单' }), new RegExp(`(^|> )${escaped}$`), title);
}

/**
 * Waits until the menu search reads pinyin: its reader loads at the first query, and the list it
 * then draws differs from the one before (more fuzzy matches), which resets the list's active
 * option under a choice in progress. "kehuguanli" finds 客户管理 only through the reader.
 */
async function searchReadsPinyin(page: Page) {
  const box = page.getByRole('combobox', { name: '查找菜单' });
  await box.fill('kehuguanli');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /客户管理$/ }).first()).toBeVisible();
  await box.fill('');
}

/** Set-up only: the first views are opened through the browser history, which the router follows like a link. */
async function openByHistory(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`.tags-view .tag[data-path="${path}"]`)).toBeVisible();
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '已打开页面' }).locator('.tag');

test('the 11th view is refused with the spec message; open views stay reachable and closing one makes room', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  const firstScreens = [
    '/basic/master-provider',
    '/basic/master-customer',
    '/basic/master-material',
    '/basic/master-organization',
    '/basic/master-staff',
    '/product/unit',
    '/product/slump',
    '/product/pour-type',
    '/product/other-fee-type',
    '/settings/event-setting',
  ];
  for (const path of firstScreens) {
    if ((await tabs(page).count()) >= 10) break;
    await openByHistory(page, path);
  }
  await expect(tabs(page)).toHaveCount(10);
  const before = page.url();
  await searchReadsPinyin(page);

  await openBySearch(page, '/sales/customer');
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  expect(page.url()).toBe(before);
  await expect(tabs(page)).toHaveCount(10);

  // an open view is not a new one: going back to it is allowed
  await tabs(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/index$/);

  // closing one makes room for the refused view
  await tabs(page).last().getByRole('button').click();
  await expect(tabs(page)).toHaveCount(9);
  await openBySearch(page, '/sales/customer');
  await expect(page).toHaveURL(/\/sales\/customer$/);
  await expect(tabs(page)).toHaveCount(10);
});
