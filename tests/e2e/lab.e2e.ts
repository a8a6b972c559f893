import { expect, test } from '@playwright/test';
import { openAs } from './approval-support';
import {
  designAndApproveC30,
  enterLoads,
  evaluateBatch,
  oneLevelFlow,
  printCertificate,
  registerSpecimens,
  selectForTask,
  ticketsProduced,
} from './lab-support';

/**
 * Issue 11's journey, all eight steps on one task (the helpers are in ./lab-support.ts): a C30
 * designed on /lab/new-mix-proportions shows every intermediate value of JGJ 55 and is saved; the
 * approver agrees on /approval/mix-ratio-approval; the lab selects it for a running task on
 * /lab/mixProportion-adopt, which refuses tickets until the selection is approved; its tickets are
 * produced; specimens are registered against one of them, loaded at 7 and 28 days, the batch is
 * evaluated with S and λ; and the task's factory certificate is printed from the certificate screen,
 * its PDF holding the 28-day result of those specimens.
 */
test('a C30 is designed, approved, selected for a task, produced, sampled, tested, evaluated and certified', async ({ page }) => {
  test.setTimeout(420_000);
  const { code } = await designAndApproveC30(page);
  for (const businessType of ['recipe-select', 'recipe-select-leader']) await oneLevelFlow(page, businessType);
  const task = await selectForTask(page, code);
  await ticketsProduced(page, task.taskId);
  const sampleNo = await registerSpecimens(page, task.taskCode);
  await enterLoads(page, sampleNo);
  await evaluateBatch(page);
  await printCertificate(page, task, sampleNo);
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
