import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, expectShell, signIn } from './support';

/**
 * Issue 26 item 3: every date a screen opens on is the plant's day (Asia/Shanghai), in the user's
 * language, whatever the browser's zone and locale. An English (US) browser in New York, the UI in
 * Chinese: the pump-and-mixer schedule and the sales day report open on the plant's day, written
 * YYYY-MM-DD (never M/D/YYYY), their calendars name the months in Chinese ('11月', not 'Nov') and
 * mark the plant's today, and the day report shows the day's rows. A second zone, chosen so that
 * its day is not the plant's at the time of the run (New York's is the plant's from 13:00 to 24:00
 * plant time), keeps the test meaningful at any hour. A day typed whole applies at once and closes
 * the calendar, as the native date inputs the finance screens had did.
 */
const shanghaiHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
const OTHER_DAY = shanghaiHour < 18 ? 'Pacific/Honolulu' : 'Pacific/Kiritimati';

/** The plant's day and month by the server's clock and zone (sys-daytime), and the same day in a browser zone. */
async function plantDay(page: Page, browserZone: string) {
  const token = await apiToken(page, 'admin');
  const clock = (await (await page.request.get('/prod-api/system/sys/sys-daytime', { headers: { access_token: token } })).json()).data as {
    timestamp: number;
    timeZone: string;
  };
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(clock.timestamp));
  const day = dayIn(clock.timeZone);
  return { day, month: day.slice(0, 7), monthName: `${Number(day.slice(5, 7))}月`, browserDay: dayIn(browserZone) };
}

/** Opens an antd picker's calendar from its input and checks it speaks Chinese and marks the plant's today; closes it. */
async function checkCalendar(page: Page, input: Locator, day: string, monthName: string) {
  await input.click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(panel).toBeVisible();
  // the header names the plant's month in Chinese, and the today cell is the plant's day
  await expect(panel.locator('.ant-picker-header-view')).toContainText(monthName);
  await expect(panel.locator('.ant-picker-cell-today')).toHaveAttribute('title', day);
  // the month panel: 1月 … 12月, not Jan … Dec
  await panel.locator('.ant-picker-month-btn').click();
  await expect(panel.locator('.ant-picker-month-panel')).toBeVisible();
  await expect(panel.locator('.ant-picker-cell-inner', { hasText: /^1月$/ })).toBeVisible();
  await expect(panel.locator('.ant-picker-cell-inner', { hasText: /^12月$/ })).toBeVisible();
  await expect(panel).not.toContainText(/Jan|Feb|Nov|Dec/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

for (const timezoneId of ['America/New_York', OTHER_DAY]) {
  test.describe(`a browser in ${timezoneId}, in English (US), the UI in Chinese`, () => {
    test.use({ timezoneId, locale: 'en-US' });

    test("the schedule and the sales day report open on the plant's day, in Chinese", async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const plant = await plantDay(page, timezoneId);
      const browserDay = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
      expect(browserDay).toBe(plant.browserDay);
      if (timezoneId === OTHER_DAY) expect(browserDay, "a browser whose day is not the plant's").not.toBe(plant.day);
      await page.context().addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
      await signIn(page, 'admin');
      await expectShell(page);

      // the pump-and-mixer schedule asks for the plant's day and shows it
      const schedule = page.waitForRequest((r) => r.url().includes('/production/dispatch/task-schedule'));
      await page.goto('/production/adjust-center/produce-dispatch-plan');
      expect((await schedule).postDataJSON()).toMatchObject({ date: plant.day });
      const date = page.getByTestId('schedule-date');
      await expect(date).toHaveValue(plant.day);
      await expect(page.getByTestId('schedule')).toBeVisible({ timeout: 30_000 });
      await checkCalendar(page, date, plant.day, plant.monthName);

      // the sales day report opens on the plant's day with that day's report
      const built = page.waitForResponse((r) => r.url().includes('/sales/report/sale/day-report'));
      await page.goto('/report/sales-report');
      const answer = await built;
      expect(answer.request().postDataJSON()).toMatchObject({ reportDate: plant.day });
      const report = (await answer.json()).data as { reportDate: string; list: unknown[] };
      expect(report.reportDate).toBe(plant.day);
      expect(report.list.length, "the demo's sales of the plant's year to its day").toBeGreaterThan(0);
      const dayInput = page.getByTestId('day-report-date');
      await expect(dayInput).toHaveValue(plant.day);
      await expect(page.getByTestId('day-report').locator('tr.ant-table-row').first()).toBeVisible();
      await expect(page.getByTestId('day-report').locator('tr.ant-table-row')).toHaveCount(Math.min(report.list.length, 50));
      await checkCalendar(page, dayInput, plant.day, plant.monthName);
      // a whole day typed applies at once and closes the calendar, as the native date input did: the controls below stay free
      const yesterday = new Date(Date.parse(`${plant.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const typed = page.waitForRequest((r) => r.url().includes('/sales/report/sale/day-report') && r.postDataJSON().reportDate === yesterday);
      await dayInput.fill(yesterday);
      await typed;
      await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeHidden();
      await expect(dayInput).toHaveValue(yesterday);
      const rebuilt = page.waitForResponse((r) => r.url().includes('/sales/report/sale/day-report') && r.request().postDataJSON().forceReset === true);
      await page.getByTestId('day-report-rebuild').click();
      expect((await (await rebuilt).json()).data.reportDate).toBe(yesterday);

      // a finance month opens on the plant's month, its picker in Chinese
      await page.goto('/finance/month-reconcilia');
      const month = page.getByTestId('period-month');
      await expect(month).toHaveValue(plant.month);
      await month.click();
      const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await expect(panel.locator('.ant-picker-cell-inner', { hasText: new RegExp(`^${plant.monthName}$`) })).toBeVisible();
      await expect(panel).not.toContainText(/Jan|Feb|Nov|Dec/);
      await page.keyboard.press('Escape');
    });
  });
}
