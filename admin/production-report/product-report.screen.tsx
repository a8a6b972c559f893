import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { concreteSampleResource } from './concrete-sample.resource';
import { StatsScreen } from './stats-screen';
import { PRODUCT_VIEWS } from './stat-views';

/** /production/product-report: product per grade and project, material consumption, mix cost, and the concrete samples taken. */
export default function ProductReportScreen() {
  const t = useResourceT();
  return (
    <StatsScreen
      views={PRODUCT_VIEWS}
      extra={[{ key: concreteSampleResource.name, label: t(concreteSampleResource.title), children: <ResourceScreen def={concreteSampleResource} /> }]}
    />
  );
}
