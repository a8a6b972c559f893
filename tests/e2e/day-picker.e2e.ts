import { expect, test } from '@playwright/test';
import { expectShell, signIn } from './support';

/**
 * The finance screens' day fields (src/ui/day-picker.tsx) replaced native date inputs: a whole day
 * typed (or filled) applies and leaves no calendar over the controls below, as the native input
 * left none; a click or a key in the field opens the calendar again, and a day picked there applies.
 */
test('a day typed whole applies and shuts the calendar; a click opens it again', async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  await page.goto('/finance/statistics-issued-table');
  const dd = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  // the picker asks to open its calendar a frame after the field's focus: two frames after the screen's call is past that
  const frames = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const asked = (day: string) => page.waitForRequest((r) => r.url().includes('/finance/statistics-issued/list') && (r.postData() ?? '').includes(day));
  let call = asked('2026-10-01');
  await page.getByTestId('period-start').fill('2026-10-01');
  await call;
  await frames();
  await expect(dd).toHaveCount(0);
  call = asked('2026-10-31');
  await page.getByTestId('period-end').fill('2026-10-31');
  await call;
  await frames();
  await expect(dd).toHaveCount(0);
  // a click opens it again, a key typed too
  await page.getByTestId('period-end').click();
  await expect(dd).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dd).toHaveCount(0);
  await page.getByTestId('period-end').press('Backspace');
  await expect(dd).toHaveCount(1);
  // typing a day key by key applies it and shuts the calendar
  await page.getByTestId('period-end').press('ControlOrMeta+a');
  await page.getByTestId('period-end').pressSequentially('2026-10-30');
  await expect(dd).toHaveCount(0);
  await expect(page.getByTestId('period-end')).toHaveValue('2026-10-30');
  await page.getByTestId('period-start').click();
  // the calendar grows in (antd's slide-up motion): a cell's place is its final one once the motion is over
  await expect(page.locator('.ant-picker-dropdown[class*="ant-slide-up-"]')).toHaveCount(0);
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell-in-view', { hasText: /^15$/ }).click();
  await expect(page.getByTestId('period-start')).toHaveValue('2026-10-15');
  await expect(dd).toHaveCount(0);
});
