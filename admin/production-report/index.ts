import { defineArea } from '../../src/domain/resources/area';

/** Production statistics and reports: computed from tickets and batch records (/production/*, /report/production/*) */
export const productionReportArea = defineArea({ name: 'productionReport', resources: [], labels: [] });
