import { expect, it } from 'vitest';
import { SHELL_PAGES } from '../../../src/app/resolve-path';
import { screenComponents } from '../../../src/app/screen-components';
import { menuRoutes } from '../support/render-app';
import { walkMenu } from './walk';

// every route of the admin's menu, as tests/components/route-lists.ts says it shows, and the
// shell's pages outside the menu
await walkMenu('admin', 'admin', { pages: Object.keys(SHELL_PAGES) });

it('the admin walks every screen the app serves', () => {
  const walked = new Set([...menuRoutes().map((r) => r.path), ...Object.keys(SHELL_PAGES)]);
  expect(Object.keys(screenComponents).filter((p) => !walked.has(p))).toEqual([]);
});
