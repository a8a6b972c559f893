import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { invalidateResources } from '../../../src/api/resource.api';
import { designMix, type MixDesignInput } from '../../../src/domain/quality/mix-design';
import { adjustForMoisture } from '../../../src/domain/quality/moisture';
import { runningSigma } from '../../../src/domain/quality/running-sigma';
import { store } from '../../../src/store/store';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The laboratory screens' own calls (admin/lab/lab.api.ts), answered by msw fixtures computed with src/domain/quality. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

const MATERIALS = [
  { materialName: '水泥', kgPerM3: 300 },
  { materialName: '砂', kgPerM3: 760 },
  { materialName: '水', kgPerM3: 175 },
];
const TASK = {
  taskId: 9,
  taskCode: 'RW-0009',
  orgId: 'yh',
  projectName: '地铁三号线',
  pouringSite: '底板',
  strength: 'C30',
  recipeCode: null,
  producible: false,
};
const selection = (approveState: number | null) => ({
  id: 4,
  recipeCode: 'PB-C30-01',
  approveState,
  leaderApproveState: null,
  producible: false,
  batch: adjustForMoisture(MATERIALS, [{ materialName: '砂', percent: '3.0' }]),
});

it('selects a recipe for a task on the desk through its calls, and the tasks and the selection follow', async () => {
  mockServer.use(
    answer('/quality/recipe-select/task-list-select', page([TASK])),
    answer('/quality/recipe-lib/get-libs', [{ libId: 31, recipeCode: 'PB-C30-01', strength: 'C30', slump: '180±20' }]),
    answer('/quality/recipe-lib/lib-detail', { materials: MATERIALS }),
    answer('/quality/recipe-select/detail', selection(null)),
    answer('/quality/recipe-select/save-zy', selection(null)),
    answer('/quality/transit-water/list', {
      list: [],
      totals: { count: 0, addedKg: '0.0', flagged: 0 },
      tickets: [{ id: 51, ticketCode: 'XP-0051', quantity: '8.00' }],
    }),
    answer('/quality/transit-water/add', {
      id: 1,
      ticketId: 51,
      recipeCode: 'PB-C30-01',
      quantity: '8.00',
      addedKgPerM3: '2.5',
      recipeRatio: '0.45',
      ratio: '0.47',
      flagged: true,
    }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/lab/mixProportion-adopt');
  await user.click(await within(await screen.findByTestId('selection-tasks')).findByText('RW-0009'));
  const panel = await screen.findByTestId('selection-panel');
  // the task's selection as the detail call gives it
  expect(await within(panel).findByText('PB-C30-01')).toBeTruthy();
  expect(calls.to('/quality/recipe-select/detail')[0].query.get('taskId')).toBe('9');

  await user.click(within(screen.getByTestId('selection-recipe')).getByRole('combobox'));
  await user.click(await screen.findByText('PB-C30-01 · C30 · 180±20'));
  await user.type(await screen.findByTestId('moisture-砂'), '3.5');
  const tasksAsked = calls.to('/quality/recipe-select/task-list-select').length;
  await user.click(screen.getByTestId('selection-save'));
  expect(await until(() => calls.to('/quality/recipe-select/save-zy').length === 1)).toBe(true);
  const save = calls.to('/quality/recipe-select/save-zy')[0];
  expect(save.query.get('org_id')).toBe('yh');
  expect(save.body).toEqual({ taskId: 9, recipeId: 31, moisture: [{ materialName: '砂', percent: '3.5' }] });
  expect(await until(() => calls.to('/quality/recipe-select/task-list-select').length > tasksAsked)).toBe(true);

  // water added in transit on one of the task's loads
  const water = await screen.findByTestId('transit-water');
  await user.click(within(screen.getByTestId('transit-water-ticket')).getByRole('combobox'));
  await user.click(await screen.findByText('XP-0051 · 8.00 m³'));
  await user.type(within(water).getByTestId('transit-water-kg'), '20');
  const listed = calls.to('/quality/transit-water/list').length;
  await user.click(within(water).getByTestId('transit-water-record'));
  expect(await until(() => calls.to('/quality/transit-water/add').length === 1)).toBe(true);
  expect(calls.to('/quality/transit-water/add')[0].body).toEqual({ ticketId: 51, addedKg: '20' });
  expect(await until(() => calls.to('/quality/transit-water/list').length > listed)).toBe(true);
  // a new load of the task (a live ticket event) reads the loads again
  store.dispatch(invalidateResources(['deliveryTicket']));
  expect(await until(() => calls.to('/quality/transit-water/list').length > listed + 1)).toBe(true);
});

const INPUT: MixDesignInput = {
  grade: 'C30',
  cementClass: '42.5',
  aggregate: 'crushed',
  flyAshPercent: 20,
  flyAshGradeIorII: true,
  slagPercent: 0,
  slagS95: true,
  slumpMm: 180,
  waterReductionPercent: 20,
  admixturePercent: 1.8,
  sandRatioPercent: 42,
  assumedDensity: 2400,
  densities: { cement: 3100, flyAsh: 2200, slag: 2900, sand: 2650, stone: 2700 },
};
const day = (offset: number) => new Date(Date.UTC(2026, 2, 20) - offset * 86_400_000).toISOString().slice(0, 10);

it("shows the grade's running σ and a computed design from their calls, and saves the design as a recipe", async () => {
  mockServer.use(
    answer('/quality/recipe-lib/sigma', {
      ...runningSigma(
        Array.from({ length: 36 }, (_, i) => ({ date: day(i), strength: i % 2 ? '34.0' : '41.0' })),
        '2026-03-20',
      ),
      basis: 'grade',
      grade: 'C30',
      recipeCode: null,
    }),
    answer('/quality/recipe-lib/design', { result: designMix(INPUT), materials: MATERIALS }),
    answer('/quality/recipe-lib/save-zy', { id: 40 }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/lab/new-mix-proportions');
  expect((await screen.findByTestId('running-sigma-n')).textContent).toBe('36');
  expect(calls.to('/quality/recipe-lib/sigma')[0].query.get('grade')).toBe('C30');

  await user.click(screen.getByTestId('design-compute'));
  await user.type(await screen.findByTestId('design-recipe-code'), 'PB-C30-09');
  await user.click(screen.getByTestId('design-save'));
  expect(await until(() => calls.to('/quality/recipe-lib/save-zy').length === 1)).toBe(true);
  expect(calls.to('/quality/recipe-lib/save-zy')[0].body).toMatchObject({ recipeCode: 'PB-C30-09', strength: 'C30', slump: '180', materials: MATERIALS });
  expect(await screen.findByText('已保存配合比')).toBeTruthy();
});
