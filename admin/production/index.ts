import { defineArea } from '../../src/domain/resources/area';
import { deliveryTicketLabels } from './delivery-ticket.labels';
import { deliveryTicketResource } from './delivery-ticket.resource';
import { sanyTaskLabels } from './sany-task.labels';
import { sanyTaskResource } from './sany-task.resource';
import { taskLabels } from './task.labels';
import { taskPlanLabels } from './task-plan.labels';
import { taskPlanResource } from './task-plan.resource';
import { taskResource } from './task.resource';

/** Production and dispatch (/production/*): tasks, task plans and delivery tickets; its custom screens are in ./screens.ts. */
export const productionArea = defineArea({
  name: 'production',
  resources: [taskResource, deliveryTicketResource, taskPlanResource, sanyTaskResource],
  labels: [taskLabels, deliveryTicketLabels, taskPlanLabels, sanyTaskLabels],
});
