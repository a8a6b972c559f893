import { expect, test } from '@playwright/test';
import { callAs, draftSupplier, supplierState } from './approval-support';
import { signInAs } from './support';

const SCREEN = '/approval/mater-provider-approval';
const NAME = '权限测试供应商';

test('the approve button is removed for a role without it, and the server refuses the same call with 403', async ({ page }) => {
  const id = await draftSupplier(page, 'GYS0E2E2', NAME);
  expect((await callAs(page, 'sales', '/system/ncc-data/supplier-submit', { id })).code).toBe(200);
  const row = page.locator('tr', { hasText: NAME });

  // the approver's role holds the button: it is there
  await signInAs(page, 'approver');
  await page.goto(SCREEN);
  await expect(row.getByTestId('approval-open')).toBeVisible();

  // the sales role sees the screen (its menu has it) but not the approve/refuse buttons
  await signInAs(page, 'sales');
  await page.goto(SCREEN);
  await page.getByText('全部', { exact: true }).click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /详\s?情/ })).toBeVisible();
  await expect(row.getByTestId('approval-open')).toHaveCount(0);

  // the same decision sent by hand is refused and changes nothing
  const pass = await callAs(page, 'sales', '/system/ncc-data/supplier-approval-pass', { id, status: '1' });
  expect(pass.code).toBe(403);
  const refuse = await callAs(page, 'sales', '/system/ncc-data/supplier-approval-refuse', { id, status: '2', text: '越权' });
  expect(refuse.code).toBe(403);
  expect(await supplierState(page, id)).toMatchObject({ approveState: 0, approveLevel: 1 });
});

test('buttons taken from a role on the role screen disappear for its users and their calls are refused; given back, they return', async ({ page }) => {
  const id = await draftSupplier(page, 'GYS0E2E3', '按钮权限测试供应商');
  expect((await callAs(page, 'sales', '/system/ncc-data/supplier-submit', { id })).code).toBe(200);
  const row = page.locator('tr', { hasText: '按钮权限测试供应商' });

  const setApprovalButtons = async (on: boolean) => {
    await signInAs(page, 'admin');
    await page.goto('/settings/role-manage');
    await page.getByRole('row', { name: /approver/ }).click();
    await page.getByRole('tab', { name: '按钮权限' }).click();
    await page.getByRole('treeitem', { name: '供应商审批' }).getByText('供应商审批', { exact: true }).click();
    for (const name of ['审批通过', '驳回']) await page.getByRole('checkbox', { name })[on ? 'check' : 'uncheck']();
    await page.getByRole('button', { name: '保存按钮' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
  };

  await setApprovalButtons(false);
  await signInAs(page, 'approver');
  await page.goto(SCREEN);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('approval-open')).toHaveCount(0);
  expect((await callAs(page, 'approver', '/system/ncc-data/supplier-approval-pass', { id })).code).toBe(403);
  expect(await supplierState(page, id)).toMatchObject({ approveState: 0, approveLevel: 1 });

  await setApprovalButtons(true);
  await signInAs(page, 'approver');
  await page.goto(SCREEN);
  await expect(row.getByTestId('approval-open')).toBeVisible();
});

test('an approval flow is configured on /settings/approval-flow: levels of roles or users', async ({ page }) => {
  const seeded = (await callAs(page, 'admin', '/system/approval-flow/list')).data.find(
    (f: { businessType: string }) => f.businessType === 'customer-temp-credit',
  ).levels;
  expect(seeded).toHaveLength(1);
  await signInAs(page, 'admin');
  await page.goto('/settings/approval-flow');
  const flow = page.getByRole('row', { name: /临时额度申请/ });
  await expect(flow).toContainText('一级审批人审批');
  await flow.getByRole('button', { name: /编\s?辑/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '添加审批级' }).click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请选择审批人')).toBeVisible();
  await dialog.getByRole('combobox').last().click();
  await page.keyboard.type('赵丽华');
  await page.locator('.ant-select-item-option', { hasText: '赵丽华' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(flow).toContainText('二级审批人审批');
  await expect(flow).toContainText('用户·赵丽华');
  const levels = (await callAs(page, 'admin', '/system/approval-flow/list')).data.find(
    (f: { businessType: string }) => f.businessType === 'customer-temp-credit',
  ).levels;
  expect(levels).toHaveLength(2);
  expect(levels[1].approvers).toEqual([{ type: 'user', value: expect.any(String) }]);
  // back to the seeded flow for whatever runs next
  expect((await callAs(page, 'admin', '/system/approval-flow/save', {}, { businessType: 'customer-temp-credit', levels: seeded })).code).toBe(200);
});
