import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Snapshots } from '../../src/domain/events';
import { apiToken, signInByCookie } from './support';

const TITLE = '华建混凝土生产指挥中心';
const BOARDS = ['/bigscreen/production', '/bigscreen/material', '/bigscreen/delivery', '/bigscreen/environment', '/bigscreen/park', '/bridge/self/queueshow'];
const canvas = (page: Page) => page.getByTestId('board-canvas');

async function openBoard(page: Page, path: string) {
  await page.goto(path);
  await expect(canvas(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.board-panel, .queue-board').first()).toBeVisible();
}

/** The number shown in a KPI, by its label. */
async function kpi(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('.board-kpi', { has: page.locator('.board-kpi-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.board-kpi-value')
    .innerText();
  return Number.parseFloat(text.replace(/[^\d.-]/g, ''));
}

test.describe('wall boards at 1920x1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of BOARDS) {
    test(`${path} fills the canvas 1:1, outside the admin shell`, async ({ page }) => {
      await signInByCookie(page);
      await openBoard(page, path);
      await expect(canvas(page)).toHaveAttribute('data-scale', '1.0000');
      const box = (await canvas(page).boundingBox())!;
      expect([box.x, box.y, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, 1920, 1080]);
      await expect(page.getByRole('button', { name: '用户菜单' })).toHaveCount(0);
      await expect(page.locator('.tags-view, .shell-header')).toHaveCount(0);
      if (path.startsWith('/bigscreen')) await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    });
  }

  test('/bigscreen opens the home board', async ({ page }) => {
    await signInByCookie(page);
    await page.goto('/bigscreen');
    await expect(page).toHaveURL(/\/bigscreen\/home$/);
    await expect(canvas(page)).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  });

  test('the header clock ticks every second and other boards are dark blue', async ({ page }) => {
    await signInByCookie(page);
    await openBoard(page, '/bigscreen/environment');
    await expect(canvas(page)).toHaveCSS('background-color', 'rgb(6, 22, 58)');
    const first = await page.getByTestId('board-clock').innerText();
    await expect(page.getByTestId('board-clock')).not.toHaveText(first, { timeout: 2500 });
  });

  test('every board moves within seconds', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByCookie(page);
    for (const path of BOARDS) {
      await openBoard(page, path);
      await expect(canvas(page)).toHaveAttribute('data-live', 'open', { timeout: 15_000 });
      // what the board prints, clocks left out: it must change on its own
      const text = () => page.locator('.board-panel, .board-table').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('|'));
      await expect.poll(text, { timeout: 10_000 }).not.toBe('');
      const first = await text();
      await expect.poll(text, { timeout: 25_000, message: `${path} did not move` }).not.toBe(first);
    }
  });

  test('the park board lists the devices, cameras and car washers the server holds', async ({ page }) => {
    const token = await signInByCookie(page);
    await openBoard(page, '/bigscreen/park');
    await expect(canvas(page)).toHaveAttribute('data-live', 'open', { timeout: 15_000 });
    const snapshot = async () => (await (await page.request.get(`/prod-api/live/park?access_token=${token}`)).json()).data as Snapshots['park'];
    const { devices } = await snapshot();
    const names = new Set(devices.map((d) => d.name));
    const panel = (title: string) => page.getByRole('region', { name: title, exact: true });
    const cells = (title: string, table: number, column: number) => panel(title).locator('table').nth(table).locator(`tbody tr td:nth-child(${column})`);
    /** A table's rows as drawn at one moment (a live status change reorders them between two reads). */
    const rows = (title: string, table: number) =>
      panel(title)
        .locator('table')
        .nth(table)
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => (td as HTMLElement).innerText)));

    // devices: counts of every kind, then a list of real devices, those down first
    await expect(panel('设备')).toContainText(`/ ${devices.length}`);
    await expect
      .poll(async () => (await cells('设备', 0, 1).allInnerTexts()).sort())
      .toEqual(['低压打灰', '压滤机', '摄像头', '扬尘监测仪', '洗车机', '砂石分离机', '雾炮机'].sort());
    await expect.poll(async () => (await rows('设备', 1)).length, 'devices listed').toBeGreaterThanOrEqual(10);
    const listed = await rows('设备', 1);
    expect(listed.length).toBeGreaterThanOrEqual(10);
    expect(
      listed.every(([, name]) => names.has(name)),
      listed.join(';'),
    ).toBe(true);
    const order = listed.map(([, , state]) => ['故障', '离线', '在线'].indexOf(state));
    expect(order).toHaveLength(listed.length);
    expect(
      order.every((x, i) => x >= 0 && (i === 0 || x >= order[i - 1])),
      order.join(','),
    ).toBe(true);

    // cameras: real camera names with a status tag
    await expect.poll(async () => (await rows('摄像头', 0)).length, 'cameras listed').toBeGreaterThanOrEqual(4);
    const cameras = await rows('摄像头', 0);
    expect(cameras.length).toBeGreaterThanOrEqual(4);
    expect(
      cameras.every(([name]) => devices.some((d) => d.kind === 'camera' && d.name === name)),
      cameras.join(';'),
    ).toBe(true);
    expect(
      cameras.every(([, , , state]) => ['在线', '离线', '故障'].includes(state)),
      cameras.join(';'),
    ).toBe(true);

    // car washers: one row per station with its washers, and today's washes as the server counts them
    await expect(cells('洗车机', 0, 1)).toHaveText(['余杭站', '萧山站', '富阳站', '临平站']);
    const washers = ['01', '02', '03', '04'].map((o) => String(devices.filter((d) => d.orgId === o && d.kind === 'car_washer').length));
    await expect.poll(async () => (await cells('洗车机', 0, 2).allInnerTexts()).map((x) => x.split('/')[1])).toEqual(washers);
    const today = async () => {
      const p = await snapshot();
      return ['01', '02', '03', '04'].map((o) => String(p.washes.filter((w) => w.orgId === o).length)).join(',');
    };
    await expect.poll(async () => (await cells('洗车机', 0, 3).allInnerTexts()).join(',') === (await today()), { timeout: 10_000 }).toBe(true);
  });

  test('the production board moves within seconds', async ({ page }) => {
    await signInByCookie(page);
    await openBoard(page, '/bigscreen/production');
    await expect(canvas(page)).toHaveAttribute('data-live', 'open', { timeout: 15_000 });
    await expect.poll(() => kpi(page, '盘数'), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await kpi(page, '盘数');
    await expect.poll(() => kpi(page, '盘数'), { timeout: 20_000 }).toBeGreaterThan(before);
  });
});

test.describe('wall boards scaled to 1366x768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  const scale = 768 / 1080;

  for (const path of BOARDS) {
    test(`${path} is scaled down whole and centred`, async ({ page }) => {
      await signInByCookie(page);
      await openBoard(page, path);
      await expect(canvas(page)).toHaveAttribute('data-scale', scale.toFixed(4));
      const box = (await canvas(page).boundingBox())!;
      expect(Math.abs(box.width - 1920 * scale)).toBeLessThan(1);
      expect(Math.abs(box.height - 768)).toBeLessThan(1);
      expect(Math.abs(box.x - (1366 - box.width) / 2)).toBeLessThan(1);
    });
  }

  test('follows a window resize once it has been quiet for 500 ms', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signInByCookie(page);
    await openBoard(page, '/bigscreen/delivery');
    await expect(canvas(page)).toHaveAttribute('data-scale', '1.0000');
    await page.setViewportSize({ width: 1366, height: 768 });
    const resizedAt = Date.now();
    await expect(canvas(page)).toHaveAttribute('data-scale', scale.toFixed(4));
    expect(Date.now() - resizedAt).toBeGreaterThanOrEqual(450);
  });

  test('a chart tooltip follows the pointer onto the hour under it', async ({ page }) => {
    await signInByCookie(page);
    await openBoard(page, '/bigscreen/production');
    const chart = page.getByRole('img', { name: '今日每小时产量' });
    await expect(chart.locator('canvas')).toBeVisible();
    // in canvas pixels the grid runs from 70 to width-24 (chart-style.ts); hour 10 is its 11th band
    const width = await chart.evaluate((el) => (el as HTMLElement).offsetWidth);
    const height = await chart.evaluate((el) => (el as HTMLElement).offsetHeight);
    const band = (width - 70 - 24) / 24;
    const rect = (await chart.boundingBox())!;
    const s = rect.width / width;
    await page.mouse.move(rect.x + (70 + band * 10.5) * s, rect.y + (height / 2) * s);
    const tooltip = page.locator('.board-tooltip').filter({ visible: true });
    await expect(tooltip).toContainText(/^10:00/);
    await page.mouse.move(rect.x + (70 + band * 15.5) * s, rect.y + (height / 2) * s);
    await expect(tooltip).toContainText(/^15:00/);
  });

  test('header links hit their targets on the scaled canvas', async ({ page }) => {
    await signInByCookie(page);
    await openBoard(page, '/bigscreen/production');
    await page.getByRole('link', { name: '材料看板' }).click();
    await expect(page).toHaveURL(/\/bigscreen\/material$/);
    await page.getByRole('link', { name: '环境信息' }).click();
    await expect(page).toHaveURL(/\/bigscreen\/environment$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });
});

test.describe('the smart-screen links of the top bar', () => {
  test('show the information centre and the queue board for a menu holding 1701 and 1702', async ({ page }) => {
    await signInByCookie(page, 'dispatcher');
    await page.goto('/home/index');
    await page.getByRole('button', { name: '智慧大屏' }).click();
    await expect(page.getByRole('menuitem', { name: '信息中心' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '排队看板' })).toBeVisible();
  });

  test('are hidden from project members', async ({ page }) => {
    await signInByCookie(page, 'member');
    await page.goto('/home/index');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: '智慧大屏' })).toHaveCount(0);
  });
});

test.describe('a server restart', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  const port = Number(process.env.E2E_PORT ?? 8199) + 17;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-restart-${port}`;
  let server: ChildProcess | null = null;

  const start = async (simulator: 'on' | 'off') => {
    server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn', SIMULATOR: simulator, SIM_SPEED: '8' },
      stdio: 'ignore',
    });
    // a fresh data directory is migrated and seeded first: over a minute on a busy machine
    await expect.poll(async () => (await fetch(`${base}/prod-api/health`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [250] }).toBe(200);
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (!s || s.exitCode !== null) return;
    const exited = new Promise((resolve) => s.once('exit', resolve));
    s.kill('SIGTERM');
    await exited;
  };

  test.beforeAll(() => rmSync(new URL(`../../${dataDir}`, import.meta.url), { recursive: true, force: true }));
  test.afterAll(stop);

  test('brings the boards back in sync within 2 s of reconnecting', async ({ page }) => {
    test.setTimeout(420_000);
    await start('on');
    await signInByCookie(page, 'admin', { base });
    await page.goto(`${base}/bigscreen/production`);
    await expect(canvas(page)).toHaveAttribute('data-live', 'open', { timeout: 20_000 });
    await expect.poll(() => kpi(page, '盘数'), { timeout: 20_000 }).toBeGreaterThan(0);

    await stop();
    await expect(canvas(page)).toHaveAttribute('data-live', 'down', { timeout: 15_000 });
    // the second run stands still, so the board must end up showing exactly what the server holds
    await start('off');
    const fresh = await apiToken(page, 'admin', undefined, base);
    await expect(canvas(page)).toHaveAttribute('data-live', 'open', { timeout: 30_000 });
    const reconnected = Date.now();
    const serverFigures = async () => {
      const r = await (await fetch(`${base}/prod-api/live/production?access_token=${fresh}`)).json();
      const lines = r.data.lines as { batchesToday: number }[];
      return lines.reduce((a, l) => a + l.batchesToday, 0);
    };
    const expected = await serverFigures();
    await expect.poll(() => kpi(page, '盘数'), { timeout: 5_000, intervals: [50] }).toBe(expected);
    expect(Date.now() - reconnected).toBeLessThanOrEqual(2000);
  });
});
