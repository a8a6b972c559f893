import { expect, test, type Page } from '@playwright/test';
import { expectShell, signIn } from './support';

const TICKETS = '/production/production-deliver';
const rowOf = (page: Page, code: string) => page.locator('.ant-table-row:visible', { hasText: code });

/** The ticket list filtered to one ticket: the simulator keeps adding newer ones above it. */
async function findTicket(page: Page, code: string) {
  await page.goto(TICKETS);
  await page.getByLabel(/^发货单号\s*:?$/).fill(code);
  await page.getByRole('button', { name: '搜 索' }).click();
  await expect(rowOf(page, code)).toHaveCount(1);
  return rowOf(page, code);
}

test('print a delivery ticket from its row, find it under /pdf/download, ask for a reprint', async ({ page, context }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.goto(TICKETS);
  const first = page.locator('.ant-table-row:visible', { has: page.getByTestId('print-ticket') }).first();
  await expect(first).toBeVisible({ timeout: 40_000 });
  // a ticket code is its task's code and the load number (RW2026112401009-002)
  const code = (await first.innerText()).match(/[A-Z]+\d{8,}-\d+/)?.[0] ?? '';
  expect(code).not.toBe('');

  const row = await findTicket(page, code);
  const popup = context.waitForEvent('page');
  await row.getByTestId('print-ticket').click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 20_000 }).toMatch(/^blob:/);
  await tab.close();

  await page.goto('/pdf/download');
  await expect(page.getByTestId('pdf-download')).toContainText(code);

  // the same ticket again: a reprint needs the print approval
  await (await findTicket(page, code)).getByTestId('print-ticket').click();
  await expect(page.getByRole('dialog')).toContainText('再次打印需审批');
  await page.getByRole('dialog').locator('textarea').fill('客户签收联遗失');
  await page.getByRole('dialog').getByRole('button', { name: '申请补打' }).click();
  await expect(page.getByText('补打待审批').first()).toBeVisible();
});
