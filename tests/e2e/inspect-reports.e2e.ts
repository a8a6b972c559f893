import { expect, test } from '@playwright/test';
import { callAs, openAs } from './approval-support';

/**
 * /quality-management/quality-inspection-report: the seven materials' inspection reports as tabs
 * of one screen, each listing its material's filed reports and none of the arrivals still untested.
 */
test('the inspection reports screen lists each material\'s filed reports in its own tab', async ({ page }) => {
  const cement = await callAs(page, 'lab', '/experiment/cement-inspect-report/getPageList', {}, { limit: 1 });
  const sand = await callAs(page, 'lab', '/experiment/sand-inspect-report/getPageList', {}, { limit: 1 });
  expect(cement.data.total).toBeGreaterThan(0);
  await openAs(page, 'lab', '/quality-management/quality-inspection-report');
  await expect(page.getByRole('tab', { name: '水泥检验报告', exact: true })).toBeVisible();
  await expect(page.locator('tr', { hasText: cement.data.list[0].reportCode })).toBeVisible();
  await page.getByRole('tab', { name: '砂检验报告', exact: true }).click();
  await expect(page.locator('tr', { hasText: sand.data.list[0].reportCode })).toBeVisible();
  await expect(page.locator('tr', { hasText: cement.data.list[0].reportCode })).toBeHidden();
});
