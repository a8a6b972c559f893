import { expect, test } from '@playwright/test';
import { expectShell, signIn } from './support';

test('switching the language to English translates the shell and is remembered', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  // English loads at the switch (its own chunk), and again at the reload: a busy machine may take a while
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Welcome')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });
});

test('under 992 px the sidebar becomes a drawer opened from the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home\/index/, { timeout: 20_000 });
  const toggle = page.getByRole('button', { name: '展开/收起侧边栏' });
  await expect(toggle).toBeVisible();
  const sidebarItem = page.getByRole('menuitem', { name: '首页', exact: true });
  await expect(sidebarItem).toBeHidden();
  await toggle.click();
  await expect(sidebarItem).toBeVisible();
});

test('the sidebar state is kept in the sidebarStatus cookie', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/404/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('the sidebar shows every built screen and the menu search finds them by title, initials and full pinyin', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  const sidebar = page.getByRole('menu', { name: '侧边菜单' });
  for (const group of ['基础档案', '系统设置', '产品设置']) await expect(sidebar.getByRole('menuitem', { name: group })).toBeVisible();
  await sidebar.getByRole('menuitem', { name: '系统设置' }).click();
  await sidebar.getByRole('menuitem', { name: '系统日志' }).click();
  await expect(page).toHaveURL(/\/settings\/systemJournal$/);

  const search = page.getByRole('combobox', { name: '查找菜单' });
  const firstOption = page.locator('.ant-select-item-option').first();
  for (const [query, title] of [
    ['系统日志', '系统日志'],
    ['gys', '供应商'],
    ['xitong', '系统'],
  ] as const) {
    await search.fill(query);
    await expect(firstOption, query).toContainText(title);
  }
  await search.fill('gys');
  await firstOption.click();
  await expect(page).toHaveURL(/supplier|master-provider/);
});

test('in Spanish every sidebar label fits or names itself in full on hover', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const sidebar = page.locator('.shell-sider');
  // Spanish loads at the switch (its own chunk): a busy machine may take a while
  await expect(sidebar.getByText('Pantallas inteligentes')).toBeAttached({ timeout: 30_000 });
  const cut = await sidebar.locator('.side-menu-title').evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth)
      .filter((el) => el.getAttribute('title') !== el.textContent)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
});

test('the sidebar menu works by keyboard: arrows move and open groups, Enter opens a screen', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  const sidebar = page.getByRole('menu', { name: '侧边菜单' });
  const group = sidebar.getByRole('menuitem', { name: '系统设置' });
  await group.focus();
  await page.keyboard.press('ArrowRight');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const screens = page.getByRole('menu', { name: '系统设置' }).getByRole('menuitem');
  await expect(screens.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(screens.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(group).toBeFocused();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(group).not.toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(group).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screens.first()).toBeFocused();
  const journal = sidebar.getByRole('menuitem', { name: '系统日志' });
  await journal.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/systemJournal$/);
  await expect(journal).toHaveAttribute('aria-current', 'page');
});

test('collapsed, the sidebar shows the screens of a group beside it', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  const sidebar = page.getByRole('menu', { name: '侧边菜单' });
  await sidebar.getByRole('menuitem', { name: '系统设置' }).hover();
  await page.getByRole('menu', { name: '系统设置' }).getByRole('menuitem', { name: '系统日志' }).click();
  await expect(page).toHaveURL(/\/settings\/systemJournal$/);
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
});
