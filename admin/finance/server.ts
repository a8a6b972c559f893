import { defineServerArea } from '../../server/resources/server-part';
import { backMoneyServer } from './back-money.server';
import { financeScreenRoutes } from './finance-screens.routes.server';
import { financeRoutes } from './finance.routes.server';
import { financeArea } from './index';
import { invoiceServer, pactReceivableServer } from './invoice.server';
import { receivableRoutes } from './receivable.routes.server';
import { salesDayRoutes } from './sales-day.routes.server';
import { salesDayReportServer } from './sales-day.server';
import { statementPdfRoutes } from './statement.pdf.server';
import { yearTableRoutes } from './year-table.routes.server';
import { salesYearTableServer } from './year-table.server';

export const financeServer = defineServerArea(
  financeArea,
  [backMoneyServer, pactReceivableServer, invoiceServer, salesDayReportServer, salesYearTableServer],
  [financeRoutes, receivableRoutes, statementPdfRoutes, salesDayRoutes, yearTableRoutes, financeScreenRoutes],
);
