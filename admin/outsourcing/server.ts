import { defineServerArea } from '../../server/resources/server-part';
import { consoleRoutes } from './console.server';
import { outsourcingContractServer, outsourcingTransportPriceServer } from './contract.server';
import { outsourcingArea } from './index';
import { outsourcingSettlementServer } from './settlement.server';
import { outsourcingTaskServer } from './task-bill.server';
import { outsourcingUnitServer } from './unit.server';

export const outsourcingServer = defineServerArea(
  outsourcingArea,
  [outsourcingUnitServer, outsourcingContractServer, outsourcingTransportPriceServer, outsourcingTaskServer, outsourcingSettlementServer],
  [consoleRoutes],
);
