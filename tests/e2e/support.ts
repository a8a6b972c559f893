import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SOCKET } from '../../src/domain/events';

export const PASSWORD = 'mixboard123';
export const digest = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The suite's one sign-in: through the login page, as a user does. Waits for nothing after the
 * submit (a wrong password stays on the page): `expectShell` or `signInAs` wait for the shell.
 */
export async function signIn(page: Page, user = 'admin', password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox').first().fill(user);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('input[type="password"]').press('Enter');
}

export async function expectShell(page: Page) {
  await expect(page).toHaveURL(/\/home\/index/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

/** Signs out whoever was signed in (cookie and stored tabs) and signs in as `user` on the login page, landing in the shell. */
export async function signInAs(page: Page, user: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/home\/index/, { timeout: 20_000 });
}

/** A token for API set-up steps, through the same sign-in call the client makes; `base`: another server than the run's. */
export async function apiToken(page: Page, user = 'admin', password = PASSWORD, base = ''): Promise<string> {
  const r = await page.request.post(`${base}/prod-api/auth/oauth/token?username=${user}&password=${digest(password)}&grant_type=password`);
  const body = await r.json();
  if (!body.access_token) throw new Error(`sign-in of ${user} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * The session cookie the login page would have set, for tests of other screens (the login page
 * has its own): `token`, or a fresh one of `user`. `base`: another server than the run's.
 * Set before the page loads a screen of that origin: a login page clears the session it finds.
 */
export async function signInByCookie(page: Page, user = 'admin', opts: { base?: string; token?: string } = {}): Promise<string> {
  const base = opts.base ?? String(test.info().project.use.baseURL);
  const token = opts.token ?? (await apiToken(page, user, PASSWORD, opts.base));
  await page.context().addCookies([{ name: 'access_token', value: token, url: base, sameSite: 'Strict' }]);
  return token;
}

export async function openUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  // the item is clicked once the menu rests: a click during its slide-in was lost under load
  const menuItem = page.getByRole('menuitem', { name: item });
  const menu = page.locator('.ant-dropdown', { has: menuItem });
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/ant-slide-(up|down)/);
  await menuItem.click();
}

/**
 * Picks an option of an antd Select or AutoComplete with the keyboard: types `search` into its
 * input, the combobox (or opens the list with ArrowDown), moves the active option onto `option` with the arrow
 * keys and presses Enter. A pointer click on an option can land while the list is still opening
 * or being aligned, or on a list re-rendered under it, and be lost; keys go to the focused input
 * whatever the list's motion, and each step waits on the list's own state (its options, the
 * active one) before the next.
 */
export async function chooseOption(page: Page, input: Locator, option: string | RegExp, search?: string) {
  if (search !== undefined) await input.fill(search);
  else {
    await input.focus();
    await input.press('ArrowDown');
  }
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  // the pop-up of this input: it holds the listbox the input controls (the options themselves, or
  // in a virtual list an accessible copy of the active ones beside the drawn options)
  const popup = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${await input.getAttribute('aria-controls')}"]`) });
  const options = popup.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: option }).first(), `the option ${option} in the list`).toBeVisible();
  const labels = await options.allInnerTexts();
  const at = labels.findIndex((l) => (typeof option === 'string' ? l.includes(option) : option.test(l)));
  const activeAt = await options.evaluateAll((els) => els.findIndex((e) => e.classList.contains('ant-select-item-option-active')));
  for (let i = activeAt; i < at; i++) await input.press('ArrowDown');
  for (let i = activeAt; i > at; i--) await input.press('ArrowUp');
  await expect(options.nth(at)).toHaveClass(/ant-select-item-option-active/);
  await input.press('Enter');
}

/**
 * Clicks an item of an antd Dropdown menu that opens on hover (the table's export and row-height
 * menus). The menu is drawn before it is aligned to its trigger and then slides in: a click taken
 * before it rests lands elsewhere (seen on the shell's header), the pointer leaves the trigger and
 * the menu closes. The item is clicked once the menu's motion has ended.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, item: string) {
  await trigger.hover();
  const menuItem = page.getByRole('menuitem', { name: item, exact: true });
  const menu = page.locator('.ant-dropdown', { has: menuItem });
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/ant-slide-(up|down)/);
  await menuItem.click();
}

/** Closes a drawer by its close button (Escape goes to whichever pop-up opened last, a tooltip over the drawer included). */
export async function closeDrawer(drawer: Locator) {
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();
}

/**
 * Routes the page's live socket (socket.io over WebSocket) through the test: every frame passes
 * both ways, except the live messages of the commands in `held`, which the page never gets. A
 * test that routes a channel's HTTP snapshot holds that channel's socket commands too, so the page
 * has one source for it: a live event of the running plant would otherwise replace the routed
 * state, whether it came before the snapshot, during it (it is replayed on top) or after.
 * Returns how many messages were held so far.
 */
export async function holdLiveCommands(page: Page, held: readonly number[]): Promise<() => number> {
  let count = 0;
  const keep = (m: unknown) => !held.includes(Number((m as { cmd?: unknown } | null)?.cmd));
  // an event packet of the default namespace: engine.io "4" (message), socket.io "2" (event), then [name, payload]
  const filter = (frame: string | Buffer): string | Buffer | null => {
    if (typeof frame !== 'string' || !frame.startsWith('42[')) return frame;
    const [name, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
    if (name === 'message') {
      if (keep(payload)) return frame;
      count++;
      return null;
    }
    if (name !== 'messages' || !Array.isArray(payload)) return frame;
    const kept = payload.filter(keep);
    count += payload.length - kept.length;
    if (kept.length === payload.length) return frame;
    return kept.length ? `42${JSON.stringify([name, kept])}` : null;
  };
  await page.routeWebSocket(
    (url) => url.pathname.startsWith(SOCKET.path),
    (ws) => {
      const server = ws.connectToServer();
      server.onMessage((frame) => {
        const out = filter(frame);
        if (out !== null) ws.send(out);
      });
    },
  );
  return () => count;
}
