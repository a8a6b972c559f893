import { expect, test, type Page } from '@playwright/test';
import type { QueueEntry } from '../../src/domain/events';
import { signInByCookie } from './support';

test.use({ viewport: { width: 1920, height: 1080 } });

async function openBoardAs(page: Page, user: string, path: string): Promise<string> {
  const token = await signInByCookie(page, user);
  await page.goto(path);
  await expect(page.getByTestId('board-canvas')).toBeVisible({ timeout: 20_000 });
  return token;
}

const seconds = (clock: string) =>
  clock
    .split(':')
    .map(Number)
    .reduce((a, n) => a * 60 + n, 0);

// issue 26 item 7 (src/domain/board-title.ts): a station's boards bear the station's name, the head office's the company's title
test("a station user's boards carry the station's name", async ({ page }) => {
  await openBoardAs(page, 'station', '/bigscreen/production');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('华建混凝土余杭搅拌站');
});

const STATIONS: Record<string, string> = { '01': '余杭站', '02': '萧山站', '03': '富阳站', '04': '临平站' };

test('the queue board names the station it shows and each truck its own waiting time', async ({ page }) => {
  const token = await openBoardAs(page, 'admin', '/bridge/self/queueshow');
  const rows = page.locator('.queue-board tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  // one reading of the board: its station, clock, plates and waits, as drawn together
  const board = await page.locator('.queue-board').evaluate((el) => ({
    station: (el.querySelector('[data-testid="queue-station"]')?.textContent ?? '').replace(/^[\s·]+/, ''),
    now: el.querySelector('.queue-head time')!.textContent!,
    plates: [...el.querySelectorAll('tbody tr td:nth-child(3)')].map((td) => td.textContent!),
    waits: [...el.querySelectorAll('tbody tr td:nth-child(6)')].map((td) => td.textContent!),
  }));
  const { list } = (await (await page.request.get(`/prod-api/live/queue?access_token=${token}`)).json()).data as { list: QueueEntry[] };
  const shown = board.plates.map((plate) => list.find((q) => q.plate === plate)).filter((q): q is QueueEntry => !!q);
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown.map((q) => q.orgId)).size).toBe(1);
  expect(board.station).toBe(STATIONS[shown[0].orgId]);
  // each wait is plant time now minus that truck's own entry (the snapshot came a moment later)
  for (const q of shown) {
    const waited = seconds(board.waits[board.plates.indexOf(q.plate)]);
    expect(Math.abs(waited - (seconds(board.now) - seconds(q.since.slice(11)))), `${q.plate} since ${q.since}`).toBeLessThanOrEqual(2);
  }
});
