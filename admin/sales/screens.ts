import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** /sales/customer: its credit tab has the preset and temporary-credit actions beside the generic table. */
export const screens: ScreenLoaders = {
  '/sales/customer': () => import('./customer.screen'),
};
