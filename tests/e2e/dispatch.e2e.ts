import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { pdfText } from '../api/print/pdf-text';
import { callAs } from './approval-support';
import { QUIET_BASE } from './ports';
import { apiToken, signInAs } from './support';

/**
 * Issue 9 part 3: three loads dispatched from the desk by dragging trucks onto a task, each a
 * ticket of that task; and the replay of a pour, whose slider moves the trucks on the map.
 */
const ORG = '01';

/**
 * One call as the dispatcher to the server the test's page uses, with one sign-in per page
 * (approval-support's callAs keeps one token per user for the run's own server).
 */
const deskTokens = new WeakMap<Page, Promise<string>>();
async function deskCall(page: Page, path: string, params: Record<string, string | number> = {}) {
  if (!deskTokens.has(page)) deskTokens.set(page, apiToken(page, 'dispatcher'));
  const token = await deskTokens.get(page)!;
  const r = await page.request.get(`/prod-api${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, {
    headers: { access_token: token },
  });
  return r.json() as Promise<{ code: number; msg: string; data: any }>;
}

/** An HTML5 drag from one element to another, as the browser dispatches it (dragstart, dragover, drop, dragend). */
async function drag(page: Page, from: string, to: string) {
  await page.evaluate(
    ([a, b]) => {
      const source = document.querySelector(`[data-testid="${a}"]`)!;
      const target = document.querySelector(`[data-testid="${b}"] .ant-card`)!;
      const data = new DataTransfer();
      source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
      source.dispatchEvent(new DragEvent('dragend', { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    [from, to],
  );
}

/**
 * The drags take trucks from a yard: on the run's own server the plant empties the yards by itself
 * (every mixer of station 01 is out on loads a quarter of an hour after the start) and tickets the
 * head of a yard at any moment, between the desk's drawing and a drop. These journeys run on the
 * run's second server, whose plant stands still (ports.ts): every truck of the yard is the desk's.
 */
test.describe('the desk of a plant standing still', () => {
  test.use({ baseURL: QUIET_BASE });

  test('three loads dispatched from the desk by drag', async ({ page }) => {
    await signInAs(page, 'dispatcher');
    await page.goto('/production/adjust-center/dispatch-car');
    const desk = page.getByTestId('dispatch-desk');
    await expect(desk).toBeVisible({ timeout: 20_000 });
    const pane = page.getByRole('tabpanel', { name: /余杭/ });
    const tasks = (await deskCall(page, '/production/dispatch/task-list', { orgId: ORG })).data.list as Array<{ id: number; remaining: number }>;
    const task = tasks.filter((t) => t.remaining > 40).sort((a, b) => b.remaining - a.remaining)[0];
    expect(task, 'a running task of station 01 with room for three loads').toBeTruthy();
    const card = page.getByTestId(`desk-task-${task.id}`);
    await expect(card).toBeVisible();
    const yard = pane.getByTestId('yard').locator('[data-testid^="yard-truck-"]');
    await expect(yard.first()).toBeVisible({ timeout: 20_000 });
    const sent = (await yard.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('yard-truck-', ''))))).slice(0, 3);
    expect(sent).toHaveLength(3);
    const tickets: number[] = [];
    for (const id of sent) {
      const answered = page.waitForResponse((r) => r.url().includes('/production/dispatch/issue') && r.request().postDataJSON()?.vehicleId === id);
      await drag(page, `yard-truck-${id}`, `desk-task-${task.id}`);
      const answer = (await (await answered).json()) as { code: number; msg: string; data: { ticketId: number } };
      expect(answer.code, `truck ${id}: ${answer.msg}`).toBe(200);
      tickets.push(answer.data.ticketId);
      await expect(pane.getByTestId(`yard-truck-${id}`)).toHaveCount(0);
    }
    await expect
      .poll(async () => {
        const loads = (await deskCall(page, '/production/dispatch/dispatch-c-list', { taskId: task.id })).data.list as Array<{ vehicleId: number }>;
        const recent = (await deskCall(page, '/production/dispatch/sany-dispatch-list', { kind: 'mixer' })).data.list as Array<{
          id: number;
          taskCode: string | null;
        }>;
        return sent.filter((v) => loads.some((l) => l.vehicleId === v) || recent.some((r) => r.id === v && r.taskCode !== null)).length;
      })
      .toBe(3);

    // their tickets print: each PDF names its ticket, the task and the truck's load
    const token = await deskTokens.get(page)!;
    for (const id of tickets) {
      const ticket = (await deskCall(page, '/resource/deliveryTicket/get', { id })).data as { ticketCode: string; taskCode: string; quantity: number };
      const pdf = await page.request.get(`/prod-api/resource/deliveryTicket/print?id=${id}&doc=ticket`, { headers: { access_token: token } });
      expect(pdf.headers()['content-type']).toContain('pdf');
      const [text] = await pdfText(await pdf.body());
      expect(text).toContain(ticket.ticketCode);
      expect(text).toContain(ticket.taskCode);
      expect(text).toContain(String(Number(ticket.quantity)));
    }
  });

  /**
   * Several tickets issued quickly by real mouse drags (trusted dragstart, dragover, drop) onto tasks
   * further down the desk: each ticket goes to the truck that was dragged, and none of the dragged
   * trucks is left in the yard. With a yard as long as the page, the task scrolled into view took
   * the yard's head truck off screen, so the press landed on another truck than the one meant.
   */
  test('trucks dragged quickly onto tasks down the desk each get the ticket and leave the yard', async ({ page }) => {
    await signInAs(page, 'dispatcher');
    // the desk's refetches wait until the drags are done: the dropped trucks leave the yard by the drop alone. A refetch
    // already under way when the hold starts would answer the yard of before the drop and put the truck back: the drags
    // wait for those.
    const held: Route[] = [];
    const passing = new Set<Request>();
    let holding = false;
    await page.route(
      (url) => url.pathname.endsWith('/production/dispatch/dispatch-list'),
      (route) => {
        if (holding) return void held.push(route);
        passing.add(route.request());
        return route.continue();
      },
    );
    const settled = (q: Request) => passing.delete(q);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/production/adjust-center/dispatch-car');
    await expect(page.getByTestId('dispatch-desk')).toBeVisible({ timeout: 20_000 });
    const pane = page.getByRole('tabpanel', { name: /余杭/ });
    const yard = pane.getByTestId('yard').locator('[data-testid^="yard-truck-"]');
    await expect(yard.first()).toBeVisible({ timeout: 20_000 });
    const tasks = ((await deskCall(page, '/production/dispatch/task-list', { orgId: ORG })).data.list as Array<{ id: number; remaining: number }>).filter(
      (t) => t.remaining > 20,
    );
    // the lowest cards of the desk: the ones a drag has to reach down the page for
    const targets = tasks.slice(-4);
    expect(targets.length, 'running tasks of station 01 with room for a load').toBeGreaterThanOrEqual(2);
    const issued: number[] = [];
    page.on('request', (q) => {
      if (q.url().includes('/production/dispatch/issue')) issued.push(Number(JSON.parse(q.postData() ?? '{}').vehicleId));
    });
    holding = true;
    await expect.poll(() => passing.size, 'desk refetches under way when the hold starts').toBe(0);
    const dragged: number[] = [];
    for (const task of targets) {
      const ids = await yard.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('yard-truck-', ''))));
      const id = ids.find((x) => !dragged.includes(x))!;
      const head = page.getByTestId(`desk-task-${task.id}`).locator('.ant-card-head');
      await head.scrollIntoViewIfNeeded();
      // a drop that lands on no task issues nothing: the comparison below names it
      const answered = page.waitForResponse((r) => r.url().includes('/production/dispatch/issue'), { timeout: 15_000 }).catch(() => null);
      await pane.getByTestId(`yard-truck-${id}`).dragTo(head);
      await answered;
      dragged.push(id);
    }
    expect(issued, 'each drop issues the ticket of the truck dragged').toEqual(dragged);
    for (const id of dragged) await expect(pane.getByTestId(`yard-truck-${id}`)).toHaveCount(0);
    // and the desk the server answers now agrees
    holding = false;
    for (const r of held.splice(0)) await r.continue();
    const desk = (await deskCall(page, '/production/dispatch/dispatch-list')).data as {
      stations: Array<{ orgId: string; yard: Array<{ vehicleId: number }> }>;
    };
    expect(desk.stations.find((x) => x.orgId === ORG)!.yard.filter((y) => dragged.includes(y.vehicleId))).toEqual([]);
    for (const id of dragged) await expect(pane.getByTestId(`yard-truck-${id}`)).toHaveCount(0);
  });
});

test('a finished pour replays: the slider moves its trucks along the tracks they drove', async ({ page }) => {
  await signInAs(page, 'dispatcher');
  // the seed holds yesterday's finished pour of each station, with its trucks' GPS tracks
  const today = (await callAs(page, 'dispatcher', '/production/dispatch/task-schedule', { orgId: ORG })).data.date as string;
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const bars = (await callAs(page, 'dispatcher', '/production/dispatch/task-schedule', { orgId: ORG, date: yesterday })).data.rows.flatMap(
    (r: { bars: Array<{ taskId: number }> }) => r.bars,
  ) as Array<{ taskId: number }>;
  expect(bars.length).toBeGreaterThan(0);
  const task = (await callAs(page, 'dispatcher', '/production/dispatch/replay', { taskId: bars[0].taskId })).data;
  expect(task.trucks.length).toBeGreaterThan(0);
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
