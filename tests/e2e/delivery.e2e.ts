import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../api/print/pdf-text';
import { callAs, openAs } from './approval-support';
import { chooseOption } from './support';

/**
 * Issue 9, the delivery journeys: a draft ticket sent from its row on the deliver screen and
 * printed, the PDF's own text read back; and concrete returned on that ticket handled by a
 * transfer to another task of the station, which counts there only once it is approved.
 */
const ORG = '01';
const DELIVER = '/production/production-deliver';

interface DeskTask {
  id: number;
  orgId: string;
  remaining: number;
  taskCode: string;
  shippedQuantity: number;
}

/**
 * A draft ticket of 2 m³ on a running task of station 01, saved through the ticket flow; and another running task to transfer to.
 * The plant's simulator ships on the same tasks and completes a task once its plan is shipped: the two with the most room left,
 * which it cannot finish within the test. The truck is the yard's last, which the plant loads after every other.
 */
async function draftTicket(page: Page) {
  const desk = (await callAs(page, 'dispatcher', '/production/dispatch/dispatch-list')).data as {
    tasks: DeskTask[];
    stations: Array<{ orgId: string; yard: Array<{ vehicleId: number }> }>;
  };
  const [task, other] = desk.tasks.filter((t) => t.orgId === ORG && t.remaining >= 40).sort((a, b) => b.remaining - a.remaining);
  expect(other, 'two running tasks of station 01 with room left').toBeDefined();
  const yard = desk.stations.find((x) => x.orgId === ORG)!.yard;
  expect(yard.length).toBeGreaterThan(0);
  const truck = yard[yard.length - 1];
  const saved = await callAs(page, 'dispatcher', '/production/sctaskdetail/save', {}, { taskId: task.id, vehicleId: truck.vehicleId, quantity: '2' });
  expect(saved.code, saved.msg).toBe(200);
  const code = (await callAs(page, 'dispatcher', '/resource/deliveryTicket/get', { id: saved.data.id })).data.ticketCode as string;
  return { id: saved.data.id as number, code, task, other };
}

const rowOf = (page: Page, code: string) => page.locator('.ant-table-row:visible', { hasText: code });
const drawer = (page: Page) => page.getByRole('dialog');

/** `user` opens an /approval screen and agrees to the row showing `text`, through the approval form. */
async function agreeOn(page: Page, user: string, route: string, text: string) {
  await openAs(page, user, route);
  const row = rowOf(page, text);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByTestId('approval-open').click();
  await expect(drawer(page).getByTestId('approval-form')).toBeVisible();
  await drawer(page).getByRole('radio', { name: '同意' }).check();
  await drawer(page).getByRole('button', { name: '确 定' }).click();
  await expect(drawer(page)).toBeHidden();
}

async function findTicket(page: Page, code: string) {
  await page.getByLabel(/^发货单号\s*:?$/).fill(code);
  await page.getByRole('button', { name: '搜 索' }).click();
  await expect(rowOf(page, code)).toHaveCount(1);
  return rowOf(page, code);
}

test('a draft ticket is sent from its row, printed, and the PDF reads its number, task and quantity', async ({ page }) => {
  await openAs(page, 'dispatcher', DELIVER);
  const t = await draftTicket(page);
  const { code } = t;
  let row = await findTicket(page, code);
  await expect(row).toContainText('草稿');
  await row.getByTestId('transition-send').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(row).toContainText('已发送');

  // the PDF's bytes as the browser received them (the tab only shows a blob: URL)
  let bytes: Buffer | undefined;
  await page.route('**/resource/deliveryTicket/print?**', async (route) => {
    const res = await route.fetch();
    bytes = await res.body();
    await route.fulfill({ response: res, body: bytes });
  });
  const tab = page.context().waitForEvent('page');
  row = rowOf(page, code);
  await row.getByTestId('print-ticket').click();
  await (await tab).close();
  await expect.poll(() => bytes?.length ?? 0).toBeGreaterThan(0);
  const [text] = await pdfText(bytes!);
  expect(text).toContain(code);
  expect(text).toContain(t.task.taskCode);
  expect(text).toMatch(/2(\.0+)?/);
});

test('returned concrete is transferred to another task: entered on the return screen, counted there once approved', async ({ page }) => {
  // three users and two approval levels, with the simulator shipping on the same tasks: a busy machine takes minutes
  test.setTimeout(180_000);
  await openAs(page, 'dispatcher', '/production/return-management');
  const t = await draftTicket(page);
  expect((await callAs(page, 'dispatcher', '/production/sctaskdetail/send', {}, { id: t.id })).code).toBe(200);
  const { code } = t;
  const shipped = async () =>
    ((await callAs(page, 'dispatcher', '/production/dispatch/dispatch-list')).data.tasks as Array<{ id: number; shippedQuantity: number }>).find(
      (k) => k.id === t.other.id,
    )!.shippedQuantity;
  // the simulator ships loads on the same tasks meanwhile: what the transfer adds is the shipped figure beyond the task's sent tickets
  const sentSum = async () =>
    (
      (await callAs(page, 'dispatcher', '/resource/deliveryTicket/page', { taskId: t.other.id, detailState: 'sent', limit: 500 })).data.list as Array<{
        quantity: number;
      }>
    ).reduce((a, x) => a + Number(x.quantity), 0);
  const beyondTickets = async (): Promise<number> => {
    const s1 = await sentSum();
    const figure = await shipped();
    return (await sentSum()) === s1 ? figure - s1 : beyondTickets();
  };
  const before = await beyondTickets();

  await page.getByTestId('return-entry').click();
  const dialog = page.getByRole('dialog');
  // each select is picked with the keyboard and then shows its choice (support.ts, chooseOption)
  await chooseOption(page, dialog.getByTestId('return-ticket').getByRole('combobox'), code, code);
  await expect(dialog.getByTestId('return-ticket')).toContainText(code);
  await chooseOption(page, dialog.getByTestId('return-type').getByRole('combobox'), '剩料');
  await expect(dialog.getByTestId('return-type')).toContainText('剩料');
  await chooseOption(page, dialog.getByTestId('return-method').getByRole('combobox'), '转用');
  await expect(dialog.getByTestId('return-method')).toContainText('转用');
  await dialog.getByTestId('return-quantity').fill('1.5');
  await chooseOption(page, dialog.getByTestId('return-target').getByRole('combobox'), t.other.taskCode, t.other.taskCode);
  await expect(dialog.getByTestId('return-target')).toContainText(t.other.taskCode);
  await dialog.getByTestId('return-save').click();
  await expect(dialog).toBeHidden();

  const entry = page.locator('.ant-table-row:visible', { hasText: code });
  await expect(entry).toContainText('待审批');
  await expect(entry).toContainText(t.other.taskCode);
  expect(await beyondTickets()).toBeCloseTo(before, 3);

  // the transfer waits on its approval screen for the approver role (seeded level 1), who agrees there,
  // then for the head office's sign-off (seeded level 2)
  await agreeOn(page, 'approver', '/approval/transfer-concrete-check', code);
  await agreeOn(page, 'admin', '/approval/transfer-concrete-check', code);
  await expect.poll(beyondTickets).toBeCloseTo(before + 1.5, 3);
  await openAs(page, 'dispatcher', '/production/return-management');
  await expect(page.locator('.ant-table-row:visible', { hasText: code })).toContainText('已通过');
});

test('a water pump ticket is entered and submitted on its check screen, then reviewed and approved on its approval screen', async ({ page }) => {
  await openAs(page, 'dispatcher', '/production/auxiliary-approval-manage/water-pump-check');
  const task = ((await callAs(page, 'dispatcher', '/production/dispatch/dispatch-list')).data.tasks as DeskTask[]).find((k) => k.orgId === ORG)!;
  const quantity = `${(Date.now() % 90) + 10}.5`;
  const saved = await callAs(page, 'dispatcher', '/production/auxiliary/save', {}, { kind: 'waterPump', taskId: task.id, quantity });
  expect(saved.code, saved.msg).toBe(200);
  await page.reload();
  const row = page.locator('.ant-table-row:visible', { hasText: quantity });
  await expect(row).toContainText('台班');
  await row.getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(row).toContainText('待审批');

  // level 1 (contract review) by the approver role, level 2 by the admin role, each on the approval screen
  await agreeOn(page, 'approver', '/approval/water-pump-check', quantity);
  await agreeOn(page, 'admin', '/approval/water-pump-check', quantity);
  await openAs(page, 'dispatcher', '/production/auxiliary-approval-manage/water-pump-check');
  const done = page.locator('.ant-table-row:visible', { hasText: quantity });
  await expect(done).toContainText('已同意');
  await expect(done).toContainText('王建国');
});
