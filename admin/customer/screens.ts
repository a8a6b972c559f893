import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Customer screens with their own component. */
export const screens: ScreenLoaders = {
  '/customer/distribution-map': () => import('./distribution-map.screen'),
};
