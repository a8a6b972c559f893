import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The return desk's own calls (admin/delivery/delivery.api.ts), answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

it('finds a sent ticket through its call, offers the running tasks of its station, and enters the return', async () => {
  mockServer.use(
    answer(
      '/resource/deliveryTicket/page',
      page([
        { id: 11, orgId: 'yh', ticketCode: 'XP-0011', taskId: 1, taskCode: 'RW-0001', quantity: 8, detailState: 'sent' },
        { id: 12, orgId: 'yh', ticketCode: 'XP-0012', taskId: 1, taskCode: 'RW-0001', quantity: 8, detailState: 'loading' },
      ]),
    ),
    answer(
      '/resource/task/page',
      page([
        { id: 1, taskCode: 'RW-0001', projectName: '地铁三号线', orgId: 'yh', state: 2 },
        { id: 2, taskCode: 'RW-0002', projectName: '文一西路桥', orgId: 'yh', state: 2 },
        { id: 3, taskCode: 'RW-0003', projectName: '萧山机场', orgId: 'xs', state: 2 },
      ]),
    ),
    answer('/production/production/addReturnHandleRecord', { id: 1 }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/production/return-management');
  await user.click(screen.getByTestId('return-entry'));
  const dialog = await screen.findByRole('dialog');

  await user.type(within(screen.getByTestId('return-ticket')).getByRole('combobox'), 'XP');
  // only the sent (or returned) ticket is offered
  await user.click(await screen.findByText('XP-0011 · RW-0001 · 8 m³'));
  expect(screen.queryByText('XP-0012 · RW-0001 · 8 m³')).toBeNull();
  expect(calls.to('/resource/deliveryTicket/page').at(-1)?.query.get('ticketCode')).toBe('XP');

  await user.click(within(screen.getByTestId('return-method')).getByRole('combobox'));
  await user.click(await screen.findByText('转用'));
  await user.type(screen.getByTestId('return-quantity'), '1.5');
  await user.click(within(screen.getByTestId('return-target')).getByRole('combobox'));
  // another running task of the ticket's station: not its own, not another station's
  expect(await screen.findByText('RW-0002 文一西路桥')).toBeTruthy();
  expect(screen.queryByText('RW-0003 萧山机场')).toBeNull();
  await user.click(screen.getByText('RW-0002 文一西路桥'));

  // a live task event refreshes the tasks offered
  const asked = calls.to('/resource/task/page').length;
  store.dispatch(invalidateResources(['task']));
  expect(await until(() => calls.to('/resource/task/page').length > asked)).toBe(true);

  await user.click(within(dialog).getByTestId('return-save'));
  expect(await until(() => calls.to('/production/production/addReturnHandleRecord').length === 1)).toBe(true);
  expect(calls.to('/production/production/addReturnHandleRecord')[0].body).toMatchObject({
    ticketId: 11,
    handlingMethod: '2',
    quantity: '1.5',
    targetTaskId: 2,
  });
  expect(await screen.findByText('保存成功')).toBeTruthy();
});
