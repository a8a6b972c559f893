import { expect, test } from '@playwright/test';
import { openAs } from './approval-support';
import { designAndApproveC30, oneLevelFlow, selectForTask, ticketsProduced } from './lab-support';

/**
 * Issue 11's journey, steps 1–4 (the helpers are in ./lab-support.ts): a C30 designed on
 * /lab/new-mix-proportions shows every intermediate value of JGJ 55 and is saved; the approver
 * agrees on /approval/mix-ratio-approval; the lab selects it for a running task on
 * /lab/mixProportion-adopt, which refuses tickets until the selection is approved; then its tickets
 * are produced.
 */
test('a C30 is designed with its intermediate values, approved, selected for a task whose tickets are then produced', async ({ page }) => {
  test.setTimeout(240_000);
  const { code } = await designAndApproveC30(page);
  for (const businessType of ['recipe-select', 'recipe-select-leader']) await oneLevelFlow(page, businessType);
  const task = await selectForTask(page, code);
  await ticketsProduced(page, task.taskId);
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
