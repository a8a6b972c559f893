import { expect, test, type Page } from '@playwright/test';
import { apiToken, expectShell, signIn } from './support';
import { sum3 } from '../../admin/production-report/production.figures';

/**
 * The production statistics screens show the sums of the tickets: the test sums the plant day's
 * tickets through the ticket list call and compares with the total row on screen, to 0.001 m³.
 * The simulator keeps issuing tickets, so each comparison reloads until both reads agree.
 */
let token: string;
let day: string;

async function api(page: Page, path: string, params: Record<string, string | number> = {}) {
  const r = await page.request.get(`/prod-api${path}`, { params, headers: { access_token: token } });
  const body = await r.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Σ quantity of the plant day's tickets, from the delivery ticket list. */
async function ticketsOfDay(page: Page): Promise<{ trips: number; quantity: string }> {
  const d = await api(page, '/resource/deliveryTicket/page', { time: `${day} 00:00:00,${day} 23:59:59`, page: 1, limit: 50000 });
  return { trips: d.list.length, quantity: sum3(d.list.map((t: { quantity: string }) => t.quantity)) };
}

/**
 * Opens a statistic (its tab) until the total row it shows, read fresh from the server, equals
 * the tickets' sum read right after it; `away` opens something else first so the tab remounts.
 */
async function expectTotalMatches(page: Page, open: () => Promise<void>, away: () => Promise<void>, path: string, testId: string, unlike = '\u0000') {
  await expect
    .poll(
      async () => {
        await away();
        const answer = page.waitForResponse((r) => r.url().includes(`/prod-api${path}?`) && !r.url().includes(unlike));
        await open();
        const list = (await (await answer).json()).data.list as Array<{ quantity: string }>;
        // the screen shows the answer it got …
        await expect(page.getByTestId(testId)).toHaveText(sum3(list.map((x) => x.quantity)));
        const shown = (await page.getByTestId(testId).textContent())?.trim();
        // … and that equals the sum of the tickets, unless one was issued in between (then read again)
        const sum = (await ticketsOfDay(page)).quantity;
        return shown === sum ? 'equal' : `${shown} ≠ ${sum}`;
      },
      { timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toBe('equal');
}

test.beforeEach(async ({ page }) => {
  // the machine is shared: waiting on states, with room for a loaded one
  test.setTimeout(300_000);
  token = await apiToken(page, 'dispatcher');
  const clock = await api(page, '/system/sys/sys-daytime');
  day = new Intl.DateTimeFormat('en-CA', { timeZone: clock.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(clock.timestamp));
  // the simulator has issued tickets today
  await expect.poll(async () => (await ticketsOfDay(page)).trips, { timeout: 90_000 }).toBeGreaterThan(0);
  await signIn(page, 'dispatcher');
  await expectShell(page);
});

test('production statistics: per driver and per grade equal the sum of the tickets', async ({ page }) => {
  await page.goto('/production/produce-report');
  const tab = (name: string) => async () => {
    await page.getByRole('tab', { name }).click();
  };
  await expectTotalMatches(page, tab('司机统计'), tab('单车核算'), '/production/drivertj', 'total-byDriver-quantity');
  await expect(page.getByTestId('stat-byDriver').getByRole('img')).toBeVisible();

  await page.goto('/production/product-report');
  await expectTotalMatches(page, tab('强度等级统计'), tab('工程统计'), '/production/productStatistic', 'total-byGrade-quantity');
  // the concrete samples taken are listed beside the statistics
  await page.getByRole('tab', { name: '混凝土试块' }).click();
  await expect(page.getByRole('columnheader', { name: '试块编号' })).toBeVisible();
});

test("production day report: its total equals the sum of the day's tickets, and it downloads", async ({ page }) => {
  await page.goto('/report/production-report');
  // a new station choice reads the report again: all stations, after one station
  const station = page.getByRole('combobox', { name: '站点' });
  const pick = (name: string) => async () => {
    await station.click();
    await page.locator('.ant-select-item-option', { hasText: name }).click();
  };
  await expectTotalMatches(page, pick('全部站点'), pick('华建混凝土余杭搅拌站'), '/report/production/day-report', 'total-dayReport-quantity', 'stationId=');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载日报' }).click();
  expect((await download).suggestedFilename()).toBe(`production-day-report-${day}.xlsx`);
});
