import { StatsScreen } from '../production-report/stats-screen';
import { CERTIFICATE_HUB_VIEWS } from '../production-report/stat-views';

/**
 * /quality-management/CertificationHub (资料中心): the shipped tasks the quality documents are
 * about, through the statistics screen with the concreteOut task list (docs/decisions.md, QSCREENS).
 */
export default function CertificationHubScreen() {
  return <StatsScreen views={CERTIFICATE_HUB_VIEWS} />;
}
