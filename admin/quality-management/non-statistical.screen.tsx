import { StrengthEvaluationScreen } from './strength-evaluation.screen';
import { nonStatisticalEvaluationResource } from './strength-evaluation.resource';

/** /quality-management/concrete-inspection/compression-non-statistical (fewer than 10 groups). */
export default function NonStatisticalScreen() {
  return <StrengthEvaluationScreen def={nonStatisticalEvaluationResource} savePath="/experiment/nonstatistical-envaluation/save" withMethod={false} />;
}
