import { expect, test, type Page } from '@playwright/test';
import { CMD } from '../../src/domain/events';
import { holdLiveCommands, signInByCookie } from './support';

/**
 * Every board at the three wall sizes, with a sampling reminder up: nothing spills out of its
 * panel, no notice lies over a control, every table column has a header, no message key shows
 * untranslated, and every category of every chart axis is labelled, as ECharts laid it out.
 * One page per board; the viewport is resized between sizes.
 */
const BOARDS = [
  '/bigscreen/home',
  '/bigscreen/production',
  '/bigscreen/material',
  '/bigscreen/delivery',
  '/bigscreen/environment',
  '/bigscreen/park',
  '/bigscreen/map',
  '/bridge/self/queueshow',
];
const SIZES = [
  [1366, 768],
  [1920, 1080],
  [3840, 2160],
] as const;
/** Sampling totals past a step, as the sampling channel's snapshot would bring them. */
const TOTALS = [
  { recipeCode: 'E2E-C30', strength: 'C30', totalQuantity: 405 },
  { recipeCode: 'E2E-C40', strength: 'C40', totalQuantity: 212 },
];

interface Findings {
  overflow: string[];
  covered: string[];
  headless: string[];
  keys: string[];
  axes: string[];
  notices: number;
  noticeOutside: string[];
  antd: number;
}

/** What the page shows, measured in the browser (see the test's description). */
function inspect(): Findings {
  const canvas = document.querySelector('[data-testid="board-canvas"]')!.getBoundingClientRect();
  const scale = canvas.width / 1920;
  const slack = Math.max(1, scale);
  const inside = (r: DOMRect, box: DOMRect) =>
    r.left >= box.left - slack && r.top >= box.top - slack && r.right <= box.right + slack && r.bottom <= box.bottom + slack;
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };

  // a panel's own content stays in it; scrolling lists and the map's panes move on purpose
  const overflow: string[] = [];
  for (const panel of document.querySelectorAll('.board-panel, .home-board-panel, .queue-board, .dispatch-map-list')) {
    const box = panel.getBoundingClientRect();
    if (!inside(box, canvas)) overflow.push(`${name(panel)} leaves the canvas`);
    for (const el of panel.querySelectorAll('*')) {
      if (!shown(el) || el.closest('.leaflet-container, .dispatch-map-rows')) continue;
      if (!inside(el.getBoundingClientRect(), box)) overflow.push(`${name(el)} in ${name(panel)}`);
    }
  }

  const notices = [...document.querySelectorAll('[data-testid="board-notices"], .ant-notification-notice')].filter(shown);
  const controls = [...document.querySelectorAll('a, button, input, select, [role="button"]')].filter(shown);
  const covered: string[] = [];
  for (const n of notices) {
    const a = n.getBoundingClientRect();
    for (const c of controls) {
      if (n.contains(c)) continue;
      const b = c.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) covered.push(name(c));
    }
  }
  const noticeOutside = notices.filter((n) => !inside(n.getBoundingClientRect(), canvas)).map(name);

  const headless = [...document.querySelectorAll('.board-table th')].filter((th) => !(th.textContent ?? '').trim()).map((th) => name(th.closest('table')!));

  const keys: string[] = [];
  const walker = document.createTreeWalker(document.querySelector('[data-testid="board-canvas"]')!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (/^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/.test(text)) keys.push(text);
  }

  // the labels ECharts lays out on each category axis, against the categories it has
  const axes: string[] = [];
  for (const host of document.querySelectorAll('.board-chart')) {
    const chart = (host as HTMLElement & { echart?: { getModel(): { getComponent(type: string, i: number): unknown } } }).echart;
    if (!chart) continue;
    for (const type of ['xAxis', 'yAxis']) {
      for (let i = 0; ; i++) {
        const axisModel = chart.getModel().getComponent(type, i) as
          { axis: { type: string; getViewLabels(): unknown[] }; getCategories(): unknown[] } | undefined;
        if (!axisModel) break;
        if (axisModel.axis.type !== 'category') continue;
        const labelled = axisModel.axis.getViewLabels().length;
        const categories = axisModel.getCategories().length;
        if (labelled !== categories) axes.push(`${host.getAttribute('aria-label')} ${type}: ${labelled} labels for ${categories} categories`);
      }
    }
  }
  return {
    overflow,
    covered,
    headless,
    keys,
    axes,
    notices: notices.length,
    noticeOutside,
    antd: document.querySelectorAll('.ant-notification-notice').length,
  };
}

async function ready(page: Page, path: string) {
  const canvas = page.getByTestId('board-canvas');
  await expect(canvas).toHaveAttribute('data-live', 'open', { timeout: 30_000 });
  await expect(page.getByTestId('board-notices')).toBeVisible({ timeout: 30_000 });
  if (path === '/bigscreen/map') await expect(page.locator('.dispatch-map-row').first()).toBeVisible({ timeout: 20_000 });
  else if (path === '/bridge/self/queueshow') await expect(page.locator('.queue-board tbody tr').first()).toBeVisible({ timeout: 20_000 });
  else if (path === '/bigscreen/home') await expect(page.locator('.home-board-lines li').first()).toBeVisible({ timeout: 20_000 });
  else {
    // every chart drawn: each chart element holds its instance with a series in it
    await expect(page.locator('.board-panel').first()).toBeVisible();
    await expect
      .poll(
        () =>
          page.locator('.board-chart').evaluateAll(
            (els) =>
              els.length > 0 &&
              els.every((e) => {
                const chart = (e as HTMLElement & { echart?: { getOption(): { series?: unknown[] } } }).echart;
                return !!chart && (chart.getOption().series ?? []).length > 0;
              }),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  }
}

for (const path of BOARDS) {
  test(`${path} keeps every row, label and notice in place at 1366x768, 1920x1080 and 3840x2160`, async ({ page }) => {
    test.setTimeout(150_000);
    await signInByCookie(page);
    // the reminder comes from the routed snapshot alone: the plant's own sampling totals, which
    // replace the whole list whenever a ticket is issued, are held back on the socket
    await page.route('**/prod-api/live/sampling**', (route) => route.fulfill({ json: { code: 200, msg: 'ok', data: { list: TOTALS } } }));
    await holdLiveCommands(page, [CMD.sampling]);
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
    await page.goto(path);
    await ready(page, path);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expect(page.getByTestId('board-canvas')).toHaveAttribute('data-scale', Math.min(width / 1920, height / 1080).toFixed(4));
      const found = await page.evaluate(inspect);
      const at = `${path} at ${width}x${height}`;
      expect(found.notices, `${at}: the sampling reminder is shown`).toBeGreaterThan(0);
      expect(found.antd, `${at}: no admin notification over the board`).toBe(0);
      expect(found.noticeOutside, `${at}: notices drawn inside the scaled canvas`).toEqual([]);
      expect(found.covered, `${at}: controls under a notice`).toEqual([]);
      expect(found.overflow, `${at}: elements outside their panel`).toEqual([]);
      expect(found.headless, `${at}: columns without a header`).toEqual([]);
      expect(found.keys, `${at}: untranslated message keys`).toEqual([]);
      expect(found.axes, `${at}: chart axes that skip categories`).toEqual([]);
    }
  });
}
