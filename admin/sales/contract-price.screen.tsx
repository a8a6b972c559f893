import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { contractPriceResource, priceFloatResource, pricePeriodResource } from './price.resource';
import { PriceCheck } from './price-check';
import { CheckPointPanel } from './check-point-panel';
import { checkPointResource } from './check-point.resource';

/** /sales/contract-price: price periods, contract grade lists, float records, the price check of a task's loads, and check points. */
export default function Screen() {
  const t = useResourceT();
  const tab = (key: string, label: string, children: ReactNode) => ({ key, label: t(label), children });
  return (
    <Tabs
      items={[
        tab(contractPriceResource.name, contractPriceResource.title, <ResourceScreen def={contractPriceResource} />),
        tab(pricePeriodResource.name, pricePeriodResource.title, <ResourceScreen def={pricePeriodResource} />),
        tab(priceFloatResource.name, priceFloatResource.title, <ResourceScreen def={priceFloatResource} />),
        tab('priceCheck', 'price.priceCheck', <PriceCheck />),
        tab(checkPointResource.name, checkPointResource.title, <CheckPointPanel />),
      ]}
    />
  );
}
