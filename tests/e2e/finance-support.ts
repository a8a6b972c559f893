import { expect, type Page } from '@playwright/test';
import { fenToYuan, yuanToFen } from '../../src/domain/sales/money';
import { callAs } from './approval-support';
import { signInAs } from './support';
import { ORG, pickCustomer, plantDay, row, type SettledMonth } from './settlement-support';

/**
 * Issue 10's journey, steps 4–6, continuing from an agreed settlement sheet: a payment recorded on
 * /sales/backmoney through its form (with a voucher image), the receivable balance read on the
 * report screen and checked against the sheets and payments the calls list, and an invoice made on
 * /sales/invoice, agreed on /approval/invoice-approval and made out on /sales/invoice/makeout.
 */

/** A 1×1 PNG: a voucher image the server accepts by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const field = (page: Page, label: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${label}\\s*:?$`));
const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();

/** Step 4: the sales user records a payment of a third of the sheet on the payments screen's form, and uploads its voucher. */
export async function recordBackMoney(page: Page, s: SettledMonth): Promise<{ voucherNo: string; amountFen: number }> {
  const amountFen = Math.floor(s.sheet.totalFen / 3);
  const voucherNo = `E2E${Date.now()}`;
  await signInAs(page, 'sales');
  await page.goto('/sales/backmoney');
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await pickCustomer(page, s.customerName, 'back-money-customer');
  await field(page, '回款日期').click();
  await page.keyboard.type(plantDay());
  await page.keyboard.press('Enter');
  await field(page, '回款金额\\(元\\)').fill(fenToYuan(amountFen));
  await field(page, '回款方式').click();
  await option(page, '银行转账').click();
  await field(page, '付款单位').fill(s.customerName);
  await field(page, '凭证号').fill(voucherNo);
  const added = page.waitForResponse((r) => r.url().includes('/sales/back-money/back-money-add'));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const body = await (await added).json();
  expect(body.code, body.msg).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row(page, voucherNo)).toContainText(fenToYuan(amountFen));

  // the voucher image, uploaded from the row's voucher dialog
  await row(page, voucherNo).getByTestId('voucher-images').click();
  const uploaded = page.waitForResponse((r) => r.url().includes('/sales/back-money/uploadImages'));
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  expect((await (await uploaded).json()).code).toBe(200);
  await expect(page.getByRole('dialog').getByTestId('voucher-image')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row(page, voucherNo).getByTestId('voucher-images')).toContainText('(1)');
  return { voucherNo, amountFen };
}

/**
 * Step 5: the receivable screen over the sheet's period shows the customer's settled amount, what
 * was received and the balance, to the fen: settled is the sum of the customer's agreed sheets of
 * the period, received the sum of its payments of the period (both as their calls list them), and
 * the balance the opening balance shown plus settled less received.
 */
export async function checkReceivable(page: Page, s: SettledMonth) {
  const { startDate, endDate } = s.month;
  const inPeriod = (day: string) => day >= startDate && day <= endDate;
  const sheets = (await callAs(page, 'sales', '/sales/sanysettlementsheet/sc-settlement-list', { ...ORG, customerId: s.customerId, limit: 500 })).data
    .list as Array<{ approveState: number | null; endDate: string; totalFen: number }>;
  const settledFen = sheets.filter((x) => x.approveState === 1 && inPeriod(x.endDate)).reduce((n, x) => n + x.totalFen, 0);
  const payments = (await callAs(page, 'sales', '/sales/back-money/back-money-list', { ...ORG, customerId: s.customerId, limit: 500 })).data.list as Array<{
    backTime: string;
    amount: string;
  }>;
  const receivedFen = payments.filter((p) => inPeriod(String(p.backTime).slice(0, 10))).reduce((n, p) => n + (yuanToFen(p.amount) ?? NaN), 0);
  expect(settledFen).toBeGreaterThanOrEqual(s.sheet.totalFen);
  expect(receivedFen).toBeGreaterThan(0);

  await page.goto('/report/sales-report');
  await page.getByRole('tab', { name: '应收余额' }).click();
  const listed = page.waitForResponse((r) => r.url().includes('/sales/receivable-balance/page') && (r.request().postData() ?? '').includes(endDate));
  await page.getByTestId('period-start').fill(startDate);
  await page.getByTestId('period-end').fill(endDate);
  await listed;
  // columns: expand, customer, opening, settled, received, closing
  const cells = page.getByTestId('receivable').locator('tr.ant-table-row', { hasText: s.customerName }).locator('td');
  await expect(cells.nth(3)).toHaveText(fenToYuan(settledFen));
  await expect(cells.nth(4)).toHaveText(fenToYuan(receivedFen));
  const openingFen = yuanToFen((await cells.nth(2).textContent()) ?? '') ?? NaN;
  await expect(cells.nth(5)).toHaveText(fenToYuan(openingFen + settledFen - receivedFen));
}

/** Step 6: the sales user asks for an invoice over the sheet, the approver agrees it on the approval screen, and the sales user makes it out. */
export async function invoiceSheet(page: Page, s: SettledMonth) {
  await okFlow(page);
  await page.goto('/sales/invoice');
  await page.getByTestId('invoice-new').click();
  const dialog = page.getByRole('dialog');
  await pickCustomer(page, s.customerName, 'invoice-customer');
  await page.getByTestId('invoice-sheets').click();
  await option(page, s.sheet.settlementCode).click();
  await expect(field(page, '发票抬头')).toHaveValue(s.customerName);
  const saved = page.waitForResponse((r) => r.url().includes('/sales/invoicing/save'));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const made = await (await saved).json();
  expect(made.code, made.msg).toBe(200);
  const invoice = made.data as { xsInvoicingId: number; invoiceCode: string; amount: string };
  // blank amount: the sheet's whole open total
  expect(yuanToFen(invoice.amount)).toBe(s.sheet.totalFen);
  await expect(row(page, invoice.invoiceCode)).toBeVisible();

  await row(page, invoice.invoiceCode).getByTestId('approval-submit').click();
  const submitted = page.waitForResponse((r) => r.url().includes('/submit'));
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await (await submitted).json()).code).toBe(200);
  await expect(row(page, invoice.invoiceCode)).toContainText('待审批');

  await signInAs(page, 'approver');
  await page.goto('/approval/invoice-approval');
  await row(page, invoice.invoiceCode).getByTestId('approval-open').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('radio', { name: '同意' }).check();
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(async () => (await callAs(page, 'sales', '/sales/invoicing/detail', { ...ORG, id: invoice.xsInvoicingId })).data.approveState).toBe(1);

  await signInAs(page, 'sales');
  await page.goto('/sales/invoice/makeout');
  await row(page, invoice.invoiceCode).getByTestId('invoice-makeout').click();
  const invoiceNo = String(Date.now()).slice(-8);
  await field(page, '发票号码').fill(invoiceNo);
  await field(page, '开票日期').fill(plantDay());
  const out = page.waitForResponse((r) => r.url().includes('/sales/invoicing/makeout'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await (await out).json()).code).toBe(200);
  await expect(row(page, invoice.invoiceCode)).toContainText(invoiceNo);
  await expect(row(page, invoice.invoiceCode)).toContainText('已同意');
}

/** Invoices are approved by the approver role (one level), as the other flows of the journey. */
async function okFlow(page: Page) {
  const r = await callAs(
    page,
    'admin',
    '/system/approval-flow/save',
    {},
    { businessType: 'sales-invoice', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
  );
  expect(r.code, r.msg).toBe(200);
}
