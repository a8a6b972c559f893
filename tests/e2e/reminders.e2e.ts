import { expect, test, type Page } from '@playwright/test';
import { CMD } from '../../src/domain/events';
import { expectShell, holdLiveCommands, signIn } from './support';

/**
 * Issue 26 item 4: sampling reminders never cover a control. With four reminders due, the shell
 * shows two and counts the rest on the bell, whose panel lists them; at 1366x768 and 1920x1080 no
 * navbar control and no row action of a list lies under a reminder, and a click at a control's
 * centre reaches that control. Each list is looked at scrolled to its top and to its bottom.
 */
const SIZES = [
  [1366, 768],
  [1920, 1080],
] as const;
/** Lists with row actions: the customers (编辑/删除) and the certificates (打印/编辑/删除). */
const SCREENS = ['/sales/customer', '/quality-management/product-certification/CertificationManager'];
/** Sampling totals past a step, as the sampling channel's snapshot would bring them: four reminders. */
const TOTALS = [
  { recipeCode: 'E2E-R1', strength: 'C30', totalQuantity: 205 },
  { recipeCode: 'E2E-R2', strength: 'C35', totalQuantity: 410 },
  { recipeCode: 'E2E-R3', strength: 'C40', totalQuantity: 615 },
  { recipeCode: 'E2E-R4', strength: 'C45', totalQuantity: 820 },
];
/** The bell's own notices: one unread, one read. */
const NOTICES = [
  { id: 'e2e-1', type: 6, time: '2026-01-01 08:00:00', title: 'E2E 未读通知', content: '未读', read: false },
  { id: 'e2e-2', type: 6, time: '2026-01-01 07:00:00', title: 'E2E 已读通知', content: '已读', read: true },
];
/** Whatever shows a reminder: the shell's reminder area, or an antd notification. */
const REMINDER = '[data-testid="shell-reminder"], .ant-notification-notice';

interface Findings {
  reminders: number;
  checked: number;
  rowActions: number;
  covered: string[];
  blocked: string[];
}

/** Measured in the browser: the visible reminders, and every visible control against them. */
function inspect(selector: string): Findings {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && Number(getComputedStyle(el).opacity) > 0;
  };
  const reminders = [...document.querySelectorAll(selector)].filter(shown);
  const header = document.querySelector('.shell-header')!.getBoundingClientRect();
  // a control the user can see: its centre in the window, not scrolled under the sticky header
  // (unless it is in the header) and not clipped by a scrolling box around it
  const visible = (el: Element) => {
    if (!shown(el)) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    if (!el.closest('.shell-header') && y < header.bottom) return false;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      if (x < b.left || x > b.right || y < b.top || y > b.bottom) return false;
    }
    return true;
  };
  const navbar = [...document.querySelectorAll('.navbar button, .navbar a, .navbar input, .navbar [role="button"], .navbar .navbar-org')];
  const rowActions = [...document.querySelectorAll('.ant-table-row .mb-row-actions button, .ant-table-row .mb-row-actions a')];
  const controls = [...new Set([...navbar, ...rowActions])].filter(visible);
  const covered: string[] = [];
  const blocked: string[] = [];
  for (const c of controls) {
    const b = c.getBoundingClientRect();
    for (const n of reminders) {
      const a = n.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) covered.push(`${name(c)} under ${name(n)}`);
    }
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!hit || !c.contains(hit)) blocked.push(`${name(c)}: a click at its centre reaches ${hit ? name(hit) : 'nothing'}`);
  }
  return { reminders: reminders.length, checked: controls.length, rowActions: rowActions.filter((c) => controls.includes(c)).length, covered, blocked };
}

async function expectNothingCovered(page: Page, at: string) {
  for (const where of ['top', 'bottom'] as const) {
    await page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight), where);
    // the scroll has been painted before measuring
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = await page.evaluate(inspect, REMINDER);
    const label = `${at}, scrolled to the ${where}`;
    expect.soft(found.reminders, `${label}: reminders shown`).toBe(2);
    expect.soft(found.rowActions, `${label}: row actions in view`).toBeGreaterThan(0);
    expect.soft(found.covered, `${label}: controls under a reminder`).toEqual([]);
    expect.soft(found.blocked, `${label}: controls a click at their centre misses`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The bell's count, as its badge shows it. */
async function bellCount(page: Page): Promise<number> {
  const badge = page.locator('.ant-badge', { has: page.getByRole('button', { name: /^消息通知/ }) });
  const count = badge.locator('.ant-badge-count');
  if (!(await count.count())) return 0;
  return Number(await count.getAttribute('title'));
}

for (const [width, height] of SIZES) {
  test(`at ${width}x${height} two sampling reminders show, the rest wait on the bell, and none covers a control`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // every page load is a new session of reminders: the log of reminders given is forgotten
    await page.addInitScript(() => localStorage.removeItem('samplingReminders'));
    await page.route('**/prod-api/live/sampling**', (route) => route.fulfill({ json: { code: 200, msg: 'ok', data: { list: TOTALS } } }));
    // the running plant pushes its own sampling totals on the socket: one arriving before the reminders
    // are watched would replace these totals, and no reminder would be due until the next poll (180 s)
    await holdLiveCommands(page, [CMD.sampling]);
    await page.route('**/prod-api/system/notice/list**', (route) =>
      route.fulfill({ json: { code: 200, msg: 'ok', data: { list: NOTICES, total: NOTICES.length, page: 1, limit: 50 } } }),
    );
    await signIn(page, 'admin');
    await expectShell(page);

    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.ant-table-row .mb-row-actions').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(REMINDER).first()).toBeVisible({ timeout: 30_000 });
      await expectNothingCovered(page, `${path} at ${width}x${height}`);
    }

    // the reminders not shown wait in the bell's panel, and its count includes them (one unread notice besides)
    const shown = page.getByTestId('shell-reminder');
    const waiting = page.getByTestId('waiting-reminder');
    const bell = page.getByRole('button', { name: /^消息通知/ });
    await expect(shown).toHaveCount(2);
    await bell.click();
    await expect(waiting.first()).toBeVisible();
    await expect.poll(async () => (await bellCount(page)) - (await waiting.count()), { message: 'the bell counts the waiting reminders' }).toBe(1);
    expect(await waiting.count()).toBeGreaterThanOrEqual(TOTALS.length - 2);
    const everywhere = [...(await shown.allInnerTexts()), ...(await waiting.allInnerTexts())].join('\n');
    for (const t of TOTALS) expect(everywhere, `the reminder of ${t.recipeCode} shown or waiting`).toContain(t.recipeCode);
    const next = await waiting.first().getAttribute('data-key');
    await bell.click();
    await expect(waiting).toHaveCount(0);

    // closing a shown reminder brings the first waiting one up: two still show, one fewer waits
    const closed = await shown.first().getAttribute('data-key');
    await shown.first().getByRole('button', { name: '关闭提醒' }).click();
    await expect(shown).toHaveCount(2);
    await expect(page.locator(`[data-key="${closed}"]`)).toHaveCount(0);
    await expect(shown.nth(1)).toHaveAttribute('data-key', next!);
    await bell.click();
    await expect(waiting.first()).toBeVisible();
    await expect.poll(async () => (await bellCount(page)) - (await waiting.count()), { message: 'the bell counts the waiting reminders' }).toBe(1);
  });
}
