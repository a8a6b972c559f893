import { defineServerArea } from '../../server/resources/server-part';
import { productionReportArea } from './index';
import { concreteSampleServer } from './concrete-sample.server';
import { productionStatsRoutes } from './production-stats.routes.server';
import { dayReportRoutes } from './day-report.routes.server';
import { concreteOutRoutes } from './concrete-out.routes.server';

export const productionReportServer = defineServerArea(
  productionReportArea,
  [concreteSampleServer],
  [productionStatsRoutes, dayReportRoutes, concreteOutRoutes],
);
