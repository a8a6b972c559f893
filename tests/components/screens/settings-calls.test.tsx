import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, renderScreen } from '../support/render-screen';

/** /settings/menu-manage through the role and menu calls of admin/settings/permission-admin.api.ts, answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

const node = (id: number, path: string, title: string, children: unknown[] = []) => ({
  id,
  parentId: 0,
  path,
  name: path.replace(/\//g, '-'),
  icon: '',
  hidden: false,
  sort: id,
  buttons: ['add'],
  meta: { title, role: [], icon: '' },
  children,
});

it("shows the menu tree and a role's granted menus from their calls, and saves the role's menus", async () => {
  mockServer.use(
    answer('/user/menu/tree-data', [node(1, '/sales', '销售管理', [node(11, '/sales/customer', '客户管理'), node(12, '/sales/contract', '合同管理')])]),
    answer('/erp/console/role/list', [{ role_id: 3, role_code: 'sales', role_name: '销售员', remark: '', userCount: 1 }]),
    answer('/user/role-menu/select', { roleId: 3, menuIds: [11], details: [] }),
    answer('/user/role-menu/insert', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/settings/menu-manage');
  const card = await screen.findByTestId('resource-menu');
  expect(await within(card).findByText('/sales')).toBeTruthy();

  await user.click(within(card).getByRole('combobox'));
  await user.click(await screen.findByText('销售员', { selector: '.ant-select-item-option-content' }));
  expect(calls.to('/user/role-menu/select').at(-1)?.query.get('roleId')).toBe('3');
  await user.click(within(card).getByRole('button', { name: /^全\s?选$/ }));
  await user.click(within(card).getByRole('button', { name: /^保\s?存$/ }));
  expect(await until(() => calls.to('/user/role-menu/insert').length === 1)).toBe(true);
  expect(calls.to('/user/role-menu/insert')[0].body).toEqual({ roleId: 3, menuIds: [1, 11, 12] });
  expect(await screen.findByText('保存成功')).toBeTruthy();
});
