import { expect, test, type Page } from '@playwright/test';
import { fenToYuan } from '../../src/domain/sales/money';
import { callAs } from './approval-support';
import { signInAs } from './support';

/**
 * Outsourcing in Chromium: a contract of the seeded partner plant of station 01 is submitted on its
 * screen and approved on its approval screen; the simulator's loads of the tasks given to the unit
 * are settled from the settlement screen, and the sheet's total is checked against those tickets.
 */
const CODE = 'WXHTE2E01';
const PRICE_FEN = 4800;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const row = (page: Page, text: string) => page.locator('tr', { hasText: text });

test("a contract approved, then a settlement made from the unit's tickets, its total their sum", async ({ page }) => {
  test.setTimeout(240_000);
  // set-up through the calls: the flow, a draft contract of the unit with one band, the unit's open tasks of station 01
  await page.goto('/login');
  const units = await callAs(page, 'admin', '/resource/outsourcingUnit/list', { org_id: '01' });
  const unit = units.data.find((u: { unitCode: string }) => u.unitCode === 'WX0001');
  expect(unit).toBeTruthy();
  expect(
    (
      await callAs(
        page,
        'admin',
        '/system/approval-flow/save',
        {},
        { businessType: 'outsourcing-contract', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
      )
    ).code,
  ).toBe(200);
  const year = Number(today().slice(0, 4));
  const saved = await callAs(
    page,
    'admin',
    '/sales/outsourcing-contract/save',
    { org_id: '01' },
    { contractCode: CODE, unitId: unit.id, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
  );
  expect(saved.code, saved.msg).toBe(200);
  expect(
    (
      await callAs(
        page,
        'admin',
        '/sales/outsourcing-transport-price/add',
        { org_id: '01' },
        { contractId: saved.data.id, priceKind: 'volume', fromKm: '0', toKm: '200', priceFen: PRICE_FEN },
      )
    ).code,
  ).toBe(200);
  const tasks = await callAs(page, 'admin', '/resource/outsourcingTask/list', { org_id: '01' });
  for (const t of tasks.data.filter((x: { state: number }) => x.state === 1 || x.state === 2)) {
    expect(
      (await callAs(page, 'admin', '/resource/outsourcingTask/update', { org_id: '01' }, { id: t.id, outsourcingUnitId: unit.id, outsourcingDistanceKm: '10' }))
        .code,
    ).toBe(200);
  }

  // the admin submits the contract on its screen; the approver agrees on the approval screen
  await signInAs(page, 'admin');
  await page.goto('/production/outsourcing/outsourcing-contract');
  await row(page, CODE).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(async () => (await callAs(page, 'admin', '/sales/outsourcing-contract/findById', { id: saved.data.id })).data.approveState).toBe(0);
  await page.reload();
  await expect(row(page, CODE)).toContainText('待审批');
  await signInAs(page, 'approver');
  await page.goto('/approval/outsourcing-contract-approval');
  await row(page, CODE).getByTestId('approval-open').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('radio', { name: '同意' }).check();
  await drawer.getByRole('button', { name: '确 定' }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(async () => (await callAs(page, 'admin', '/sales/outsourcing-contract/findById', { id: saved.data.id })).data.approveState).toBe(1);

  // the simulator delivers loads of the unit's tasks today
  await expect
    .poll(
      async () =>
        (await callAs(page, 'admin', '/sales/open/tickets/unit/list', { unitId: unit.id, timeStart: `${today()} 00:00:00`, pageSize: 500 })).data.total,
      { timeout: 150_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);

  // the admin makes the settlement of today from the settlement screen: preview, then make
  await signInAs(page, 'admin');
  await page.goto('/production/outsourcing/settlement');
  await page.getByTestId('settlement-make').click();
  const modal = page.locator('.ant-modal');
  await modal.getByTestId('settlement-unit').click();
  await page.locator('.ant-select-dropdown').getByTitle(unit.unitName).click();
  await modal.getByTestId('settlement-start').fill(today());
  await modal.getByTestId('settlement-end').fill(today());
  await modal.getByTestId('settlement-preview').click();
  await expect(modal.getByTestId('sheet-total')).toBeVisible();
  await modal.getByTestId('settlement-confirm').click();
  await expect(modal).toBeHidden();

  // the sheet on the screen carries the sum of its tickets × the approved contract's price
  const sheets = await callAs(page, 'admin', '/sales/outsourcing-settlement/list', { unitId: unit.id });
  const sheet = sheets.data.list[0];
  expect(sheet.contractCode).toBe(CODE);
  const tickets = await callAs(page, 'admin', '/sales/open/tickets/unit/list', { unitId: unit.id, pageSize: 500 });
  const settled = tickets.data.list.filter((t: { settlementId: number | null }) => t.settlementId === sheet.id);
  expect(settled.length).toBe(sheet.ticketCount);
  const litres = (q: string | number) => Math.round(Number(q) * 1000);
  const expected = settled.reduce((s: number, t: { quantity: string }) => s + Math.floor((litres(t.quantity) * PRICE_FEN + 500) / 1000), 0);
  expect(sheet.totalFen).toBe(expected);
  await expect(row(page, sheet.settlementCode)).toBeVisible();
  // shown in yuan, kept in fen (issue 26 item 12)
  await expect(row(page, sheet.settlementCode)).toContainText(fenToYuan(expected));
});
