import { expect, it } from 'vitest';
import { SHELL_PAGES } from '../../../src/app/resolve-path';
import { screenComponents } from '../../../src/app/screen-components';
import { menuRoutes } from '../support/render-app';
import { isLabRoute } from '../route-lists';
import { walkMenu } from './walk';

// every route of the admin's menu but the lab's and the quality's (admin-lab.test.tsx, so the two
// workers share the admin's walk), as tests/components/route-lists.ts says it shows, and the shell's
// pages outside the menu
await walkMenu('admin', 'admin', { pick: (route) => !isLabRoute(route), pages: Object.keys(SHELL_PAGES) });

it("the admin's menu and the shell's pages hold every screen the app serves: the admin's walks render them all", () => {
  const walked = new Set([...menuRoutes().map((r) => r.path), ...Object.keys(SHELL_PAGES)]);
  expect(Object.keys(screenComponents).filter((p) => !walked.has(p))).toEqual([]);
});
