import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'mixboard123';
export const digest = (s: string) => createHash('sha256').update(s).digest('hex');

/** Signs in through the login page and waits until the shell has left /login. */
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

/** A token for API set-up steps, through the same sign-in call the client makes. */
export async function apiToken(page: Page, user = 'admin', password = PASSWORD): Promise<string> {
  const r = await page.request.post(`/prod-api/auth/oauth/token?username=${user}&password=${digest(password)}&grant_type=password`);
  const body = await r.json();
  if (!body.access_token) throw new Error(`sign-in of ${user} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function openUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
