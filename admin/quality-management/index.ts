import { defineArea } from '../../src/domain/resources/area';
import { concreteReportLabels } from './concrete-report.labels';
import { certificateViews, concreteReports } from './concrete-report.resource';
import { inspectReportLabels } from './inspect-report.labels';
import { inspectReportResources } from './inspect-report.resource';
import { specimenLabels } from './specimen.labels';
import { concreteStrengthResource, specimenBindResource, specimenResource, strengthRecordResource, visualRecordResource } from './specimen.resource';
import { strengthEvalLabels } from './strength-evaluation.labels';
import { knownSigmaEvaluationResource, nonStatisticalEvaluationResource, statisticalEvaluationResource } from './strength-evaluation.resource';

/**
 * Quality management (/quality-management/*) and the specimens of the lab (/lab/test-block-management/*):
 * specimens registered against tickets, their strength records, and the evaluations of GB/T 50107,
 * computed by src/domain/quality.
 */
export const qualityManagementArea = defineArea({
  name: 'quality-management',
  resources: [
    nonStatisticalEvaluationResource,
    statisticalEvaluationResource,
    knownSigmaEvaluationResource,
    specimenResource,
    specimenBindResource,
    strengthRecordResource,
    concreteStrengthResource,
    visualRecordResource,
    ...concreteReports,
    ...certificateViews,
    ...inspectReportResources,
  ],
  labels: [strengthEvalLabels, specimenLabels, concreteReportLabels, inspectReportLabels],
});
