import { defineResource } from '../../src/domain/resources/types';

/**
 * Built sales day reports (/report/sales-report): one per plant day and station (`reportId` is
 * its key), built from the exact hourly sales table and kept until rebuilt (`forceReset`).
 * Calls /sales/report/sale/* are the area's own (sales-day.routes.server.ts); this declaration
 * gives the list its screen, labels and scope.
 */
export const salesDayReportResource = defineResource({
  name: 'salesDayReport',
  table: 'sales_day_reports',
  id: 'reportId',
  idColumn: 'id',
  screen: '/report/sales-report',
  title: 'finance.dayReportTitle',
  orgScoped: true,
  readOnly: true,
  fields: [
    { name: 'reportDate', type: 'date', label: 'finance.reportDate', readonly: true, sortable: true },
    { name: 'station', type: 'string', label: 'finance.station', readonly: true },
    { name: 'trips', type: 'int', label: 'finance.trips', readonly: true },
    { name: 'quantity', type: 'decimal', scale: 3, label: 'finance.dayQuantity', readonly: true },
    { name: 'builtBy', type: 'string', label: 'finance.builtBy', readonly: true },
    { name: 'builtAt', type: 'datetime', label: 'finance.builtAt', readonly: true },
  ],
  search: [{ name: 'reportDate', type: 'daterange', label: 'finance.reportDate' }],
  columns: ['reportDate', 'station', 'trips', 'quantity', 'builtBy', 'builtAt'],
  orderBy: { field: 'reportDate', dir: 'desc' },
  calls: { '/sales/report/sale/querySaleDayReport': 'page' },
  actions: ['page', 'get'],
});
