import { Tabs } from 'antd';
import { ApprovalScreen } from '../approval/approval-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { customerPriceResource, zonePriceResource } from './price.resource';

/** /approval/price-contract-approval: zone prices and customer prices waiting for agreement, one tab each. */
export default function Screen() {
  const t = useResourceT();
  return (
    <Tabs
      items={[zonePriceResource, customerPriceResource].map((def) => ({
        key: def.name,
        label: t(def.title),
        children: <ApprovalScreen resource={def.name} />,
      }))}
    />
  );
}
