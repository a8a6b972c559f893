import { defineServerArea } from '../../server/resources/server-part';
import { deliveryBookServer } from './delivery-book.server';
import { statementArea } from './index';
import { manualCostServer, manualCostTypeServer } from './manual-cost.server';
import { salesSettlementServer } from './settlement.server';

export const statementServer = defineServerArea(statementArea, [deliveryBookServer, salesSettlementServer, manualCostTypeServer, manualCostServer]);
