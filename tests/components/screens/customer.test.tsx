import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { mockServer } from '../support/demo-server';
import { answer, page, renderScreen } from '../support/render-screen';

/**
 * /sales/customer (admin/sales/customer.*) as a component: its form and its table, answered by
 * msw fixtures. What needs no server is tested here, not in a browser.
 */
const CUSTOMERS = [
  {
    id: 2,
    customerCode: 'KH00002',
    customerName: '杭州地铁集团有限责任公司',
    shortName: '杭州地铁',
    customerType: 'government',
    contact: '张伟',
    phone: '0571-88001234',
    creditAmount: 500000,
    signDate: '2026-01-05',
    createdAt: '2026-01-05 09:00:00',
  },
  {
    id: 1,
    customerCode: 'KH00001',
    customerName: '中建三局集团有限公司浙江分公司',
    shortName: '中建三局',
    customerType: 'company',
    contact: '李强',
    phone: '13800000009',
    creditAmount: 1200000,
    signDate: '2025-12-01',
    createdAt: '2025-12-01 10:00:00',
  },
];

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  localStorage.clear();
});

it('the customer form names the field a bad value was typed in, and the one left empty', async () => {
  mockServer.use(
    answer('/sales/cus/customer-list', page(CUSTOMERS)),
    answer('/sales/cus/getCode', { code: 'KH00003' }),
    answer('/resource/customer/exists', { exists: false }),
  );
  const user = userEvent.setup();
  await renderScreen('/sales/customer');
  await screen.findByText('杭州地铁集团有限责任公司');

  await user.click(screen.getByRole('button', { name: /^新\s?增$/ }));
  const dialog = await screen.findByRole('dialog');
  // the next free code is filled in; the name is left empty and the phone is no phone number
  expect(within(dialog).getByLabelText('客户编号')).toHaveProperty('value', 'KH00003');
  await user.type(within(dialog).getByLabelText('电话'), 'call me');
  await user.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));

  expect(await within(dialog).findByText('电话格式不正确')).toBeTruthy();
  expect(within(dialog).getByText('客户名称不能为空')).toBeTruthy();
  expect(within(dialog).queryByText('客户编号不能为空')).toBeNull();
});

it('a column unticked in the column picker leaves the table, and stays out when the screen opens again', async () => {
  mockServer.use(answer('/sales/cus/customer-list', page(CUSTOMERS)));
  const user = userEvent.setup();
  const view = await renderScreen('/sales/customer');
  await screen.findByText('杭州地铁集团有限责任公司');
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers()).toContain('联系人');

  await user.click(screen.getByTestId('column-picker'));
  const picker = await screen.findByRole('dialog');
  await user.click(within(within(picker).getByTestId('col-contact')).getByRole('checkbox'));
  expect(headers()).not.toContain('联系人');
  expect(headers()).toContain('电话');

  // the preference is kept (localStorage): the screen mounted again shows the table without it
  view.unmount();
  await renderScreen('/sales/customer');
  await screen.findByText('杭州地铁集团有限责任公司');
  expect(headers()).not.toContain('联系人');
});

it('the tabs switch between customers and transfer companies, each asking its own list', async () => {
  const asked: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  mockServer.use(
    answer('/sales/cus/customer-list', page(CUSTOMERS)),
    answer('/sales/transfer_company/list', page([{ id: 1, companyName: '杭州顺达运输有限公司' }])),
  );
  const user = userEvent.setup();
  await renderScreen('/sales/customer');
  await screen.findByText('杭州地铁集团有限责任公司');
  expect(asked.filter((p) => p.includes('transfer'))).toEqual([]);

  await user.click(screen.getByRole('tab', { name: '转运公司' }));
  expect(screen.getByRole('tab', { name: '转运公司' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByText('杭州顺达运输有限公司')).toBeTruthy();
  mockServer.events.removeAllListeners();
});
