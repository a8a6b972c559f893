import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/**
 * The sales screens' own calls (admin/sales/sales.api.ts) as the screens use them: the credit
 * preset, the contract's distance, the price check and check points, answered by msw fixtures.
 */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
  localStorage.clear();
});

it("sets a customer's credit limit through its call, and the credit table asks again", async () => {
  mockServer.use(
    answer('/system/customer-amount/page', page([{ id: 5, customerId: 9, customerName: '杭州地铁集团有限责任公司', creditAmount: '100000.00' }])),
    answer('/system/customer-amount/preset', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/sales/customer');
  await user.click(screen.getByRole('tab', { name: '客户额度' }));
  await screen.findByText('杭州地铁集团有限责任公司');
  const asked = calls.to('/system/customer-amount/page').length;

  await user.click(screen.getByRole('button', { name: '设置额度' }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByLabelText('授信额度');
  await user.clear(amount);
  await user.type(amount, '200000');
  await user.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));

  expect(await until(() => calls.to('/system/customer-amount/preset').length === 1)).toBe(true);
  expect(calls.to('/system/customer-amount/preset')[0].body).toMatchObject({ customerId: 9 });
  expect(await screen.findByText('保存成功')).toBeTruthy();
  expect(await until(() => calls.to('/system/customer-amount/page').length > asked)).toBe(true);
});

it("shows the contract's haul from its distance call, and asks again for an address picked", async () => {
  mockServer.use(
    answer(
      '/sales/pact/pact-list2',
      page([{ pact_id: 7, contractCode: 'HT-0007', customerId: 9, customerName: '杭州地铁', projectName: '地铁三号线', state: 1, approveState: 1 }]),
    ),
    answer('/sales/pact/address-list', [{ id: 3, address: '文一西路 998 号', lng: 120.1, lat: 30.3, contact: null, phone: null }]),
    answer('/sales/pact/getDistanceAndDuration', {
      distanceKm: '12.34',
      durationMin: 21,
      source: 'estimate',
      from: { lng: 120, lat: 30.2 },
      to: { lng: 120.1, lat: 30.3 },
    }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/sales/contract', { buttons: ['distance'] });
  await screen.findByText('HT-0007');

  await user.click(screen.getByTestId('pact-distance'));
  expect(await until(() => screen.queryByTestId('pact-distance-km')?.textContent === '12.34')).toBe(true);
  expect(screen.getByTestId('pact-distance-min').textContent).toBe('21');
  expect(calls.to('/sales/pact/getDistanceAndDuration')[0].body).toEqual({ pact_id: 7 });

  await user.click(screen.getByTestId('pact-distance-to').querySelector('.ant-select-selector') ?? screen.getByTestId('pact-distance-to'));
  await user.click(await screen.findByText('文一西路 998 号'));
  expect(await until(() => calls.to('/sales/pact/getDistanceAndDuration').length === 2)).toBe(true);
  expect(calls.to('/sales/pact/getDistanceAndDuration')[1].body).toEqual({ pact_id: 7, addressId: 3 });
});

it("lists a task's priced loads from the price check, and checks again when a load arrives", async () => {
  mockServer.use(
    answer('/sales/price/ticket-price', {
      totalFen: 240000,
      list: [
        {
          ticketId: 1,
          ticketCode: 'XP-0001',
          contractId: 7,
          grade: 'C30',
          quantity: '8.000',
          priced: true,
          unitPrice: '300.00',
          amount: '2400.00',
          unitPriceFen: 30000,
          amountFen: 240000,
          rule: 'contract',
          reason: null,
          explanation: { skipped: [] },
          text: '合同价 300.00',
        },
      ],
    }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/sales/contract-price');
  await user.click(screen.getByRole('tab', { name: '计价核对' }));
  await user.type(screen.getByPlaceholderText('任务单号'), 'RW-0001{Enter}');

  expect(await screen.findByText('XP-0001')).toBeTruthy();
  expect(screen.getByText('2400.00')).toBeTruthy();
  expect(calls.to('/sales/price/ticket-price')[0].body).toEqual({ taskCode: 'RW-0001' });
  // a live ticket event marks the loads changed: the check is asked again
  store.dispatch(invalidateResources(['deliveryTicket']));
  expect(await until(() => calls.to('/sales/price/ticket-price').length === 2)).toBe(true);
});
