import { StrengthEvaluationScreen } from './strength-evaluation.screen';
import { knownSigmaEvaluationResource } from './strength-evaluation.resource';

/** /quality-management/concrete-inspection/compression-statistical-one: GB/T 50107 §5.1.2, σ0 known from the previous period. */
export default function KnownSigmaScreen() {
  return <StrengthEvaluationScreen def={knownSigmaEvaluationResource} savePath="/resource/knownSigmaEvaluation/save" withMethod fixedMethod="known-sigma" />;
}
