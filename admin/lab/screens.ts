import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Laboratory screens with their own component. */
export const screens: ScreenLoaders = {
  '/lab/new-mix-proportions': () => import('./mix-design.screen'),
  '/lab/mixProportion-adopt': () => import('./recipe-select.screen'),
  '/lab/mix-proportion-model': () => import('./recipe-lib.screen'),
};
