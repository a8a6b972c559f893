import { expect, type Page } from '@playwright/test';
import { callAs } from './approval-support';
import { signInAs } from './support';

/**
 * Issue 10's journey, steps 2–3, shared by the journeys that continue from a settled sheet: the
 * simulator delivers loads at station 01; the sales user sees them in the delivery book with their
 * prices, makes the month's settlement sheet of their customer from the make screen, submits it;
 * the approver sends it back once, the sales user submits it again and the approver agrees.
 */
export const ORG = { org_id: '01' };
export const lastDay = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);
export const plantDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
export const row = (page: Page, text: string) => page.locator('tr', { hasText: text });

/** The customer select lists many customers in a virtual list: typing narrows it to the one wanted. */
export async function pickCustomer(page: Page, name: string, testId = 'pick-customer') {
  await page.getByTestId(testId).click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();
}

/** An agreed settlement sheet as the sheet list answers it. */
export interface Sheet {
  id: number;
  settlementCode: string;
  customerId: number;
  startDate: string;
  endDate: string;
  ticketsFen: number;
  ticketCount: number;
  totalFen: number;
}
export interface SettledMonth {
  sheet: Sheet;
  customerId: number;
  customerName: string;
  month: { startDate: string; endDate: string };
}

const sheetState = async (page: Page, id: number) =>
  (await callAs(page, 'sales', '/sales/sanysettlementsheet/settlement-detail', { ...ORG, id })).data.approveState;

/** Steps 2–3: today's deliveries of a customer at station 01, settled for the month on the screens, sent back once and agreed. */
export async function settledMonth(page: Page): Promise<SettledMonth> {
  await page.goto('/login');
  const today = plantDay();
  const month = { startDate: `${today.slice(0, 7)}-01`, endDate: lastDay(today) };
  const book = (q: Record<string, string | number>) => callAs(page, 'sales', '/sales/sany-delivery-book/delivery-book-list', { ...ORG, limit: 500, ...q });

  // step 2: deliveries are made — the simulator's loads of today at station 01
  let customerId = 0;
  await expect
    .poll(
      async () => {
        const r = await book({ time: `${today},${today}` });
        customerId = r.data?.list?.[0]?.customerId ?? 0;
        return customerId;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);

  // the customer's grades of the month get an agreed customer price (the price lists are step 1's; here only what pricing needs)
  for (const [type, flow] of [
    ['sales-customer-price', 'approver'],
    ['sale-settlement', 'approver'],
  ]) {
    expect(
      (await callAs(page, 'admin', '/system/approval-flow/save', {}, { businessType: type, levels: [{ approvers: [{ type: 'role', value: flow }] }] })).code,
    ).toBe(200);
  }
  const monthBook = await book({ customerId, time: `${month.startDate},${month.endDate}` });
  const grades = [...new Set<string>(monthBook.data.list.filter((l: { priced: boolean }) => !l.priced).map((l: { strength: string }) => l.strength))];
  for (const grade of grades) {
    const p = await callAs(page, 'admin', '/sales/new-price/save-customer-price', ORG, {
      customerId,
      productType: grade.startsWith('M') ? 'mortar' : 'concrete',
      grade,
      price: '415.35',
      effectiveFrom: '2020-01-01',
    });
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
  const sheet: Sheet = sheets.data.list[0];
  expect(sheet).toMatchObject({ customerId, startDate: month.startDate, endDate: month.endDate });
  // the delivery book's total of the sheet's tickets equals the sheet's ticket money, to the fen
  const settled = await book({ customerId, settlementId: sheet.id });
  expect(settled.data.totals.amountFen).toBe(sheet.ticketsFen);
  expect(settled.data.totals.ticketCount).toBe(sheet.ticketCount);

  // submitted on the sheets screen; the approver sends it back once
  await page.goto('/statement/settlement-bills');
  await row(page, sheet.settlementCode).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => sheetState(page, sheet.id)).toBe(0);
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
  await expect.poll(() => sheetState(page, sheet.id)).toBe(null);

  // the sales user submits it again; the approver agrees and the sheet is frozen
  await signInAs(page, 'sales');
  await page.goto('/statement/settlement-bills');
  await row(page, sheet.settlementCode).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => sheetState(page, sheet.id)).toBe(0);
  await decide('agree');
  await expect.poll(() => sheetState(page, sheet.id)).toBe(1);
  return { sheet, customerId, customerName, month };
}
