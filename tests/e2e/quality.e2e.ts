import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../api/print/pdf-text';
import { callAs, openAs } from './approval-support';
import { enterLoads, evaluateBatch, printFromRow, registerSpecimens } from './lab-support';

/**
 * Issue 11, steps 5–7 on a load of a running task made through the dispatcher's calls (so it does
 * not depend on the recipe screens; the whole journey is lab.e2e.ts), and the compression report of
 * the 28-day group printed and read back.
 */
interface DeskTask {
  id: number;
  orgId: string;
  remaining: number;
  taskCode: string;
}
interface Desk {
  tasks: DeskTask[];
  stations: Array<{ orgId: string; yard: Array<{ vehicleId: number }> }>;
}

/** A running task with room for a load at a station with a truck in its yard: the simulator keeps a busy station's trucks on the road. */
async function loadOfRunningTask(page: Page) {
  let pick: { task: DeskTask; truck: { vehicleId: number } } | undefined;
  await expect
    .poll(
      async () => {
        const desk = (await callAs(page, 'dispatcher', '/production/dispatch/dispatch-list')).data as Desk;
        pick = desk.stations.flatMap((st) => {
          const task = desk.tasks.find((t) => t.orgId === st.orgId && t.remaining >= 2);
          return task && st.yard.length ? [{ task, truck: st.yard[0] }] : [];
        })[0];
        return Boolean(pick);
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  const { task, truck } = pick!;
  const saved = await callAs(page, 'dispatcher', '/production/sctaskdetail/save', {}, { taskId: task.id, vehicleId: truck.vehicleId, quantity: '2' });
  expect(saved.code, saved.msg).toBe(200);
  expect((await callAs(page, 'dispatcher', '/production/sctaskdetail/send', {}, { id: saved.data.id })).code).toBe(200);
  return task;
}

test('specimens of a load registered, loaded at 7 and 28 days, evaluated with S and λ, and the compression report printed', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, 'lab', '/lab/test-block-management/register');
  const task = await loadOfRunningTask(page);

  // 5–7 as in the journey of lab.e2e.ts, on a load made through the dispatcher's calls
  const sampleNo = await registerSpecimens(page, task.taskCode);
  await enterLoads(page, sampleNo);
  await evaluateBatch(page);

  // the compression report of the 28-day group, printed from its row, its text read back
  const saved = await callAs(
    page,
    'lab',
    '/experiment/crush-resistance-report/save',
    {},
    { reportCode: `KY-${sampleNo}`, sampleNo, ageDays: 28, testedOn: '2026-11-24' },
  );
  expect(saved.code, saved.msg).toBe(200);
  await openAs(page, 'lab', '/quality-management/concrete-inspection/compression-report');
  const text = (await pdfText(await printFromRow(page, 'crushReport', `KY-${sampleNo}`, 'print-report'))).join('\n');
  for (const figure of [`KY-${sampleNo}`, sampleNo, '940,1010,1180', '41.8, 44.9, 52.4', '16.7%', '44.9']) expect(text).toContain(figure);
});
