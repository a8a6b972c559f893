import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInByCookie } from './support';

/**
 * Tokens of the demo users, signed in once per run: every sign-in hashes a password on the
 * server, which a busy machine pays for in seconds. A token the server has ended is replaced.
 */
const tokens = new Map<string, Promise<string>>();
function tokenOf(page: Page, user: string, fresh = false): Promise<string> {
  if (fresh || !tokens.has(user)) tokens.set(user, apiToken(page, user));
  return tokens.get(user)!;
}

/** One call with a demo user's token; answers the envelope. */
export async function callAs(page: Page, user: string, path: string, params: Record<string, string | number> = {}, data?: unknown) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const send = async (token: string) =>
    data === undefined
      ? page.request.get(`/prod-api${path}?${qs}`, { headers: { access_token: token } })
      : page.request.post(`/prod-api${path}?${qs}`, { headers: { access_token: token }, data });
  let r = await send(await tokenOf(page, user));
  if (r.status() === 401) r = await send(await tokenOf(page, user, true));
  return r.json() as Promise<{ code: number; msg: string; data: any }>;
}

/**
 * Opens `path` as `user` in one page load: the session cookie is swapped and the stored tabs of
 * the previous user are dropped, instead of going through the login page and the home page first.
 */
export async function openAs(page: Page, user: string, path: string) {
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  const { origin } = new URL(page.url().startsWith('http') ? page.url() : String(test.info().project.use.baseURL));
  await page.context().clearCookies();
  await signInByCookie(page, user, { base: origin, token: await tokenOf(page, user) });
  await page.goto(path);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 30_000 });
}

/** A new draft supplier, added by the admin through the maintenance call. */
export async function draftSupplier(page: Page, code: string, name: string): Promise<number> {
  const r = await callAs(page, 'admin', '/system/miantain-supplier/saveOrUpdate', {}, { code, name });
  expect(r.code).toBe(200);
  return Number(r.data.id);
}

export const supplierState = async (page: Page, id: number) =>
  (await callAs(page, 'admin', '/system/ncc-data/supplier-approval-info', { id })).data.record as { approveState: number | null; approveLevel: number };

/** The navbar's pending to-do count, as its label says it. */
export async function pendingCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^待办事项 \(\d+\)$/ })
    .first()
    .getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(label ?? '')?.[1] ?? NaN);
}
