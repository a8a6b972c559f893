import { defineArea } from '../../src/domain/resources/area';
import { deliveryTicketLabels } from './delivery-ticket.labels';
import { deliveryTicketResource } from './delivery-ticket.resource';
import { taskLabels } from './task.labels';
import { taskResource } from './task.resource';

/** Production and dispatch (/production/*): tasks and delivery tickets; its custom screens are in ./screens.ts. */
export const productionArea = defineArea({ name: 'production', resources: [taskResource, deliveryTicketResource], labels: [taskLabels, deliveryTicketLabels] });
