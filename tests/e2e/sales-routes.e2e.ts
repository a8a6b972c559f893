import { walkRoutes } from './route-walk';

/**
 * Issue 10, "every route above renders real data for `sales` and `admin`": the screens the demo seeds
 * figures for (contracts, prices, the delivery book, the agreed settlement sheet, receivables, the
 * finance screens, project zones) show rows; the others open without a refused or failed call.
 */
const MONTHLY = ['/finance/statistics-issued-table', '/finance/average-sale-price'];
/** The finance screens open on the plant's current month: on its first day the demo's sheet (up to yesterday) is last month's. */
const firstOfMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: '2-digit' }).format(new Date()) === '01';

walkRoutes({
  name: 'issue 10',
  users: ['sales', 'admin'],
  withRows: [
    '/sales/contract', '/sales/contract-price', '/sales/zone-price', '/sales/customer-price', '/sales/information', '/sales/inside',
    '/sales/quoto-manage', '/sales/discounts', '/sales/other-fee', '/sales/test-point', '/sales/seasoning',
    '/statement/shipping', '/statement/settlement-bills', '/finance/statistics-issued-table', '/finance/month-reconcilia', '/finance/average-sale-price',
    '/product/project-zone-setting',
  ],
  // records the demo has none of yet (payments, invoices), rows that wait on a choice (make, reports) or an approval
  opens: [
    '/sales/backmoney', '/sales/invoice', '/sales/invoice/makeout', '/statement/make-settlement-bill', '/report/sales-report',
    '/approval/contract-approval', '/approval/project-address-approval', '/approval/price-contract-approval', '/approval/sale-settlement-approval',
    '/approval/invoice-approval', '/approval/discounts-approval',
  ],
  emptyWhen: (route) => firstOfMonth() && MONTHLY.includes(route),
});
