import { defineResource } from '../../src/domain/resources/types';

export const YEAR_TABLE_KINDS = [
  { value: 'receivable', label: 'finance.yearReceivable' },
  { value: 'task', label: 'finance.yearTask' },
  { value: 'taskDetail', label: 'finance.yearTaskDetail' },
  { value: 'taskDetailPrice', label: 'finance.yearTaskDetailPrice' },
] as const;

/**
 * The yearly report tables (/report/sales-report): built by /sales/receivableYear/crate* from
 * the ledger, the tickets and the settlement lines, kept per organisation, year and kind, read by
 * /sales/newSalesReport/getList; `saveYearReportYear` keeps a year as it is (a saved table is rebuilt
 * only with `forceReset`).
 */
export const salesYearTableResource = defineResource({
  name: 'salesYearTable',
  table: 'sales_year_tables',
  id: 'id',
  screen: '/report/sales-report',
  title: 'finance.yearTitle',
  orgScoped: true,
  readOnly: true,
  fields: [
    { name: 'year', type: 'int', label: 'finance.year', readonly: true, sortable: true },
    { name: 'kind', type: 'enum', label: 'finance.yearKind', readonly: true, options: YEAR_TABLE_KINDS },
    { name: 'rowCount', type: 'int', label: 'finance.rowCount', readonly: true },
    { name: 'builtBy', type: 'string', label: 'finance.builtBy', readonly: true },
    { name: 'builtAt', type: 'datetime', label: 'finance.builtAt', readonly: true },
    { name: 'saved', type: 'bool', label: 'finance.saved', readonly: true },
  ],
  search: [
    { name: 'year', type: 'input', label: 'finance.year' },
    { name: 'kind', type: 'select', label: 'finance.yearKind', options: YEAR_TABLE_KINDS },
  ],
  columns: ['year', 'kind', 'rowCount', 'builtBy', 'builtAt', 'saved'],
  orderBy: { field: 'year', dir: 'desc' },
  calls: { '/sales/newSalesReport/getListYear': 'page' },
  actions: ['page', 'get'],
});
