import { Card } from 'antd';
import { useMemo } from 'react';
import { callPath } from '../../src/domain/resources/types';
import { useResourceListQuery } from '../../src/api/resource.api';
import { CustomerMap } from '../../src/ui/map/customer-map';
import { sitesOf } from '../../src/ui/map/customer-sites';
import { customerSiteResource as def } from './customer-site.resource';

/** /customer/distribution-map: every project site of the customers, on the map, by customer. */
export default function DistributionMapScreen() {
  const { data, isFetching } = useResourceListQuery({ name: def.name, path: callPath(def, 'list'), params: {} });
  const sites = useMemo(() => sitesOf(data ?? []), [data]);
  return (
    <Card size="small">
      <CustomerMap sites={sites} loading={isFetching} />
    </Card>
  );
}
