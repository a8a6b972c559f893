import { defineServerArea } from '../../server/resources/server-part';
import { deliveryTicketServer } from './delivery-ticket.server';
import { productionArea } from './index';
import { taskServer } from './task.server';

export const productionServer = defineServerArea(productionArea, [taskServer, deliveryTicketServer]);
