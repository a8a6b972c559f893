import { defineArea } from '../../src/domain/resources/area';
import { deliveryBookResource } from './delivery-book.resource';
import { manualCostResource, manualCostTypeResource } from './manual-cost.resource';
import { salesSettlementResource } from './settlement.resource';
import { statementLabels } from './statement.labels';

/** Statements (/statement/*): the delivery book, sales settlement sheets and their manual costs. */
export const statementArea = defineArea({
  name: 'statement',
  resources: [deliveryBookResource, salesSettlementResource, manualCostTypeResource, manualCostResource],
  labels: [statementLabels],
});
