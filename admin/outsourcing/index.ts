import { defineArea } from '../../src/domain/resources/area';
import { outsourcingContractResource } from './contract.resource';
import { outsourcingTicketResource } from './delivery-bill.resource';
import { outsourcingLabels } from './outsourcing.labels';
import { outsourcingSettlementResource } from './settlement.resource';
import { outsourcingTaskResource } from './task-bill.resource';
import { outsourcingTransportPriceResource } from './transport-price.resource';
import { outsourcingUnitResource } from './unit.resource';

/** Outsourcing: units, contracts, transport prices, task bills, console, delivery bills, settlements (/production/outsourcing/*) */
export const outsourcingArea = defineArea({
  name: 'outsourcing',
  resources: [outsourcingUnitResource, outsourcingContractResource, outsourcingTransportPriceResource, outsourcingTaskResource, outsourcingTicketResource,
    outsourcingSettlementResource],
  labels: [outsourcingLabels],
});
