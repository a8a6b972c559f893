import { StrengthEvaluationScreen } from './strength-evaluation.screen';
import { statisticalEvaluationResource } from './strength-evaluation.resource';

/** /quality-management/concrete-inspection/compression-statistical-two (σ unknown, or σ0 known). */
export default function StatisticalScreen() {
  return <StrengthEvaluationScreen def={statisticalEvaluationResource} savePath="/experiment/statistical-envaluation/save" withMethod />;
}
