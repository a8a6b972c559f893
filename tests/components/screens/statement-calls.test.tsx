import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The statement screens' own calls (admin/statement/statement.api.ts), answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

const CUSTOMERS = answer('/resource/customer/list', [{ id: 9, customerName: '杭州地铁集团有限责任公司' }]);
const SHEET = {
  customerName: '杭州地铁集团有限责任公司',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  ticketCount: 1,
  totalQuantity: '8.000',
  ticketsFen: 240000,
  manualCostFen: 0,
  otherFeeFen: 0,
  discountFen: 0,
  totalFen: 240000,
  items: [],
  lines: [
    {
      ticketId: 51,
      ticketCode: 'XP-0051',
      ticketTime: '2026-03-02 10:00',
      grade: 'C30',
      pourMethod: '泵送',
      quantity: '8.000',
      priced: true,
      unitPriceFen: 30000,
      amountFen: 240000,
      rule: 'contract',
      priceText: '合同价 300.00',
    },
  ],
};

it("shows the delivery book's totals for the customer picked, and reads them again when a ticket comes back", async () => {
  mockServer.use(
    CUSTOMERS,
    answer('/sales/sanysettlementsheet/project-name-select', [{ id: 5, projectName: '地铁三号线' }]),
    answer('/sales/sany-delivery-book/delivery-book-list', {
      list: [],
      total: 1,
      totals: { ticketCount: 1, settledQuantity: '8.000', amountFen: 240000, unpricedCount: 0 },
    }),
    answer(
      '/resource/deliveryBook/page',
      page([{ id: 51, ticketCode: 'XP-0051', quantity: '8.000', pourMethod: '自卸', ticketState: 0, signedQuantity: null }]),
    ),
    answer('/sales/sany-delivery-book/updateDetailTicketState', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/statement/shipping', { buttons: ['ticketState'] });
  await choose(user, 'pick-customer', '杭州地铁集团有限责任公司');
  expect((await screen.findByTestId('book-amount')).textContent).toContain('2400.00');
  const totalsAsked = () => calls.to('/sales/sany-delivery-book/delivery-book-list').filter((c) => c.query.get('limit') === '1');
  expect(totalsAsked()[0].query.get('customerId')).toBe('9');
  await choose(user, 'pick-project', '地铁三号线');
  expect(await until(() => totalsAsked().some((c) => c.query.get('projectId') === '5'))).toBe(true);

  const before = totalsAsked().length;
  await user.click(await screen.findByTestId('ticket-back'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: '已回收' }));
  await user.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
  expect(await until(() => calls.to('/sales/sany-delivery-book/updateDetailTicketState').length === 1)).toBe(true);
  expect(calls.to('/sales/sany-delivery-book/updateDetailTicketState')[0].body).toEqual({ ids: [51], ticketState: 1 });
  expect(await until(() => totalsAsked().length > before)).toBe(true);
});

it('previews a sheet, makes it without asking the preview again, and confirms a manual cost', async () => {
  mockServer.use(
    CUSTOMERS,
    answer('/sales/sanysettlementsheet/project-name-select', []),
    answer('/sales/sanysettlementsheet/settlement-sheet-make', SHEET),
    answer('/sales/sanysettlementsheet/settlement-make', { ...SHEET, settlementCode: 'JS-0077' }),
    answer('/sales/manual/cost/page', page([{ id: 6, customerName: '杭州地铁', amount: '500.00', confirmState: 0 }])),
    answer('/sales/manual/cost/confirm', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/statement/make-settlement-bill', { buttons: ['make', 'confirm'] });
  await choose(user, 'pick-customer', '杭州地铁集团有限责任公司');
  await user.click(screen.getByTestId('make-preview'));
  expect(await screen.findByText('XP-0051')).toBeTruthy();
  expect(screen.getByTestId('sheet-total').textContent).toBe('2400.00');
  expect(calls.to('/sales/sanysettlementsheet/settlement-sheet-make')[0].query.get('customerId')).toBe('9');

  await user.click(screen.getByTestId('make-confirm'));
  expect(await screen.findByText('JS-0077')).toBeTruthy();
  expect(calls.to('/sales/sanysettlementsheet/settlement-make')[0].body).toMatchObject({ customerId: 9, remark: '' });
  expect(screen.queryByTestId('sheet-lines')).toBeNull();
  expect(calls.to('/sales/sanysettlementsheet/settlement-sheet-make')).toHaveLength(1);

  await user.click(screen.getByRole('tab', { name: '手工费用' }));
  const listed = calls.to('/sales/manual/cost/page').length;
  await user.click(await screen.findByRole('button', { name: /^确\s?认$/ }));
  expect(await until(() => calls.to('/sales/manual/cost/confirm').length === 1)).toBe(true);
  expect(calls.to('/sales/manual/cost/confirm')[0].body).toEqual({ id: 6 });
  expect(await until(() => calls.to('/sales/manual/cost/page').length > listed)).toBe(true);
});

it("shows a stored sheet's lines from its detail call, and prices a draft again", async () => {
  mockServer.use(
    answer('/sales/sanysettlementsheet/sc-settlement-list', page([{ id: 77, settlementCode: 'JS-0077', customerName: '杭州地铁', approveState: null }])),
    answer('/sales/sanysettlementsheet/settlement-detail', { ...SHEET, settlementCode: 'JS-0077' }),
    answer('/sales/sanysettlementsheet/saveSettlement', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/statement/settlement-bills', { buttons: ['make'] });
  await screen.findByText('JS-0077');
  await user.click(screen.getByTestId('sheet-detail'));
  expect(await until(() => !!document.querySelector('.ant-drawer-open [data-testid="sheet-lines"]'))).toBe(true);
  expect(calls.to('/sales/sanysettlementsheet/settlement-detail')[0].query.get('id')).toBe('77');
  await user.click(document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close')!);
  expect(await until(() => !document.querySelector('.ant-drawer-open'))).toBe(true);

  const listed = calls.to('/sales/sanysettlementsheet/sc-settlement-list').length;
  await user.click(screen.getByRole('button', { name: '重新计价' }));
  await user.click(await screen.findByRole('button', { name: /^确\s?定$/ }));
  expect(await until(() => calls.to('/sales/sanysettlementsheet/saveSettlement').length === 1)).toBe(true);
  expect(calls.to('/sales/sanysettlementsheet/saveSettlement')[0].body).toEqual({ id: 77 });
  expect(await until(() => calls.to('/sales/sanysettlementsheet/sc-settlement-list').length > listed)).toBe(true);
  // the closed drawer's sheet is not read again
  expect(calls.to('/sales/sanysettlementsheet/settlement-detail')).toHaveLength(1);
});
