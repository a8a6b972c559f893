import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Production screens with their own component. */
export const screens: ScreenLoaders = {
  '/production/adjust-center/dispatch-map': () => import('./dispatch-map.screen'),
};
