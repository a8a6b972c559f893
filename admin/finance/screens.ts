import type { ScreenLoaders } from '../../src/app/screen-derivation';

/**
 * /sales/backmoney: payments with their customer and contract picked from lists, and their voucher images;
 * /sales/invoice: a request over agreed sheets beside the generic table; /sales/invoice/makeout: the
 * issued invoice's number; /report/sales-report: day report, receivables and yearly tables; the
 * three finance screens: figures over a period with their total.
 */
export const screens: ScreenLoaders = {
  '/sales/backmoney': () => import('./back-money.screen'),
  '/sales/invoice': () => import('./invoice.screen'),
  '/sales/invoice/makeout': () => import('./invoice-makeout.screen'),
  '/report/sales-report': () => import('./sales-report.screen'),
  '/finance/statistics-issued-table': () => import('./statistics-issued.screen'),
  '/finance/month-reconcilia': () => import('./month-reconcilia.screen'),
  '/finance/average-sale-price': () => import('./average-sale-price.screen'),
};
