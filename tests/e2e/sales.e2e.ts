import { expect, test, type Page } from '@playwright/test';
import { callAs } from './approval-support';
import { signInAs } from './support';

/**
 * Sales and settlement in Chromium (issue 10), one journey whose parts later steps extend:
 * 1. a contract with three grades, a zone price and a customer price is approved — the contract is
 *    submitted on /sales/contract and agreed on /approval/contract-approval, the prices agreed on
 *    /approval/price-contract-approval — and the resolution then prices each grade by its own rule.
 */
export const ORG = { org_id: '01' };
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
export const row = (page: Page, text: string) => page.locator('tr', { hasText: text });

/** Sends an API call as `user` for station 01 and expects it to succeed; answers its data. */
export async function okAs(page: Page, user: string, path: string, data: Record<string, unknown> = {}, params: Record<string, string | number> = {}) {
  const r = await callAs(page, user, path, { ...ORG, ...params }, data);
  expect(r.code, `${path}: ${r.msg}`).toBe(200);
  return r.data;
}

/** Submits the row holding `text` for approval from its screen and waits for the submit call to answer 200. */
export async function submitRow(page: Page, text: string) {
  await expect(row(page, text)).toBeVisible({ timeout: 20_000 });
  await row(page, text).getByTestId('approval-submit').click();
  const answered = page.waitForResponse((r) => /submit/i.test(new URL(r.url()).pathname));
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  expect((await (await answered).json()).code).toBe(200);
}

/** Every flow of the journey: one level, the approver role. */
export async function salesFlows(page: Page, types = ['sales-contract', 'sales-zone-price', 'sales-customer-price']) {
  for (const businessType of types)
    await okAs(page, 'admin', '/system/approval-flow/save', { businessType, levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] });
}

/** Opens the row holding `text` on an approval screen (in `tab` when given) and agrees it. */
export async function agreeOnScreen(page: Page, route: string, text: string, tab?: string) {
  await page.goto(route);
  if (tab) await page.getByRole('tab', { name: tab }).click();
  const pane = tab ? page.getByRole('tabpanel', { name: tab }) : page;
  await pane.locator('tr', { hasText: text }).getByTestId('approval-open').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('radio', { name: '同意' }).check();
  await drawer.getByRole('button', { name: '确 定' }).click();
  await expect(drawer).toBeHidden();
}

export interface ApprovedPact {
  pactId: number;
  contractCode: string;
  customerId: number;
  zoneId: number;
  grades: { contract: string; zone: string; customer: string };
}

/** Step 1: the contract (three grades), a zone price and a customer price, entered by `sales` and agreed by `approver`. */
export async function approvedPact(page: Page, code = 'HTE2E0001'): Promise<ApprovedPact> {
  await page.goto('/login');
  await salesFlows(page);
  const year = today().slice(0, 4);
  const projects = await okAs(page, 'sales', '/sales/pact/project-name-query', {});
  const project = projects[0] as { value: number; customerId: number };
  const zone = await okAs(page, 'admin', '/resource/pactArea/add', { name: `E2E区域${code}` });
  const period = await okAs(page, 'sales', '/resource/pricePeriod/add', { name: `${year} E2E ${code}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  // C40: the seed's customer price is of C35, its zone prices are of other zones
  const grades = { contract: 'C40', zone: 'C30', customer: 'C25' };
  const pact = await okAs(page, 'sales', '/sales/pact/pact-add', {
    contractCode: code,
    customerId: project.customerId,
    projectId: project.value,
    time: `${year}-01-02 09:00:00`,
    price_time_id: period.id,
    pact_area_id: zone.id,
    price_type: 'fixed',
    floating: 'down',
    floating_type: 'percent',
    bilizhi: '0',
    is_bengsong: true,
    including_pump: true,
    data: [
      { grade: 'C25', price: '401.00' },
      { grade: 'C30', price: '421.00' },
      { grade: 'C40', price: '441.35' },
    ],
  });
  expect(pact.data).toHaveLength(3);
  const zonePrice = await okAs(page, 'sales', '/sales/new-price/save-area-price', {
    pactAreaId: zone.id,
    productType: 'concrete',
    grade: grades.zone,
    price: '432.10',
    effectiveFrom: `${year}-01-01`,
  });
  const customerPrice = await okAs(page, 'sales', '/sales/new-price/save-customer-price', {
    customerId: project.customerId,
    productType: 'concrete',
    grade: grades.customer,
    price: '398.76',
    effectiveFrom: `${year}-01-01`,
  });

  // sales submits the contract on its screen and the prices from theirs
  await signInAs(page, 'sales');
  await page.goto('/sales/contract');
  await submitRow(page, code);
  await expect.poll(async () => (await okAs(page, 'sales', '/sales/pact/findbyid', {}, { pact_id: pact.pact_id })).approveState).toBe(0);
  for (const [screen, text] of [
    ['/sales/zone-price', '432.10'],
    ['/sales/customer-price', '398.76'],
  ]) {
    await page.goto(screen);
    await submitRow(page, text);
    await expect(row(page, text)).toContainText('待审批');
  }

  // the approver agrees all three on the approval screens
  await signInAs(page, 'approver');
  await agreeOnScreen(page, '/approval/contract-approval', code);
  await agreeOnScreen(page, '/approval/price-contract-approval', '432.10', '区域价格');
  await agreeOnScreen(page, '/approval/price-contract-approval', '398.76', '客户价格');
  await expect.poll(async () => (await okAs(page, 'sales', '/sales/pact/findbyid', {}, { pact_id: pact.pact_id })).state).toBe(1);
  expect((await okAs(page, 'sales', '/sales/new-price/area-price-info', {}, { id: zonePrice.id })).approveState).toBe(1);
  expect((await okAs(page, 'sales', '/sales/new-price/customer-price-info', {}, { id: customerPrice.id })).approveState).toBe(1);
  return { pactId: pact.pact_id, contractCode: code, customerId: project.customerId, zoneId: zone.id, grades };
}

test('sales: a contract with three grades, a zone price and a customer price is approved, and each grade is priced by its rule', async ({ page }) => {
  test.setTimeout(300_000);
  const pact = await approvedPact(page);
  const price = (strength: string) => okAs(page, 'sales', '/sales/pact/get-strength-level-price', { pact_id: pact.pactId, strength, time: today() });
  expect(await price(pact.grades.customer)).toMatchObject({ rule: 'customer', unitPrice: '398.76' });
  expect(await price(pact.grades.zone)).toMatchObject({ rule: 'zone', unitPrice: '432.10' });
  expect(await price(pact.grades.contract)).toMatchObject({ rule: 'contract', unitPrice: '441.35' });
  // the contract screen shows it in force
  await signInAs(page, 'sales');
  const listed = page.waitForResponse((r) => r.url().includes('/sales/pact/pact-list2'));
  await page.goto('/sales/contract');
  const body = await (await listed).json();
  expect(
    body.data.list.map((p: { contractCode: string }) => p.contractCode),
    JSON.stringify(body).slice(0, 300),
  ).toContain(pact.contractCode);
  await expect(row(page, pact.contractCode)).toContainText('执行中');
  await expect(row(page, pact.contractCode)).toContainText('已同意');
});

/** The sales screens of issue 10 this journey's first part rests on: each shows the seeded rows to `sales` and `admin`. */
export const SALES_PRICE_SCREENS = [
  '/sales/contract',
  '/sales/contract-price',
  '/sales/zone-price',
  '/sales/customer-price',
  '/sales/information',
  '/sales/inside',
  '/sales/quoto-manage',
  '/sales/discounts',
  '/sales/other-fee',
  '/sales/test-point',
  '/sales/seasoning',
];

test('sales: the contract and price screens show real rows to sales and admin', async ({ page }) => {
  test.setTimeout(300_000);
  for (const user of ['sales', 'admin']) {
    await signInAs(page, user);
    for (const path of [...SALES_PRICE_SCREENS, ...(user === 'admin' ? ['/product/project-zone-setting'] : [])]) {
      await page.goto(path);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first(), `${user} ${path}`).toBeVisible({ timeout: 20_000 });
    }
  }
});
