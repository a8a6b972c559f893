import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The outsourcing screens' own calls (admin/outsourcing/outsourcing.api.ts), answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

const UNIT = {
  unitId: 4,
  unitCode: 'WX01',
  unitName: '余杭顺达外协',
  taskCount: 1,
  planQuantity: '120.00',
  shippedQuantity: '48.00',
  trips: 6,
  progress: 40,
  tasks: [
    {
      taskId: 9,
      taskCode: 'RW-0009',
      customerName: '杭州地铁',
      pouringSite: '底板',
      strength: 'C30',
      state: 2,
      planQuantity: '120.00',
      shippedQuantity: '48.00',
      trips: 6,
      progress: 40,
    },
  ],
};

it("shows each outsourcing unit's tasks from the console call, and asks again on a live ticket event and on refresh", async () => {
  mockServer.use(answer('/production/outsourcing/console', [UNIT]), emptyOtherwise);
  const user = userEvent.setup();
  await renderScreen('/production/outsourcing/production-console');
  const card = await screen.findByTestId('console-unit-4');
  expect(within(card).getByText('RW-0009')).toBeTruthy();
  expect(calls.to('/production/outsourcing/console')).toHaveLength(1);

  store.dispatch(invalidateResources(['deliveryTicket']));
  expect(await until(() => calls.to('/production/outsourcing/console').length === 2)).toBe(true);
  await user.click(screen.getByRole('button', { name: /^刷\s?新$/ }));
  expect(await until(() => calls.to('/production/outsourcing/console').length === 3)).toBe(true);
  await user.click(screen.getByRole('checkbox', { name: '含已完成任务' }));
  expect(await until(() => calls.to('/production/outsourcing/console').some((c) => c.query.get('all') === '1'))).toBe(true);
});

const SHEET = {
  ticketCount: 1,
  totalQuantity: '8.00',
  totalFen: 36000,
  contractCode: 'WXHT-01',
  unitName: '余杭顺达外协',
  lines: [
    {
      ticketId: 21,
      ticketCode: 'XP-0021',
      taskCode: 'RW-0009',
      ticketTime: '2026-03-02 10:00:00',
      quantity: '8.00',
      distanceKm: '18.0',
      priceKind: 'cubic',
      unitPriceFen: 4500,
      amountFen: 36000,
    },
  ],
};

it("previews a settlement through pre-sheet, makes it, and shows a stored sheet's lines from its detail call", async () => {
  mockServer.use(
    answer('/sales/outsourcing-settlement/list', page([{ id: 31, settlementCode: 'WXJS-0031', unitName: '余杭顺达外协', approveState: null }])),
    answer('/resource/outsourcingUnit/list', [{ id: 4, unitName: '余杭顺达外协' }]),
    answer('/sales/outsourcing-settlement/pre-sheet', SHEET),
    answer('/sales/outsourcing-settlement/make', { ...SHEET, settlementCode: 'WXJS-0032' }),
    answer('/sales/outsourcing-settlement/detail', { ...SHEET, settlementCode: 'WXJS-0031' }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/production/outsourcing/settlement', { buttons: ['make', 'revoke'] });
  await screen.findByText('WXJS-0031');

  await user.click(screen.getByTestId('settlement-make'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(screen.getByTestId('settlement-unit')).getByRole('combobox'));
  await user.click(await screen.findByText('余杭顺达外协', { selector: '.ant-select-item-option-content' }));
  await user.type(screen.getByTestId('settlement-start'), '2026-03-01');
  await user.type(screen.getByTestId('settlement-end'), '2026-03-31');
  await user.click(within(dialog).getByTestId('settlement-preview'));
  expect(await within(dialog).findByText('XP-0021')).toBeTruthy();
  expect(within(dialog).getByTestId('sheet-total').textContent).toBe('360.00');
  expect(calls.to('/sales/outsourcing-settlement/pre-sheet')[0].body).toEqual({ unitId: 4, startDate: '2026-03-01', endDate: '2026-03-31' });

  const listed = calls.to('/sales/outsourcing-settlement/list').length;
  await user.click(within(dialog).getByTestId('settlement-confirm'));
  expect(await screen.findByText('WXJS-0032')).toBeTruthy();
  expect(await until(() => calls.to('/sales/outsourcing-settlement/list').length > listed)).toBe(true);
  // the preview is not asked again once its tickets are settled
  expect(calls.to('/sales/outsourcing-settlement/pre-sheet')).toHaveLength(1);

  await user.click(screen.getByTestId('settlement-detail'));
  expect(await until(() => !!document.querySelector('.ant-drawer-open [data-testid="sheet-lines"]'))).toBe(true);
  expect(calls.to('/sales/outsourcing-settlement/detail')[0].query.get('id')).toBe('31');
});
