import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { serveFromDemo } from '../support/demo-server';
import { renderRoute, until } from '../support/render-app';

/**
 * A derived approval route lists every flow mapped to it, one tab each (was the second test of
 * tests/e2e/approval-routes.e2e.ts): the recipe library's route holds its approval and its float
 * approval, answered by the seeded demo.
 */
serveFromDemo();

it("the recipe library's route holds its approval and its float approval, one tab each", async () => {
  const user = userEvent.setup();
  await renderRoute('/approval/mix-ratio-approval', { user: 'admin' });
  expect(await until(() => !!screen.queryByTestId('approval-flows'))).toBe(true);
  const tabs = screen.getByTestId('approval-flows');
  expect(within(tabs).getByRole('tab', { name: '配合比审批' })).toBeTruthy();

  await user.click(within(tabs).getByRole('tab', { name: '浮动配合比审批' }));
  const pane = screen.getByRole('tabpanel', { name: '浮动配合比审批' });
  expect(await until(() => !!within(pane).queryByTestId('approval-recipeLib'))).toBe(true);
  expect(within(pane).getByTestId('approval-recipeLib').getAttribute('data-flow')).toBe('float');
});
