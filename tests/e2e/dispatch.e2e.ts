import { expect, test, type Page } from '@playwright/test';
import { callAs, signInAs } from './approval-support';

/**
 * Issue 9 part 3: three loads dispatched from the desk by dragging trucks onto a task, each a
 * ticket of that task; and the replay of a pour, whose slider moves the trucks on the map.
 */
const ORG = '01';

/** An HTML5 drag from one element to another, as the browser dispatches it (dragstart, dragover, drop, dragend). */
async function drag(page: Page, from: string, to: string) {
  await page.evaluate(([a, b]) => {
    const source = document.querySelector(`[data-testid="${a}"]`)!;
    const target = document.querySelector(`[data-testid="${b}"] .ant-card`)!;
    const data = new DataTransfer();
    source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer: data }));
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    source.dispatchEvent(new DragEvent('dragend', { bubbles: true, cancelable: true, dataTransfer: data }));
  }, [from, to]);
}

test('three loads dispatched from the desk by drag', async ({ page }) => {
  await signInAs(page, 'dispatcher');
  await page.goto('/production/adjust-center/dispatch-car');
  const desk = page.getByTestId('dispatch-desk');
  await expect(desk).toBeVisible({ timeout: 20_000 });
  const pane = page.getByRole('tabpanel', { name: /余杭/ });
  const tasks = (await callAs(page, 'dispatcher', '/production/dispatch/task-list', { orgId: ORG })).data.list as Array<{ id: number; remaining: number }>;
  const task = tasks.filter((t) => t.remaining > 40).sort((a, b) => b.remaining - a.remaining)[0];
  expect(task, 'a running task of station 01 with room for three loads').toBeTruthy();
  const card = page.getByTestId(`desk-task-${task.id}`);
  await expect(card).toBeVisible();
  const sent: number[] = [];
  for (let i = 0; i < 3; i++) {
    const truck = pane.getByTestId('yard').locator('[data-testid^="yard-truck-"]').first();
    await expect(truck).toBeVisible({ timeout: 20_000 });
    const id = Number((await truck.getAttribute('data-testid'))!.replace('yard-truck-', ''));
    await drag(page, `yard-truck-${id}`, `desk-task-${task.id}`);
    await expect(pane.getByTestId(`yard-truck-${id}`)).toHaveCount(0);
    sent.push(id);
  }
  await expect.poll(async () => {
    const loads = (await callAs(page, 'dispatcher', '/production/dispatch/dispatch-c-list', { taskId: task.id })).data.list as Array<{ vehicleId: number }>;
    const recent = (await callAs(page, 'dispatcher', '/production/dispatch/sany-dispatch-list', { kind: 'mixer' })).data.list as Array<{ id: number; taskCode: string | null }>;
    return sent.filter((v) => loads.some((l) => l.vehicleId === v) || recent.some((r) => r.id === v && r.taskCode !== null)).length;
  }).toBe(3);
});

test('a finished pour replays: the slider moves its trucks along the tracks they drove', async ({ page }) => {
  await signInAs(page, 'dispatcher');
  // the seed holds yesterday's finished pour of each station, with its trucks' GPS tracks
  const today = (await callAs(page, 'dispatcher', '/production/dispatch/task-schedule', { orgId: ORG })).data.date as string;
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const bars = (await callAs(page, 'dispatcher', '/production/dispatch/task-schedule', { orgId: ORG, date: yesterday })).data.rows
    .flatMap((r: { bars: Array<{ taskId: number }> }) => r.bars) as Array<{ taskId: number }>;
  expect(bars.length).toBeGreaterThan(0);
  const task = (await callAs(page, 'dispatcher', '/production/dispatch/replay', { taskId: bars[0].taskId })).data;
  expect(task.trucks.every((x: { track: unknown[] }) => x.track.length > 2)).toBe(true);
  expect(task.end.slice(0, 10)).toBe(yesterday);
  await page.goto('/production/adjust-center/produce-dispatch-plan');
  await expect(page.getByTestId('schedule')).toBeVisible({ timeout: 20_000 });
  const picker = page.locator('.ant-picker input').first();
  await picker.click();
  await picker.fill(yesterday);
  await picker.press('Enter');
  await page.getByTestId('replay-task').locator('.ant-select').click();
  await page.keyboard.type(task.taskCode);
  await page.locator('.ant-select-item-option', { hasText: task.taskCode }).click();
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  const before = await replay.getAttribute('data-frame');
  const slider = replay.locator('.ant-slider-handle');
  await slider.focus();
  await page.keyboard.press('End');
  await expect.poll(() => replay.getAttribute('data-frame')).not.toBe(before);
  await expect(page.getByTestId('replay-clock')).not.toHaveText(task.start.slice(11, 19));
});
