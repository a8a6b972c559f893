import { expect, test } from '@playwright/test';
import { expectShell, openUserMenu, signIn } from './support';

test('print a delivery ticket from its row, find it under /pdf/download, ask for a reprint', async ({ page, context }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.goto('/production/production-deliver');
  const button = page.getByTestId('print-ticket').first();
  await expect(button).toBeVisible({ timeout: 40_000 });
  const popup = context.waitForEvent('page');
  await button.click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 20_000 }).toMatch(/^blob:/);
  await tab.close();
  await openUserMenu(page, '打印记录');
  await expect(page).toHaveURL(/\/pdf\/download/);
  await expect(page.getByTestId('pdf-download').getByRole('button', { name: '下载' }).first()).toBeVisible();
  await page.goto('/production/production-deliver');
  await page.getByTestId('print-ticket').first().click();
  await expect(page.getByRole('dialog')).toContainText('再次打印需审批');
  await page.getByRole('dialog').locator('textarea').fill('客户签收联遗失');
  await page.getByRole('dialog').getByRole('button', { name: '申请补打' }).click();
  await expect(page.getByText('补打待审批').first()).toBeVisible();
});
