import { defineArea } from '../../src/domain/resources/area';
import { outsourcingContractResource } from './contract.resource';
import { outsourcingTicketResource } from './delivery-bill.resource';
import { outsourcingLabels } from './outsourcing.labels';
import { outsourcingSettlementResource } from './settlement.resource';
import { outsourcingTaskResource } from './task-bill.resource';
import { outsourcingTransportPriceResource } from './transport-price.resource';
import { outsourcingUnitResource } from './unit.resource';
import { taskLabels } from '../production/task.labels';
import { deliveryTicketLabels } from '../production/delivery-ticket.labels';

/** Outsourcing: units, contracts, transport prices, task bills, console, delivery bills, settlements (/production/outsourcing/*) */
export const outsourcingArea = defineArea({
  name: 'outsourcing',
  resources: [
    outsourcingUnitResource,
    outsourcingContractResource,
    outsourcingTransportPriceResource,
    outsourcingTaskResource,
    outsourcingTicketResource,
    outsourcingSettlementResource,
  ],
  // task bills and delivery bills show tasks' and tickets' own fields: their labels come with this area, which loads on its own
  labels: [outsourcingLabels, taskLabels, deliveryTicketLabels],
});
