import { expect, test, type Page } from '@playwright/test';
import { callAs } from './approval-support';
import { expectShell, signIn } from './support';

const TICKETS = '/production/production-deliver';
const rowOf = (page: Page, code: string) => page.locator('.ant-table-row:visible', { hasText: code });

/**
 * The ticket list filtered to one ticket: the simulator keeps adding newer ones above it. The row
 * is the search's answer (the pager counts one), not the same ticket still listed from before it.
 */
async function findTicket(page: Page, code: string) {
  await page.goto(TICKETS);
  await page.getByLabel(/^发货单号\s*:?$/).fill(code);
  const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('ticketCode') === code);
  await page.getByRole('button', { name: '搜 索' }).click();
  expect((await searched).ok()).toBe(true);
  await expect(page.locator('.mb-pager-total:visible')).toHaveText('共 1 条');
  await expect(rowOf(page, code)).toHaveCount(1);
  return rowOf(page, code);
}

/**
 * A sent ticket no one has printed yet, newest first. Other journeys print tickets too (the
 * dispatch desk's, the deliver screen's): the first print of one of theirs would already ask for
 * the reprint approval.
 */
async function unprintedTicket(page: Page): Promise<{ id: number; code: string }> {
  const { list } = (await callAs(page, 'admin', '/resource/deliveryTicket/page', { detailState: 'sent', page: 1, limit: 50 })).data as {
    list: Array<{ id: number; ticketCode: string }>;
  };
  expect(list.length).toBeGreaterThan(0);
  for (const t of list) {
    const state = (await callAs(page, 'admin', '/resource/deliveryTicket/print-state', { id: t.id, doc: 'ticket' })).data as { printed: number };
    if (state.printed === 0) return { id: t.id, code: t.ticketCode };
  }
  throw new Error('no sent ticket left unprinted among the newest 50');
}

test('print a delivery ticket from its row, find it under /pdf/download, ask for a reprint', async ({ page, context }) => {
  await signIn(page, 'admin');
  await expectShell(page);
  const { id, code } = await unprintedTicket(page);

  const row = await findTicket(page, code);
  const popup = context.waitForEvent('page');
  await row.getByTestId('print-ticket').click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 20_000 }).toMatch(/^blob:/);
  await tab.close();

  await page.goto('/pdf/download');
  await expect(page.getByTestId('pdf-download')).toContainText(code);

  // the same ticket again: a reprint needs the print approval
  const again = await findTicket(page, code);
  await again.getByTestId('print-ticket').click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`申请补打.*${code}`) });
  await expect(dialog).toContainText('再次打印需审批');
  await dialog.locator('textarea').fill('客户签收联遗失');
  await dialog.getByRole('button', { name: '申请补打' }).click();
  await expect(dialog).toBeHidden();
  // where the reprint stands, as the button's hint says it (asked of the server when it opens)
  await again.getByTestId('print-ticket').hover();
  await expect(page.getByRole('tooltip')).toHaveText('补打待审批');
  expect((await callAs(page, 'admin', '/resource/deliveryTicket/print-state', { id, doc: 'ticket' })).data.state).toBe('pending');
});
