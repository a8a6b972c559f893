import type { ScreenLoaders } from '../../src/app/screen-derivation';

/**
 * /sales/customer: its credit tab has the preset and temporary-credit actions beside the generic table.
 * /sales/contract: the contracts' change of customer and distance beside the generic table and its tabs.
 * /sales/contract-price: the price lists beside the price check of a task's loads and the check points.
 * /sales/seasoning: the transfer companies (运输公司), declared on /sales/customer.
 * /approval/price-contract-approval: zone and customer prices, two objects on one approval screen.
 */
export const screens: ScreenLoaders = {
  '/sales/customer': () => import('./customer.screen'),
  '/sales/contract': () => import('./contract.screen'),
  '/sales/contract-price': () => import('./contract-price.screen'),
  '/approval/price-contract-approval': () => import('./price-approval.screen'),
  '/sales/seasoning': () => import('./seasoning.screen'),
};
