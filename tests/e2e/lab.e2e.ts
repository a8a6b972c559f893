import { expect, test, type Page } from '@playwright/test';
import { callAs, openAs } from './approval-support';

/**
 * Issue 11, first journeys: a C30 recipe designed on /lab/new-mix-proportions shows every
 * intermediate value of JGJ 55 and is saved into the library; the lab submits it and the approver
 * agrees on /approval/mix-ratio-approval.
 */
const drawer = (page: Page) => page.getByRole('dialog');

test('a C30 design shows its intermediate values, is saved as a recipe and approved', async ({ page }) => {
  const code = `E2E-C30-${Date.now() % 1_000_000}`;
  await openAs(page, 'lab', '/lab/new-mix-proportions');
  await page.getByTestId('design-compute').click();

  // the form opens on the C30 design of src/domain/quality/mix-design.test.ts
  await expect(page.getByTestId('step-strength')).toContainText('38.2');
  await expect(page.getByTestId('step-binder')).toContainText('41.9');
  await expect(page.getByTestId('step-ratio')).toContainText('0.52');
  await expect(page.getByTestId('step-water')).toContainText('237.5');
  await expect(page.getByTestId('step-mass')).toContainText('1070');
  await expect(page.getByTestId('step-volume')).toContainText('0.6726');

  await page.getByTestId('design-recipe-code').fill(code);
  await page.getByTestId('design-save').click();
  await expect(page.getByText('已保存配合比')).toBeVisible();

  const listed = await callAs(page, 'lab', '/quality/recipe-lib/list-zy', {}, { recipeCode: code });
  expect(listed.data.list).toEqual([expect.objectContaining({ recipeCode: code, strength: 'C30', waterBinderRatio: '0.52', sandRatio: '42.00' })]);
  const libId = Number(listed.data.list[0].libId);

  const flow = await callAs(page, 'admin', '/system/approval-flow/save', {}, { businessType: 'recipe-lib', levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] });
  expect(flow.code, flow.msg).toBe(200);
  const submitted = await callAs(page, 'lab', '/quality/recipe-lib/submit', {}, { libId });
  expect(submitted.code, submitted.msg).toBe(200);

  await openAs(page, 'admin', '/approval/mix-ratio-approval');
  const row = page.locator('tr', { hasText: code });
  await expect(row).toBeVisible();
  await row.getByTestId('approval-open').click();
  await expect(drawer(page).getByTestId('approval-form')).toBeVisible();
  await drawer(page).getByRole('radio', { name: '同意' }).check();
  await drawer(page).getByRole('button', { name: '确 定' }).click();
  await expect(drawer(page)).toBeHidden();

  const detail = await callAs(page, 'lab', '/quality/recipe-lib/lib-detail', { libId });
  expect(detail.data.approveState).toBe(1);
  expect(detail.data.design.fcu0.value).toBe('38.2');
});

test('a non-statistical evaluation shows the mean, λ3, λ4, the limits and the verdict', async ({ page }) => {
  const code = `PD-E2E-${Date.now() % 1_000_000}`;
  await openAs(page, 'lab', '/quality-management/concrete-inspection/compression-non-statistical');
  await page.getByTestId('evaluation-code').fill(code);
  await page.getByTestId('evaluation-grade').fill('C60');
  await page.getByTestId('evaluation-groups').fill('67.5, 66.2, 68.9, 65.0');
  await page.getByTestId('evaluation-run').click();

  const result = page.getByTestId('evaluation-result');
  await expect(result).toContainText('66.9');
  await expect(result).toContainText('1.10');
  await expect(result).toContainText('0.95');
  await expect(result).toContainText('57');
  await expect(page.getByTestId('evaluation-verdict')).toHaveText('合格');
  // the stored evaluation is listed with the same values
  await expect(page.locator('tr', { hasText: code })).toContainText('66.9');
});
