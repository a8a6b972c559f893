import { expect, type Page } from '@playwright/test';
import { apiToken, signIn } from './support';

/** Signs out whoever was signed in and signs in as `user`, landing in the shell. */
export async function signInAs(page: Page, user: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/home\/index/, { timeout: 20_000 });
}

/** One call with a demo user's token; answers the envelope. */
export async function callAs(page: Page, user: string, path: string, params: Record<string, string | number> = {}, data?: unknown) {
  const token = await apiToken(page, user);
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const r = data === undefined
    ? await page.request.get(`/prod-api${path}?${qs}`, { headers: { access_token: token } })
    : await page.request.post(`/prod-api${path}?${qs}`, { headers: { access_token: token }, data });
  return r.json() as Promise<{ code: number; msg: string; data: any }>;
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
  const label = await page.getByRole('button', { name: /^待办事项 \(\d+\)$/ }).first().getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(label ?? '')?.[1] ?? NaN);
}
