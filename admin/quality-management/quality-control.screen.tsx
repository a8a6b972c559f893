import { StatsScreen } from '../production-report/stats-screen';
import { STRENGTH_CONTROL_VIEWS } from '../production-report/stat-views';

/** /quality-management/quality-control (质量控制): the month's strength control level per grade (GB 50164-2011). */
export default function QualityControlScreen() {
  return <StatsScreen views={STRENGTH_CONTROL_VIEWS} />;
}
