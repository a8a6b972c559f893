import { expect, test, type Page } from '@playwright/test';
import { callAs, draftSupplier, openAs, pendingCount, supplierState } from './approval-support';

const SCREEN = '/approval/mater-provider-approval';
const NAME = '审批流程测试供应商';

const row = (page: Page) => page.locator('tr', { hasText: NAME });
const drawer = (page: Page) => page.getByRole('dialog');

/** `user` opens the approval screen and the supplier's approval form. */
async function openApproval(page: Page, user: string) {
  await openAs(page, user, SCREEN);
  await expect(row(page)).toBeVisible();
  await row(page).getByTestId('approval-open').click();
  await expect(drawer(page).getByTestId('approval-form')).toBeVisible();
}

/** The sales user submits the supplier from its screen (/basic/master-provider). */
async function submitAsSales(page: Page) {
  await openAs(page, 'sales', '/basic/master-provider');
  await row(page).getByTestId('approval-submit').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect(row(page).getByTestId('approval-recover')).toBeVisible();
  await expect(row(page).getByTestId('approval-submit')).toHaveCount(0);
}

async function decide(page: Page, opinion: '同意' | '驳回', reason?: string) {
  const d = drawer(page);
  await d.getByRole('radio', { name: opinion }).check();
  if (reason) await d.getByRole('textbox').fill(reason);
  await d.getByRole('button', { name: '确 定' }).click();
  await expect(d).toBeHidden();
}

test('a supplier goes through two levels with a rejection and a resubmission, decided in the UI by two users', async ({ page }) => {
  // a draft supplier (set up by the admin), submitted by the sales user from the supplier screen;
  // the seeded flow: level 1 the approver role, level 2 the admin role
  const id = await draftSupplier(page, 'GYS0E2E1', NAME);
  await submitAsSales(page);

  // level 1, the approver: the form's rules, then agreement; the navbar count drops by one
  await openApproval(page, 'approver');
  await expect.poll(() => pendingCount(page)).toBeGreaterThan(0);
  const before = await pendingCount(page);
  await drawer(page).getByRole('button', { name: '确 定' }).click();
  await expect(drawer(page).getByText('请选择审批意见')).toBeVisible();
  await decide(page, '同意');
  await expect(row(page)).toHaveCount(0);
  await expect.poll(() => pendingCount(page)).toBe(before - 1);
  expect(await supplierState(page, id)).toMatchObject({ approveState: 0, approveLevel: 2 });

  // level 2, the admin: the detail shows level 2 waiting, then a rejection needs a reason
  await openApproval(page, 'admin');
  await expect(drawer(page).getByText('二级审批人审批')).toBeVisible();
  await expect(drawer(page).getByText('请耐心等待审批')).toBeVisible();
  await drawer(page).getByRole('radio', { name: '驳回' }).check();
  await drawer(page).getByRole('button', { name: '确 定' }).click();
  await expect(drawer(page).getByText('理由不能为空')).toBeVisible();
  await decide(page, '驳回', '缺少营业执照');
  expect(await supplierState(page, id)).toMatchObject({ approveState: 2 });

  // the whole list shows it rejected, with the reason on its timeline
  await page.getByText('全部', { exact: true }).click();
  await expect(row(page)).toContainText('已驳回');
  await row(page)
    .getByRole('button', { name: /详\s?情/ })
    .click();
  await expect(drawer(page).getByText('一级审批人审批')).toBeVisible();
  await expect(drawer(page).getByText('缺少营业执照')).toBeVisible();
  await expect(drawer(page).getByTestId('approval-form')).toHaveCount(0);

  // resubmission starts again at level 1 and goes through both levels
  await submitAsSales(page);
  await openApproval(page, 'approver');
  await decide(page, '同意');
  await openApproval(page, 'admin');
  await decide(page, '同意', '资质已补齐');
  expect(await supplierState(page, id)).toMatchObject({ approveState: 1, approveLevel: 2 });
  await page.getByText('全部', { exact: true }).click();
  await expect(row(page)).toContainText('已同意');
});

/** The temporary credit of customer 3 in fen, read through the credit page. */
const tempFen = async (page: Page) => {
  const list = (await callAs(page, 'admin', '/system/customer-amount/page', { page: 1, limit: 200 }, {})).data.list as Array<{
    customerId: number;
    tempAmount: string | null;
  }>;
  return Math.round(Number(list.find((r) => Number(r.customerId) === 3)?.tempAmount ?? 0) * 100);
};

test('a temporary credit request is approved on /approval/temp-credit-approval and takes effect', async ({ page }) => {
  const before = await tempFen(page);
  const req = await callAs(page, 'sales', '/system/customer-amount/temp-increase', {}, { customerId: 3, amount: '12345.67', reason: '端到端测试临时额度' });
  expect(req.data).toMatchObject({ approveState: 0 });
  await openAs(page, 'approver', '/approval/temp-credit-approval');
  const line = page.locator('tr', { hasText: '端到端测试临时额度' });
  await line.getByTestId('approval-open').click();
  await expect(drawer(page).getByText('一级审批人审批')).toBeVisible();
  await decide(page, '同意', '同意临时额度');
  await expect(line).toHaveCount(0);
  const info = await callAs(page, 'admin', '/system/customer-amount/amount-submit-detail', { id: req.data.id });
  expect(info.data.record.approveState).toBe(1);
  expect(info.data.timeline.map((l: { level: number; state: number }) => [l.level, l.state])).toEqual([
    [0, 1],
    [1, 1],
  ]);
  expect(await tempFen(page)).toBe(before + 1234567);
});
