import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from './approval-support';

/**
 * Issue 10, "every route above renders real data for `sales` and `admin`": on the fresh demo, each route of the
 * issue opens for each of them without a refused or failed call, and the screens the demo seeds
 * figures for (contracts, prices, the delivery book, the agreed settlement sheet, receivables, the
 * finance screens, project zones) show rows.
 */
const WITH_ROWS = [
  '/sales/contract', '/sales/contract-price', '/sales/zone-price', '/sales/customer-price', '/sales/information', '/sales/inside',
  '/sales/quoto-manage', '/sales/discounts', '/sales/other-fee', '/sales/test-point', '/sales/seasoning',
  '/statement/shipping', '/statement/settlement-bills', '/finance/statistics-issued-table', '/finance/month-reconcilia', '/finance/average-sale-price',
  '/product/project-zone-setting',
];
/** Screens of records the demo has none of yet (payments, invoices) or whose rows wait on a choice (make, reports) or an approval. */
const OPENS = [
  '/sales/backmoney', '/sales/invoice', '/sales/invoice/makeout', '/statement/make-settlement-bill', '/report/sales-report',
  '/approval/contract-approval', '/approval/project-address-approval', '/approval/price-contract-approval', '/approval/sale-settlement-approval',
  '/approval/invoice-approval', '/approval/discounts-approval',
];

/** Calls of the page that were refused or failed: an HTTP error, or an envelope whose code is not 200. */
function watchCalls(page: Page) {
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

/** The finance screens open on the plant's current month: on its first day the demo's sheet (up to yesterday) is last month's. */
const firstOfMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: '2-digit' }).format(new Date()) === '01';
const MONTHLY = ['/finance/statistics-issued-table', '/finance/average-sale-price'];

for (const user of ['sales', 'admin']) {
  test(`every route of issue 10 opens for ${user}, with the demo's figures`, async ({ page }) => {
    test.setTimeout(600_000);
    await signInAs(page, user);
    const failed = watchCalls(page);
    const withRows = WITH_ROWS.filter((r) => !(firstOfMonth() && MONTHLY.includes(r)));
    for (const route of [...WITH_ROWS, ...OPENS]) {
      await page.goto(route);
      await expect(page.locator('.ant-result-403, .ant-result-404'), route).toHaveCount(0);
      // screens visited before stay mounted but hidden: only what shows counts
      if (withRows.includes(route)) await expect(page.locator('.ant-table-row:visible').first(), route).toBeVisible({ timeout: 30_000 });
      else await expect(page.locator('.ant-table:visible, .ant-card:visible, .ant-tabs:visible').first(), route).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(failed, route).toEqual([]);
    }
  });
}
