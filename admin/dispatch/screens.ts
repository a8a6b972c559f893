import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Dispatch desk screens with their own component. */
export const screens: ScreenLoaders = {
  '/production/adjust-center/dispatch-car': () => import('./dispatch-car.screen'),
  '/production/adjust-center/dispatch-bill': () => import('./dispatch-bill.screen'),
  '/production/adjust-center/produce-dispatch-plan': () => import('./produce-dispatch-plan.screen'),
};
