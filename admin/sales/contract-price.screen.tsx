import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { contractPriceResource, priceFloatResource, pricePeriodResource } from './price.resource';
import { PriceCheck } from './price-check';

/** /sales/contract-price: price periods, contract grade lists, float records, and the price check of a task's loads. */
export default function Screen() {
  const t = useResourceT();
  const tab = (key: string, label: string, children: ReactNode) => ({ key, label: t(label), children });
  return (
    <Tabs items={[
      tab(contractPriceResource.name, contractPriceResource.title, <ResourceScreen def={contractPriceResource} />),
      tab(pricePeriodResource.name, pricePeriodResource.title, <ResourceScreen def={pricePeriodResource} />),
      tab(priceFloatResource.name, priceFloatResource.title, <ResourceScreen def={priceFloatResource} />),
      tab('priceCheck', 'price.priceCheck', <PriceCheck />),
    ]} />
  );
}
