import { defineArea } from '../../src/domain/resources/area';
import { auxiliaryLabels } from './auxiliary.labels';
import { auxiliaryResources } from './auxiliary.resource';
import { returnHandleLabels } from './return-handle.labels';
import { concreteTransferResource, returnHandleResource } from './return-handle.resource';

/** Delivery: tickets of both families, returns and transfers, revoked deliveries, auxiliary tickets (/production/*) */
export const deliveryArea = defineArea({
  name: 'delivery',
  resources: [returnHandleResource, concreteTransferResource, ...Object.values(auxiliaryResources)],
  labels: [returnHandleLabels, auxiliaryLabels],
});
