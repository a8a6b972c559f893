import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The finance screens' own calls (admin/finance/finance.api.ts), answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

/** Picks `option` in the antd select of `testId`. */
async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

it('shows the invoicing statistics and their total from the figures call, and reads them again when a sheet changes', async () => {
  mockServer.use(
    answer('/finance/statistics-issued/list', {
      list: [{ customerId: 1, customerName: '杭州地铁集团有限责任公司', sheets: 2, settledFen: 123400, invoicedFen: 0, issuedFen: 0, uninvoicedFen: 123400 }],
      total: { sheets: 2, settledFen: 123400, invoicedFen: 0, issuedFen: 0, uninvoicedFen: 123400 },
    }),
    emptyOtherwise,
  );
  await renderScreen('/finance/statistics-issued-table');
  expect(await screen.findByText('杭州地铁集团有限责任公司')).toBeTruthy();
  expect(screen.getByTestId('issued-total-settledFen').textContent).toBe('1234.00');
  expect(calls.to('/finance/statistics-issued/list')[0].body).toMatchObject({ startDate: expect.any(String), endDate: expect.any(String) });

  store.dispatch(invalidateResources(['salesSettlement']));
  expect(await until(() => calls.to('/finance/statistics-issued/list').length === 2)).toBe(true);
});

it("shows the day report of its call, and a rebuilt one from the rebuild's own answer", async () => {
  mockServer.use(
    http.all('*/prod-api/sales/report/sale/day-report', async ({ request }) => {
      const ask = (await request.json()) as { reportDate: string; forceReset: boolean };
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          reportId: ask.forceReset ? 2 : 1,
          reportDate: ask.reportDate,
          builtAt: '08:00',
          builtBy: ask.forceReset ? '王会计' : '李会计',
          list: [{ rowNo: 1, orgName: '余杭站', customerName: '杭州地铁', projectName: '三号线', grade: 'C30', dayTrips: 3, dayQuantity: '24.00' }],
          total: { dayTrips: 3 },
        },
      });
    }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/report/sales-report');
  expect(await screen.findByText(/李会计/)).toBeTruthy();
  expect(screen.getByText('三号线')).toBeTruthy();

  await user.click(screen.getByTestId('day-report-rebuild'));
  expect(await screen.findByText(/王会计/)).toBeTruthy();
  const asked = calls.to('/sales/report/sale/day-report').map((c) => (c.body as { forceReset: boolean }).forceReset);
  expect(asked).toEqual([false, true]);
});

it('offers a payment the contracts of the customer picked, through their call', async () => {
  mockServer.use(
    answer('/resource/customer/list', [{ id: 9, customerName: '杭州地铁集团有限责任公司' }]),
    answer('/sales/back-money/project-names', [{ value: 7, label: 'HT-0007 地铁三号线' }]),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/sales/backmoney');
  await user.click(screen.getByRole('button', { name: /^新\s?增$/ }));
  await screen.findByRole('dialog');
  await choose(user, 'back-money-customer', '杭州地铁集团有限责任公司');
  await choose(user, 'back-money-contract', 'HT-0007 地铁三号线');
  expect(calls.to('/sales/back-money/project-names')[0].query.get('customerId')).toBe('9');
});

it("asks an invoice over the open sheets of the customer picked, and records an agreed one's number", async () => {
  mockServer.use(
    answer(
      '/sales/invoicing/page',
      page([{ xsInvoicingId: 3, invoiceCode: 'KP-0003', customerName: '杭州地铁', approveState: 1, invoiceNo: '', invoiceDate: '' }]),
    ),
    answer('/sales/invoicing/getCustomer', [{ value: 9, label: '杭州地铁集团有限责任公司', taxNo: '91330100MA0001' }]),
    answer('/sales/invoicing/open-settlements', [
      { settlementId: 5, settlementCode: 'JS-0005', startDate: '2026-03-01', endDate: '2026-03-31', openFen: 500000 },
    ]),
    answer('/sales/invoicing/save', { id: 4 }),
    answer('/sales/invoicing/makeout', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/sales/invoice', { buttons: ['add', 'delete'] });
  await screen.findByText('KP-0003');
  await user.click(screen.getByTestId('invoice-new'));
  const dialog = await screen.findByRole('dialog');
  await choose(user, 'invoice-customer', '杭州地铁集团有限责任公司');
  await choose(user, 'invoice-sheets', 'JS-0005 (2026-03-01~2026-03-31) 5000.00');
  await user.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
  expect(await until(() => calls.to('/sales/invoicing/save').length === 1)).toBe(true);
  expect(calls.to('/sales/invoicing/save')[0].body).toMatchObject({
    customerId: 9,
    settlementIds: [5],
    titleName: '杭州地铁集团有限责任公司',
    taxNo: '91330100MA0001',
  });
  expect(calls.to('/sales/invoicing/open-settlements')[0].query.get('customerId')).toBe('9');
  cleanup();

  await renderScreen('/sales/invoice/makeout');
  await screen.findByText('KP-0003');
  await user.click(screen.getByTestId('invoice-makeout'));
  const makeout = await screen.findByRole('dialog');
  await user.type(within(makeout).getByLabelText('发票号码'), 'FP-778');
  await user.click(within(makeout).getByRole('button', { name: /^确\s?定$/ }));
  expect(await until(() => calls.to('/sales/invoicing/makeout').length === 1)).toBe(true);
  expect(calls.to('/sales/invoicing/makeout')[0].body).toMatchObject({ xsInvoicingId: 3, invoiceNo: 'FP-778' });
});
