import { StatsScreen } from './stats-screen';
import { PRODUCE_VIEWS } from './stat-views';

/** /production/produce-report: production per day and month, per driver and truck, returns and water. */
export default function ProduceReportScreen() {
  return <StatsScreen views={PRODUCE_VIEWS} />;
}
