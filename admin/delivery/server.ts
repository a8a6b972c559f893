import { defineServerArea } from '../../server/resources/server-part';
import { deliveryArea } from './index';
import { abandonDeliverRoutes } from './abandon-deliver.routes.server';
import { auxiliaryRoutes } from './auxiliary.routes.server';
import { returnHandleRoutes } from './return-handle.routes.server';
import { ticketDetailRoutes } from './ticket-detail.routes.server';

export const deliveryServer = defineServerArea(deliveryArea, [], [ticketDetailRoutes, returnHandleRoutes, abandonDeliverRoutes, auxiliaryRoutes]);
