import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../api/print/pdf-text';
import { callAs, openAs } from './approval-support';

/**
 * Issue 11, steps 5–8: specimens registered against a load of a running task, their loads entered
 * at 7 and 28 days on the detect screen (every value of GB/T 50081 shown), the batch evaluated by
 * GB/T 50107 with S and λ on screen, and the compression report printed and read back. The task's
 * load is made through the dispatcher's calls, so the journey does not depend on the recipe screens.
 */
const ORG = '01';

interface DeskTask { id: number; orgId: string; remaining: number; taskCode: string }

async function loadOfRunningTask(page: Page) {
  const desk = (await callAs(page, 'dispatcher', '/production/dispatch/dispatch-list')).data as { tasks: DeskTask[]; stations: Array<{ orgId: string; yard: Array<{ vehicleId: number }> }> };
  const task = desk.tasks.find((t) => t.orgId === ORG && t.remaining >= 2)!;
  const truck = desk.stations.find((x) => x.orgId === ORG)!.yard[0];
  const saved = await callAs(page, 'dispatcher', '/production/sctaskdetail/save', {}, { taskId: task.id, vehicleId: truck.vehicleId, quantity: '2' });
  expect(saved.code, saved.msg).toBe(200);
  expect((await callAs(page, 'dispatcher', '/production/sctaskdetail/send', {}, { id: saved.data.id })).code).toBe(200);
  return task;
}

/** S of GB/T 50107 to 0.01 MPa, from the groups themselves. */
function spread(groups: number[]): string {
  const n = groups.length;
  const sum = groups.reduce((a, b) => a + b, 0);
  const sq = groups.reduce((a, b) => a + b * b, 0);
  return Math.sqrt((n * sq - sum * sum) / (n * (n - 1))).toFixed(2);
}

test('specimens registered, loaded at 7 and 28 days, evaluated with S and λ, and the report printed', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, 'lab', '/lab/test-block-management/register');
  const task = await loadOfRunningTask(page);
  await page.reload();

  // 5. register: the task, the load, the ages 3, 7 and 28
  await page.getByTestId('specimen-task').click();
  await page.keyboard.type(task.taskCode);
  await page.locator('.ant-select-item-option', { hasText: task.taskCode }).first().click();
  await page.getByTestId('specimen-ticket').click();
  // the load list is read once the task is chosen; its options name the volume (the task list's never do)
  await page.locator('.ant-select-item-option', { hasText: 'm³' }).first().click();
  await page.getByTestId('specimen-register-run').click();
  await expect(page.getByTestId('specimen-registered')).toBeVisible();
  const sampleNo = /YP\w+/.exec(await page.getByTestId('specimen-registered').innerText())![0];
  await expect(page.locator('.ant-table-row', { hasText: sampleNo })).toHaveCount(3);

  // 6. loads at 7 and 28 days, each group's arithmetic shown as it is saved
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

  // 7. the batch: this group with nine more of the period, S and λ1, λ2 for n = 10
  const groups = [44.9, 38.2, 41.5, 36.8, 40.1, 43.3, 39.7, 42.0, 37.5, 41.1];
  await openAs(page, 'lab', '/quality-management/concrete-inspection/compression-statistical-two');
  const code = `PD-E2E-${Date.now() % 1_000_000}`;
  await page.getByTestId('evaluation-code').fill(code);
  await page.getByTestId('evaluation-grade').fill('C30');
  await page.getByTestId('evaluation-groups').fill(groups.join(', '));
  await page.getByTestId('evaluation-run').click();
  const result = page.getByTestId('evaluation-result');
  await expect(result).toContainText(spread(groups));
  await expect(result).toContainText('λ1');
  await expect(result).toContainText('1.15');
  await expect(result).toContainText('0.90');
  await expect(page.getByTestId('evaluation-verdict')).toHaveText('合格');

  // 8. the compression report of the 28-day group, printed from its row, its text read back
  const saved = await callAs(page, 'lab', '/experiment/crush-resistance-report/save', {}, { reportCode: `KY-${sampleNo}`, sampleNo, ageDays: 28, testedOn: '2026-11-24' });
  expect(saved.code, saved.msg).toBe(200);
  await openAs(page, 'lab', '/quality-management/concrete-inspection/compression-report');
  let bytes: Buffer | undefined;
  await page.route('**/resource/crushReport/print?**', async (route) => {
    const res = await route.fetch();
    bytes = await res.body();
    await route.fulfill({ response: res, body: bytes });
  });
  const tab = page.context().waitForEvent('page');
  await page.locator('.ant-table-row', { hasText: `KY-${sampleNo}` }).getByTestId('print-report').click();
  await (await tab).close();
  await expect.poll(() => bytes?.length ?? 0).toBeGreaterThan(0);
  const text = (await pdfText(bytes!)).join('\n');
  for (const figure of [`KY-${sampleNo}`, sampleNo, '940,1010,1180', '41.8, 44.9, 52.4', '16.7%', '44.9']) expect(text).toContain(figure);
});
