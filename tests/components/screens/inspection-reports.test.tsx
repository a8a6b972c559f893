import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { requestData } from '../../../src/api/http-client';
import { serveFromDemo } from '../support/demo-server';
import { renderRoute, until } from '../support/render-app';

/**
 * /quality-management/quality-inspection-report: the seven materials' inspection reports as tabs of
 * one screen, each listing its material's filed reports (was tests/e2e/inspect-reports.e2e.ts),
 * answered by the seeded demo.
 */
serveFromDemo();

const firstReport = async (material: string) =>
  await requestData<{ total: number; list: Array<{ reportCode: string }> }>(`/experiment/${material}-inspect-report/getPageList`, {
    method: 'POST',
    body: { limit: 1 },
  });

it("the inspection reports screen lists each material's filed reports in its own tab", async () => {
  const user = userEvent.setup();
  await renderRoute('/quality-management/quality-inspection-report', { user: 'lab' });
  const cement = await firstReport('cement');
  const sand = await firstReport('sand');
  expect(cement.total).toBeGreaterThan(0);

  const pane = (name: string) => screen.getByRole('tabpanel', { name });
  expect(await until(() => !!screen.queryByRole('tab', { name: '水泥检验报告' }))).toBe(true);
  expect(await until(() => within(pane('水泥检验报告')).queryAllByText(cement.list[0].reportCode).length > 0)).toBe(true);

  await user.click(screen.getByRole('tab', { name: '砂检验报告' }));
  expect(await until(() => within(pane('砂检验报告')).queryAllByText(sand.list[0].reportCode).length > 0)).toBe(true);
  expect(within(pane('砂检验报告')).queryAllByText(cement.list[0].reportCode)).toEqual([]);
  expect(screen.getByRole('tab', { name: '水泥检验报告' }).getAttribute('aria-selected')).toBe('false');
});
