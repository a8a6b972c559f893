import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Settings screens that are not a declared table (menus, roles, flows) or that differ from it (stations, the journal's readable rows). */
export const screens: ScreenLoaders = {
  '/settings/station-manage': () => import('./station-manage.screen'),
  '/settings/menu-manage': () => import('./menu-manage.screen'),
  '/settings/approval-flow': () => import('./approval-flow.screen'),
  '/settings/role-manage': () => import('./role-manage.screen'),
  '/settings/systemJournal': () => import('./audit-log.screen'),
};
