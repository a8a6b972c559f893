import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The production screens' own calls (admin/production/production.api.ts), answered by msw fixtures. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

it("shows the first station's task totals from their call, and reads them again on a live task event", async () => {
  mockServer.use(
    answer('/production/task/plan/isGroup', {
      isGroup: true,
      orgs: [
        { orgId: '0001', orgName: '集团' },
        { orgId: 'yh', orgName: '余杭站' },
      ],
    }),
    answer('/production/production/task-total-info', { taskCount: 7, planQuantity: 480, shippedQuantity: 212.5, truckCount: 9, completedCount: 2 }),
    emptyOtherwise,
  );
  await renderScreen('/production/production-controll-panel');
  const panel = await screen.findByTestId('control-panel');
  expect(await within(panel).findByText('212')).toBeTruthy();
  expect(within(panel).getByText('余杭站')).toBeTruthy();
  expect(calls.to('/production/production/task-total-info')[0].query.get('orgId')).toBe('yh');

  store.dispatch(invalidateResources(['task']));
  expect(await until(() => calls.to('/production/production/task-total-info').length === 2)).toBe(true);
});

it("offers the organisation's projects and recipes in the task form through their calls, and saves an edit with task-update", async () => {
  mockServer.use(
    answer(
      '/production/sany_sctask/sany_sctask_list',
      page([
        {
          id: 12,
          taskCode: 'RW-0012',
          customerId: 9,
          customerName: '杭州地铁',
          projectId: 5,
          projectName: '地铁三号线',
          recipeId: 6,
          strength: 'C30',
          pouringSite: '底板',
          pourMethod: '泵送',
          planQuantity: '100.00',
          unitPrice: '300.00',
          state: 0,
          approveState: null,
        },
      ]),
    ),
    answer('/production/production/select-projects', [{ value: 5, label: '地铁三号线', customerName: '杭州地铁' }]),
    answer('/production/production/select-recipes', [{ value: 6, label: 'PB-C30-01' }]),
    answer('/production/production/task-update', {}),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/production/order');
  await screen.findByText('RW-0012');
  await user.click(screen.getByRole('button', { name: '任务编辑' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('地铁三号线 · 杭州地铁')).toBeTruthy();
  expect(within(dialog).getByText('PB-C30-01')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
  expect(await until(() => calls.to('/production/production/task-update').length === 1)).toBe(true);
  expect(calls.to('/production/production/task-update')[0].body).toMatchObject({ id: 12, projectId: 5, recipeId: 6, pouringSite: '底板' });
  expect(calls.to('/production/sany_production/task-add')).toEqual([]);
  expect(await screen.findByText('保存成功')).toBeTruthy();
});
