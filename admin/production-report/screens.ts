import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Production statistics and reports screens with their own component. */
export const screens: ScreenLoaders = {
  '/production/produce-report': () => import('./produce-report.screen'),
  '/production/product-report': () => import('./product-report.screen'),
  '/report/production-report': () => import('./day-report.screen'),
};
