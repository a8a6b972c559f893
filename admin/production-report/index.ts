import { defineArea } from '../../src/domain/resources/area';
import { concreteSampleLabels } from './concrete-sample.labels';
import { concreteSampleResource } from './concrete-sample.resource';
import { productionReportLabels } from './production-report.labels';

/**
 * Production statistics and reports, computed from tickets and batch records (/production/*,
 * /report/production/*), and the concrete strength samples the quality documents read.
 */
export const productionReportArea = defineArea({
  name: 'productionReport',
  resources: [concreteSampleResource],
  labels: [productionReportLabels, concreteSampleLabels],
});
