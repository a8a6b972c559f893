import { expect, test, type Page } from '@playwright/test';
import { callAs, signInAs } from './approval-support';

/**
 * Issue 10, steps 2–3 in Chromium: the simulator delivers loads at station 01; the sales user sees
 * them in the delivery book with their prices, makes the month's settlement sheet of their
 * customer from the make screen, submits it; the approver sends it back once, the sales user
 * submits it again and the approver agrees. The sheet's ticket money equals the delivery book's
 * total of the same tickets, to the fen.
 */
const ORG = { org_id: '01' };
const lastDay = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);
const plantDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const row = (page: Page, text: string) => page.locator('tr', { hasText: text });
/** The customer select lists many customers in a virtual list: typing narrows it to the one wanted. */
async function pickCustomer(page: Page, name: string) {
  await page.getByTestId('pick-customer').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();
}

test('deliveries made, a settlement sheet made for the period, sent back once, approved', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  const today = plantDay();
  const month = { startDate: `${today.slice(0, 7)}-01`, endDate: lastDay(today) };
  const book = (q: Record<string, string | number>) => callAs(page, 'sales', '/sales/sany-delivery-book/delivery-book-list', { ...ORG, limit: 500, ...q });

  // step 2: deliveries are made — the simulator's loads of today at station 01
  let customerId = 0;
  await expect.poll(async () => {
    const r = await book({ time: `${today},${today}` });
    customerId = r.data?.list?.[0]?.customerId ?? 0;
    return customerId;
  }, { timeout: 150_000, intervals: [2000] }).toBeGreaterThan(0);

  // the customer's grades of the month get an agreed customer price (the price lists are step 1's; here only what pricing needs)
  for (const [type, flow] of [['sales-customer-price', 'approver'], ['sale-settlement', 'approver']]) {
    expect((await callAs(page, 'admin', '/system/approval-flow/save', {}, { businessType: type, levels: [{ approvers: [{ type: 'role', value: flow }] }] })).code).toBe(200);
  }
  const monthBook = await book({ customerId, time: `${month.startDate},${month.endDate}` });
  const grades = [...new Set<string>(monthBook.data.list.filter((l: { priced: boolean }) => !l.priced).map((l: { strength: string }) => l.strength))];
  for (const grade of grades) {
    const p = await callAs(page, 'admin', '/sales/new-price/save-customer-price', ORG, { customerId, productType: grade.startsWith('M') ? 'mortar' : 'concrete', grade, price: '415.35', effectiveFrom: '2020-01-01' });
    expect(p.code, p.msg).toBe(200);
    expect((await callAs(page, 'admin', '/resource/customerPrice/submit', ORG, { id: p.data.id })).code).toBe(200);
    expect((await callAs(page, 'approver', '/resource/customerPrice/approve', ORG, { id: p.data.id, status: 1, text: '同意' })).code).toBe(200);
  }
  const customerName: string = monthBook.data.list[0].customerName;

  // the delivery book on its screen shows the customer's month with its totals
  await signInAs(page, 'sales');
  await page.goto('/statement/shipping');
  await pickCustomer(page, customerName);
  await expect(page.getByTestId('book-totals')).toBeVisible();

  // step 3: the sheet of the month is made from the make screen (preview, then make)
  await page.goto('/statement/make-settlement-bill');
  await pickCustomer(page, customerName);
  // the period offered is the current month
  await page.getByTestId('make-preview').click();
  await expect(page.getByTestId('sheet-total')).toBeVisible();
  await page.getByTestId('make-confirm').click();
  await expect(page.getByTestId('sheet-total')).toBeHidden();
  const sheets = await callAs(page, 'sales', '/sales/sanysettlementsheet/sc-settlement-list', { ...ORG, customerId });
  const sheet = sheets.data.list[0];
  expect(sheet).toMatchObject({ customerId, startDate: month.startDate, endDate: month.endDate });
  // the delivery book's total of the sheet's tickets equals the sheet's ticket money, to the fen
  const settled = await book({ customerId, settlementId: sheet.id });
  expect(settled.data.totals.amountFen).toBe(sheet.ticketsFen);
  expect(settled.data.totals.ticketCount).toBe(sheet.ticketCount);

  // submitted on the sheets screen; the approver sends it back once
  await page.goto('/statement/settlement-bills');
  await row(page, sheet.settlementCode).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(async () => (await callAs(page, 'sales', '/sales/sanysettlementsheet/settlement-detail', { ...ORG, id: sheet.id })).data.approveState).toBe(0);
  const decide = async (how: 'back' | 'agree') => {
    await signInAs(page, 'approver');
    await page.goto('/approval/sale-settlement-approval');
    await row(page, sheet.settlementCode).getByTestId('approval-open').click();
    const drawer = page.getByRole('dialog');
    if (how === 'back') {
      await drawer.getByRole('textbox').fill('请核对签收方量');
      await drawer.getByRole('button', { name: /退\s*回/ }).click();
    } else {
      await drawer.getByRole('radio', { name: '同意' }).check();
      await drawer.getByRole('button', { name: '确 定' }).click();
    }
    await expect(drawer).toBeHidden();
  };
  await decide('back');
  await expect.poll(async () => (await callAs(page, 'sales', '/sales/sanysettlementsheet/settlement-detail', { ...ORG, id: sheet.id })).data.approveState).toBe(null);

  // the sales user submits it again; the approver agrees and the sheet is frozen
  await signInAs(page, 'sales');
  await page.goto('/statement/settlement-bills');
  await row(page, sheet.settlementCode).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(async () => (await callAs(page, 'sales', '/sales/sanysettlementsheet/settlement-detail', { ...ORG, id: sheet.id })).data.approveState).toBe(0);
  await decide('agree');
  await expect.poll(async () => (await callAs(page, 'sales', '/sales/sanysettlementsheet/settlement-detail', { ...ORG, id: sheet.id })).data.approveState).toBe(1);
  expect((await callAs(page, 'sales', '/sales/sanysettlementsheet/saveSettlement', ORG, { id: sheet.id })).code).toBe(409);
  await signInAs(page, 'sales');
  await page.goto('/statement/settlement-bills');
  await expect(row(page, sheet.settlementCode)).toContainText(String(sheet.totalFen));
});
