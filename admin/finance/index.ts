import { defineArea } from '../../src/domain/resources/area';
import { backMoneyResource } from './back-money.resource';
import { financeLabels } from './finance.labels';
import { yearMonthLabels } from './year-months.labels';
import { invoiceResource } from './invoice.resource';
import { pactReceivableResource } from './pact-receivable.resource';
import { salesDayReportResource } from './sales-day.resource';
import { salesYearTableResource } from './year-table.resource';

/**
 * Finance: payments received, opening receivables, invoices, the sales reports and the finance screens
 * (/sales/backmoney, /sales/invoice, /report/sales-report, /finance/*).
 */
export const financeArea = defineArea({
  name: 'finance',
  resources: [backMoneyResource, pactReceivableResource, invoiceResource, salesDayReportResource, salesYearTableResource],
  labels: [financeLabels, yearMonthLabels],
});
