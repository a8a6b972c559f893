import type { ScreenLoaders } from '../../src/app/screen-derivation';

/**
 * /sales/customer: its credit tab has the preset and temporary-credit actions beside the generic table.
 * /sales/contract-price: the price lists beside the price check of a task's loads.
 */
export const screens: ScreenLoaders = {
  '/sales/customer': () => import('./customer.screen'),
  '/sales/contract-price': () => import('./contract-price.screen'),
};
