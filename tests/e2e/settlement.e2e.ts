import { expect, test } from '@playwright/test';
import { fenToYuan } from '../../src/domain/sales/money';
import { callAs } from './approval-support';
import { signInAs } from './support';
import { checkReceivable, invoiceSheet, recordBackMoney } from './finance-support';
import { ORG, row, settledMonth } from './settlement-support';

/**
 * Issue 10, steps 2–6 in Chromium: deliveries are made, a settlement sheet is made for the month,
 * sent back once and approved (settlement-support.ts); its ticket money equals the delivery book's
 * total of the same tickets, to the fen. Then back money is recorded, the receivable balance is
 * right, and an invoice is made and approved (finance-support.ts).
 */
test('deliveries made, a settlement sheet made for the period, sent back once, approved; paid, its balance right, invoiced', async ({ page }) => {
  test.setTimeout(420_000);
  const settled = await settledMonth(page);
  const { sheet } = settled;
  expect((await callAs(page, 'sales', '/sales/sanysettlementsheet/saveSettlement', ORG, { id: sheet.id })).code).toBe(409);
  await signInAs(page, 'sales');
  await page.goto('/statement/settlement-bills');
  // money is read in yuan, never in fen (issue 26 item 12)
  await expect(page.getByRole('columnheader', { name: '结算金额(元)' }).first()).toBeVisible();
  await expect(row(page, sheet.settlementCode)).toContainText(fenToYuan(sheet.totalFen));

  await recordBackMoney(page, settled);
  await checkReceivable(page, settled);
  await invoiceSheet(page, settled);
});
