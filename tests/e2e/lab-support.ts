import { expect, type Page } from '@playwright/test';
import { callAs, openAs } from './approval-support';

/**
 * The steps of issue 11's journey, for the lab's end-to-end tests to chain (tests/e2e/lab.e2e.ts):
 * 1–2 design a C30 and approve it, 3 select it for a running task, 4 see the task's tickets produced.
 */
const drawer = (page: Page) => page.getByRole('dialog');

/** Agrees to the first pending item titled `title` on an approval screen, as `user`. */
export async function agreeOnScreen(page: Page, user: string, route: string, title: string) {
  await openAs(page, user, route);
  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await row.getByTestId('approval-open').click();
  await expect(drawer(page).getByTestId('approval-form')).toBeVisible();
  await drawer(page).getByRole('radio', { name: '同意' }).check();
  await drawer(page).getByRole('button', { name: '确 定' }).click();
  await expect(drawer(page)).toBeHidden();
}

/** One approval level decided by the admin role, for a business type. */
export async function oneLevelFlow(page: Page, businessType: string) {
  const flow = await callAs(page, 'admin', '/system/approval-flow/save', {}, { businessType, levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] });
  expect(flow.code, flow.msg).toBe(200);
}

/** Steps 1–2: a C30 designed on /lab/new-mix-proportions with its intermediate values, saved and approved. */
export async function designAndApproveC30(page: Page): Promise<{ code: string; libId: number }> {
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
  await oneLevelFlow(page, 'recipe-lib');
  const submitted = await callAs(page, 'lab', '/quality/recipe-lib/submit', {}, { libId });
  expect(submitted.code, submitted.msg).toBe(200);
  await agreeOnScreen(page, 'admin', '/approval/mix-ratio-approval', code);
  const detail = await callAs(page, 'lab', '/quality/recipe-lib/lib-detail', { libId });
  expect(detail.data.approveState).toBe(1);
  expect(detail.data.design.fcu0.value).toBe('38.2');
  return { code, libId };
}

/**
 * Step 3: on /lab/mixProportion-adopt the lab selects the recipe for the first task listed, with the
 * sand's moisture, and sees the batch weights beside the recipe's; the selection is submitted, the
 * task refuses tickets until the lab's approval (on /approval/basic-mixratio-rev) and the leader's.
 */
export async function selectForTask(page: Page, recipeCode: string): Promise<{ taskId: number; taskCode: string; orgId: string }> {
  await openAs(page, 'lab', '/lab/mixProportion-adopt');
  const first = page.getByTestId('selection-tasks').locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const taskCode = (await first.locator('td').first().innerText()).trim();
  await first.click();
  const panel = page.getByTestId('selection-panel');
  await panel.getByTestId('selection-recipe').click();
  await page.locator('.ant-select-item-option', { hasText: recipeCode }).click();
  await panel.locator('input[data-testid="moisture-中砂"], [data-testid="moisture-中砂"] input').first().fill('5');
  await panel.getByTestId('selection-save').click();
  const batch = panel.getByTestId('selection-batch');
  // the C30's 775 kg of sand at 5 % carry 38.75 kg of water: 813.75 kg batched, 190 − 38.75 = 151.25 kg of water added
  await expect(batch.locator('tr', { hasText: '中砂' })).toContainText('813.75');
  await expect(batch.locator('tr', { hasText: /^水/ })).toContainText('151.25');
  await expect(panel.getByTestId('selection-producible')).toHaveText('未审批，不能生产');
  await panel.getByTestId('selection-submit').click();
  await expect(page.getByText('已提交审批')).toBeVisible();

  const tasks = await callAs(page, 'lab', '/quality/recipe-select/task-list-select', {}, { taskCode, limit: 5 });
  const task = tasks.data.list.find((t: { taskCode: string }) => t.taskCode === taskCode);
  // a truck at the plant may take a moment; the refusal names the missing approval
  await expect(async () => expect((await issueOnDesk(page, task.taskId)).msg).toContain('任务未选用已审批的配合比')).toPass({ timeout: 120_000 });

  await agreeOnScreen(page, 'admin', '/approval/basic-mixratio-rev', taskCode);
  const sel = await callAs(page, 'lab', '/quality/recipe-select/detail', { taskId: task.taskId });
  const leader = await callAs(page, 'manager', '/quality/recipe-select/leader-approval', {}, { id: sel.data.id });
  expect(leader.code, leader.msg).toBe(200);
  expect(leader.data.leaderApproveState).toBe(1);
  return { taskId: task.taskId, taskCode, orgId: task.orgId };
}

/** A ticket for the task on the dispatch desk, with a truck the desk suggests: the envelope (refusals included). */
export async function issueOnDesk(page: Page, taskId: number) {
  const s = await callAs(page, 'dispatcher', '/production/dispatch/suggest', {}, { taskId });
  if (s.code !== 200) return s;
  return callAs(page, 'dispatcher', '/production/dispatch/issue', {}, { taskId, vehicleId: s.data.vehicleId, suggestionId: s.data.id, quantity: 2 });
}

/** Step 4: the task's tickets are produced: one issued on the desk (a truck at the plant may take a moment) and listed for the task. */
export async function ticketsProduced(page: Page, taskId: number): Promise<void> {
  await expect(async () => {
    const r = await issueOnDesk(page, taskId);
    expect(r.code, r.msg).toBe(200);
  }).toPass({ timeout: 120_000 });
  const detail = await callAs(page, 'lab', '/quality/recipe-select/detail', { taskId });
  expect(detail.data.producible).toBe(true);
}
