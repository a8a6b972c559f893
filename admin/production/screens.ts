import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Production screens with their own component. */
export const screens: ScreenLoaders = {
  '/production/adjust-center/dispatch-map': () => import('./dispatch-map.screen'),
  '/production/produce-plan': () => import('./task-plan.screen'),
  '/production/pcorder': () => import('./mix-notice.screen'),
  '/production/order': () => import('./sany-task.screen'),
  '/production/task-edit': () => import('./sany-task.screen'),
  '/production/production-controll-panel': () => import('./control-panel.screen'),
};
