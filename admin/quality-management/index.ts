import { defineArea } from '../../src/domain/resources/area';
import { strengthEvalLabels } from './strength-evaluation.labels';
import { nonStatisticalEvaluationResource, statisticalEvaluationResource } from './strength-evaluation.resource';

/** Quality management (/quality-management/*): strength evaluations of GB/T 50107, computed by src/domain/quality. */
export const qualityManagementArea = defineArea({
  name: 'quality-management', resources: [nonStatisticalEvaluationResource, statisticalEvaluationResource], labels: [strengthEvalLabels],
});
