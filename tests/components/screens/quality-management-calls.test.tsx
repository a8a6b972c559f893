import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { cubeGroupStrength } from '../../../src/domain/quality/cube-strength';
import { evaluateStrength } from '../../../src/domain/quality/strength-evaluation';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/**
 * The specimen desks' and the evaluations' own calls (admin/quality-management/quality-management.api.ts),
 * answered by msw fixtures computed with src/domain/quality.
 */
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

/** task-user-list answers the tasks a sample may be taken of, or with `taskId` that task's loads. */
const sampledTasks = http.all('*/prod-api/production/sample/task-user-list', ({ request }) =>
  HttpResponse.json({
    code: 200,
    msg: 'ok',
    data: new URL(request.url).searchParams.get('taskId')
      ? { tickets: [{ id: 51, ticketCode: 'XP-0051', quantity: '8.00', createdAt: '2026-03-02 10:00' }] }
      : [{ taskId: 9, taskCode: 'RW-0009', strength: 'C30', projectName: '地铁三号线' }],
  }),
);

it("registers a sample of a task's load picked from their calls, and the specimen table reads its rows again", async () => {
  mockServer.use(sampledTasks, answer('/production/sample/addSampleRecordSany', { sampleNo: 'YP-0042' }), emptyOtherwise);
  const user = userEvent.setup();
  await renderScreen('/lab/test-block-management/register');
  await choose(user, 'specimen-task', 'RW-0009 C30 地铁三号线');
  await choose(user, 'specimen-ticket', 'XP-0051 (8.00 m³ 2026-03-02 10:00)');
  expect(calls.to('/production/sample/task-user-list').at(-1)?.query.get('taskId')).toBe('9');

  const listed = calls.to('/production/sample/sany-sample-list').length;
  await user.click(screen.getByTestId('specimen-register-run'));
  expect((await screen.findByTestId('specimen-registered')).textContent).toContain('YP-0042');
  expect(calls.to('/production/sample/addSampleRecordSany')[0].body).toMatchObject({ taskId: 9, ticketId: 51, ages: [3, 7, 28], sizeMm: 150 });
  expect(await until(() => calls.to('/production/sample/sany-sample-list').length > listed)).toBe(true);

  // a new load of the task (a live ticket event) reads the task's loads again
  const asked = calls.to('/production/sample/task-user-list').length;
  store.dispatch(invalidateResources(['deliveryTicket']));
  expect(await until(() => calls.to('/production/sample/task-user-list').length > asked)).toBe(true);
});

it('binds a sample number to its label code through the bind call', async () => {
  mockServer.use(answer('/production/sample/bind', {}), emptyOtherwise);
  const user = userEvent.setup();
  await renderScreen('/lab/test-block-management/bind', { buttons: ['bind'] });
  await user.type(screen.getByTestId('bind-sample'), 'YP-0042');
  await user.type(screen.getByTestId('bind-code'), 'LB-7781');
  const listed = calls.to('/resource/specimenBind/page').length;
  await user.click(screen.getByTestId('bind-run'));
  expect(await until(() => calls.to('/production/sample/bind').length === 1)).toBe(true);
  expect(calls.to('/production/sample/bind')[0].body).toEqual({ sampleNo: 'YP-0042', bindCode: 'LB-7781' });
  expect(await until(() => calls.to('/resource/specimenBind/page').length > listed)).toBe(true);
});

it("enters a group's loads with updateById and shows the strength its answer computed", async () => {
  mockServer.use(
    answer('/experiment/strengthRecord/page', page([{ id: 77, sampleNo: 'YP-0042', ageDays: 28, strength: 'C30', sizeMm: 150, testedAt: null }])),
    answer('/experiment/strengthRecord/updateById', { computation: cubeGroupStrength({ loadsKn: [800, 820, 790], sizeMm: 150, grade: 'C30' }) }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/lab/test-block-management/detect', { buttons: ['detect'] });
  await user.click(await screen.findByTestId('detect-YP-0042-28'));
  const dialog = await screen.findByRole('dialog');
  for (const [i, kn] of ['800', '820', '790'].entries()) await user.type(within(dialog).getByTestId(`detect-load-${i}`), kn);
  const listed = calls.to('/experiment/strengthRecord/page').length;
  await user.click(within(dialog).getByTestId('detect-save'));
  expect(await until(() => calls.to('/experiment/strengthRecord/updateById').length === 1)).toBe(true);
  expect(calls.to('/experiment/strengthRecord/updateById')[0].body).toEqual({ id: 77, loadsKn: [800, 820, 790] });
  expect((await within(dialog).findAllByText(cubeGroupStrength({ loadsKn: [800, 820, 790], sizeMm: 150, grade: 'C30' }).strength!)).length).toBeGreaterThan(0);
  expect(await until(() => calls.to('/experiment/strengthRecord/page').length > listed)).toBe(true);
});

it('lists the 28-day groups due from their call, for the day asked', async () => {
  mockServer.use(
    answer('/experiment/strengthRecord/getTwentyEightRecord', {
      list: [
        {
          id: 3,
          sampleNo: 'YP-0040',
          taskCode: 'RW-0009',
          strength: 'C30',
          projectName: '地铁三号线',
          pouringSite: '底板',
          ticketCode: 'XP-0051',
          bindCode: null,
          sizeMm: 150,
          sampleDate: '2026-02-01',
          dueDate: '2026-03-01',
          overdue: 2,
        },
      ],
    }),
    emptyOtherwise,
  );
  await renderScreen('/quality-management/concrete-strength28d');
  expect(await within(await screen.findByTestId('strength28d')).findByText('YP-0040')).toBeTruthy();
  expect(calls.to('/experiment/strengthRecord/getTwentyEightRecord')[0].query.get('asOf')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  store.dispatch(invalidateResources(['strengthRecord']));
  expect(await until(() => calls.to('/experiment/strengthRecord/getTwentyEightRecord').length === 2)).toBe(true);
});

it("evaluates a batch with the evaluation's save, shows its verdict, and the stored evaluations read again", async () => {
  const groups = ['35.2', '36.8', '34.1', '38.0', '37.5', '33.9', '36.1', '35.5', '37.2', '34.8'];
  mockServer.use(
    answer('/experiment/statistical-envaluation/save', { evaluation: evaluateStrength({ method: 'statistical', grade: 'C30', groups }) }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/quality-management/concrete-inspection/compression-statistical-two');
  await user.type(screen.getByTestId('evaluation-code'), 'PD-0001');
  await user.type(screen.getByTestId('evaluation-grade'), 'C30');
  await user.type(screen.getByTestId('evaluation-groups'), groups.join(', '));
  const listed = calls.to('/experiment/statistical-envaluation/page').length;
  await user.click(screen.getByTestId('evaluation-run'));
  expect(await until(() => calls.to('/experiment/statistical-envaluation/save').length === 1)).toBe(true);
  expect(calls.to('/experiment/statistical-envaluation/save')[0].body).toMatchObject({ reportCode: 'PD-0001', grade: 'C30', method: 'statistical' });
  expect((await screen.findAllByText('合格')).length).toBeGreaterThan(0);
  expect(await until(() => calls.to('/experiment/statistical-envaluation/page').length > listed)).toBe(true);
});
