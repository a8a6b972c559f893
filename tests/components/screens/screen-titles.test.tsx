import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { serveFromDemo } from '../support/demo-server';
import { renderRoute, until } from '../support/render-app';

/**
 * Issue 26 items 8 and 13: a screen is titled as its menu entry names it (the menu's 发货单 opened a
 * page titled 运单时钟), and a screen of the product the user was not granted says so instead of 404.
 */
serveFromDemo();

it('titles the delivery notes screen 发货单, as the menu does', async () => {
  await renderRoute('/production/adjust-center/dispatch-bill', { user: 'admin' });
  expect(await until(() => !!screen.queryByTestId('dispatch-bill'))).toBe(true);
  expect(screen.getByTestId('dispatch-bill').textContent).toBe('发货单');
});

it('shows a station user the no-permission page on a sales screen, not 404', async () => {
  await renderRoute('/sales/customer', { user: 'station' });
  expect(await until(() => !!document.querySelector('.ant-result-403'))).toBe(true);
  expect(document.querySelector('.ant-result-404')).toBeNull();
  expect(screen.getAllByText('抱歉，您无权访问该页面').length).toBeGreaterThan(0);
});
