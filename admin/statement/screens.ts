import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** The delivery book, making a sheet (with its manual costs) and the sheets; the approval screen is derived from the flow. */
export const screens: ScreenLoaders = {
  '/statement/shipping': () => import('./shipping.screen'),
  '/statement/make-settlement-bill': () => import('./make-settlement.screen'),
  '/statement/settlement-bills': () => import('./settlement-bills.screen'),
};
