import { defineServerArea } from '../../server/resources/server-part';
import { deliveryTicketServer } from './delivery-ticket.server';
import { productionArea } from './index';
import { sanyTaskServer } from './sany-task.server';
import { taskServer } from './task.server';
import { taskPlanServer } from './task-plan.server';

export const productionServer = defineServerArea(productionArea, [taskServer, deliveryTicketServer, taskPlanServer, sanyTaskServer]);
