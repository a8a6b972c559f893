import { expect, test } from '@playwright/test';
import { callAs, openAs } from './approval-support';
import { oneLevelFlow } from './lab-support';

/**
 * A derived approval route lists every flow mapped to it: /approval/basic-mixratio-rev holds the
 * recipe selection's lab approval and its leader approval as two tabs, and the leader decides on
 * the second (before, the route showed the first flow only and the leader approval had no screen).
 */
test('the leader approves a recipe selection on the second tab of /approval/basic-mixratio-rev', async ({ page }) => {
  test.setTimeout(180_000);
  for (const businessType of ['recipe-select', 'recipe-select-leader']) await oneLevelFlow(page, businessType);
  const tasks = await callAs(page, 'lab', '/quality/recipe-select/task-list-select', {}, { org_id: '01', limit: 20 });
  const task = tasks.data.list.find((t: { orgId: string }) => t.orgId === '01');
  const current = await callAs(page, 'lab', '/quality/recipe-select/detail', { taskId: task.taskId, org_id: '01' });
  const saved = await callAs(page, 'lab', '/quality/recipe-select/save-zy', { org_id: '01' }, { taskId: task.taskId, recipeId: current.data.recipeId });
  expect(saved.code, saved.msg).toBe(200);
  expect((await callAs(page, 'lab', '/quality/recipe-select/submit', { org_id: '01' }, { id: saved.data.id })).code).toBe(200);
  const lab = await callAs(page, 'admin', '/quality/recipe-select/approval', {}, { id: saved.data.id, status: '1' });
  expect(lab.code, lab.msg).toBe(200);

  await openAs(page, 'manager', '/approval/basic-mixratio-rev');
  const tabs = page.getByTestId('approval-flows');
  await expect(tabs.getByRole('tab', { name: '配合比选用审批', exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: '配合比选用领导审批', exact: true }).click();
  const pane = page.getByRole('tabpanel', { name: '配合比选用领导审批', exact: true });
  const row = pane.locator('tr', { hasText: task.taskCode });
  await expect(row).toBeVisible();
  await row.getByTestId('approval-open').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('radio', { name: '同意' }).check();
  await drawer.getByRole('button', { name: '确 定' }).click();
  await expect(drawer).toBeHidden();
  await expect
    .poll(async () => (await callAs(page, 'lab', '/quality/recipe-select/detail', { taskId: task.taskId, org_id: '01' })).data.leaderApproveState)
    .toBe(1);
});

// the recipe library's route holding its approval and its float approval, one tab each, is a
// component test: tests/components/screens/approval-flows.test.tsx
