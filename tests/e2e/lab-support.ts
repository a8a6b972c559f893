import { expect, type Page } from '@playwright/test';
import { pdfText } from '../api/print/pdf-text';
import { callAs, openAs } from './approval-support';
import { chooseOption } from './support';

/**
 * The steps of issue 11's journey, for the lab's end-to-end tests to chain (tests/e2e/lab.e2e.ts):
 * 1–2 design a C30 and approve it, 3 select it for a running task, 4 see the task's tickets produced,
 * 5 register specimens, 6 enter their loads at 7 and 28 days, 7 evaluate the batch, 8 print the certificate.
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
  // a task open or producing now, from the screen's first page: tomorrow's pending orders (state 0), whose selections wait
  // for their countersignature, are listed before it and take no tickets yet
  const listed = await callAs(page, 'lab', '/quality/recipe-select/task-list-select', {}, { limit: 10 });
  const running = (listed.data.list as Array<{ taskCode: string; state: number }>).find((t) => t.state === 1 || t.state === 2);
  expect(running, 'an open or producing task on the first page').toBeDefined();
  const { taskCode } = running!;
  const first = page.getByTestId('selection-tasks').locator('tbody tr.ant-table-row', { hasText: taskCode });
  await expect(first).toBeVisible();
  await first.click();
  const panel = page.getByTestId('selection-panel');
  // by keyboard: a click on the option could land while the list was still growing in, and be lost (seen under load)
  await chooseOption(page, panel.locator('[data-testid="selection-recipe"] input[role="combobox"], input[data-testid="selection-recipe"]').first(), recipeCode);
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

/**
 * Step 5: on /lab/test-block-management/register the lab registers a group of the task (by its
 * code) against one of its loads, at the ages 3, 7 and 28: the sample number the server gave.
 */
export async function registerSpecimens(page: Page, taskCode: string): Promise<string> {
  await openAs(page, 'lab', '/lab/test-block-management/register');
  await page.getByTestId('specimen-task').click();
  await page.keyboard.type(taskCode);
  await page.locator('.ant-select-item-option', { hasText: taskCode }).first().click();
  await page.getByTestId('specimen-ticket').click();
  // the load list is read once the task is chosen; its options name the volume (the task list's never do)
  await page.locator('.ant-select-item-option', { hasText: 'm³' }).first().click();
  await page.getByTestId('specimen-register-run').click();
  await expect(page.getByTestId('specimen-registered')).toBeVisible();
  const sampleNo = /YP\w+/.exec(await page.getByTestId('specimen-registered').innerText())![0];
  await expect(page.locator('.ant-table-row', { hasText: sampleNo })).toHaveCount(3);
  return sampleNo;
}

/**
 * Step 6: the loads at 7 and 28 days on /lab/test-block-management/detect, each group's GB/T 50081
 * arithmetic shown as it is saved; the 28-day group is the worked example (44.9 MPa by the middle value).
 */
export async function enterLoads(page: Page, sampleNo: string): Promise<void> {
  await openAs(page, 'lab', '/lab/test-block-management/detect');
  const enter = async (age: number, loads: number[]) => {
    await page.getByTestId(`detect-${sampleNo}-${age}`).click();
    for (const [i, v] of loads.entries()) await page.getByTestId(`detect-load-${i}`).fill(String(v));
    await page.getByTestId('detect-save').click();
    await expect(page.getByTestId('cube-group')).toBeVisible();
  };
  await enter(7, [540, 560, 575]);
  await expect(page.getByTestId('cube-group')).toContainText('24.0');
  await expect(page.getByTestId('cube-group-strength')).toHaveText('24.8');
  await page.keyboard.press('Escape');
  await enter(28, [940, 1010, 1180]);
  await expect(page.getByTestId('cube-group')).toContainText('16.7%');
  await expect(page.getByTestId('cube-group-strength')).toHaveText('44.9');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-table-row', { hasText: sampleNo }).filter({ hasText: '44.9' })).toHaveCount(1);
}

/** S of GB/T 50107 to 0.01 MPa, from the groups themselves. */
export function spread(groups: number[]): string {
  const n = groups.length;
  const sum = groups.reduce((a, b) => a + b, 0);
  const sq = groups.reduce((a, b) => a + b * b, 0);
  return Math.sqrt((n * sq - sum * sum) / (n * (n - 1))).toFixed(2);
}

/**
 * Step 7: the batch of the 44.9 group with nine more of the period, evaluated on
 * /quality-management/concrete-inspection/compression-statistical-two: S and λ1, λ2 for n = 10, and the verdict.
 */
export async function evaluateBatch(page: Page): Promise<void> {
  const groups = [44.9, 38.2, 41.5, 36.8, 40.1, 43.3, 39.7, 42.0, 37.5, 41.1];
  await openAs(page, 'lab', '/quality-management/concrete-inspection/compression-statistical-two');
  await page.getByTestId('evaluation-code').fill(`PD-E2E-${Date.now() % 1_000_000}`);
  await page.getByTestId('evaluation-grade').fill('C30');
  await page.getByTestId('evaluation-groups').fill(groups.join(', '));
  await page.getByTestId('evaluation-run').click();
  const result = page.getByTestId('evaluation-result');
  await expect(result).toContainText(spread(groups));
  await expect(result).toContainText('λ1');
  await expect(result).toContainText('1.15');
  await expect(result).toContainText('0.90');
  await expect(page.getByTestId('evaluation-verdict')).toHaveText('合格');
}

/** Clicks a row's print button on the open screen and answers the PDF the server sent (the tab it opens is closed). */
export async function printFromRow(page: Page, resource: string, rowText: string, testId: string): Promise<Buffer> {
  let bytes: Buffer | undefined;
  await page.route(`**/resource/${resource}/print?**`, async (route) => {
    const res = await route.fetch();
    bytes = await res.body();
    await route.fulfill({ response: res, body: bytes });
  });
  const tab = page.context().waitForEvent('page');
  await page.locator('.ant-table-row:visible', { hasText: rowText }).getByTestId(testId).click();
  await (await tab).close();
  await expect.poll(() => bytes?.length ?? 0).toBeGreaterThan(0);
  return bytes!;
}

/**
 * Step 8: the factory certificate of the task's concrete delivered today, issued for the station with
 * its producer data, printed from its row on /quality-management/product-certification/certificate-report;
 * the PDF's text holds the certificate's number, the producer's licence, the loads and volume it covers
 * and the 28-day result of the group registered in step 5.
 */
export async function printCertificate(page: Page, task: { taskId: number; orgId: string }, sampleNo: string): Promise<string> {
  const n = Date.now() % 1_000_000;
  const sample = await callAs(page, 'lab', '/production/sample/sany-sample-list', { org_id: task.orgId }, { sampleNo });
  const day = String(sample.data.list[0].sampleDate).slice(0, 10);
  const data = await callAs(
    page,
    'lab',
    '/system/certificateData/insert',
    { org_id: task.orgId },
    { companyName: `E2E站${n}`, licenseNo: `XK-E2E-${n}`, standard: 'GB/T 14902-2012' },
  );
  expect(data.code, data.msg).toBe(200);
  const cert = await callAs(
    page,
    'lab',
    '/production/certificateManage/insert',
    { org_id: task.orgId },
    {
      certificateNo: `HGZ-E2E-${n}`,
      taskId: task.taskId,
      dateFrom: day,
      dateTo: day,
      issueDate: day,
    },
  );
  expect(cert.code, cert.msg).toBe(200);
  expect(cert.data.ticketCount).toBeGreaterThan(0);

  await openAs(page, 'lab', '/quality-management/product-certification/certificate-report');
  const bytes = await printFromRow(page, 'certificateReport', `HGZ-E2E-${n}`, 'print-certificate');
  const text = (await pdfText(bytes)).join('\n');
  for (const figure of [`HGZ-E2E-${n}`, `XK-E2E-${n}`, 'GB/T 14902-2012', String(cert.data.ticketCount), String(cert.data.quantity), `${sampleNo}: 44.9 MPa`])
    expect(text).toContain(figure);
  return text;
}
