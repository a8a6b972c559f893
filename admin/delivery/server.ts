import { defineServerArea } from '../../server/resources/server-part';
import { deliveryArea } from './index';
import { abandonDeliverRoutes } from './abandon-deliver.routes.server';
import { auxiliaryRoutes } from './auxiliary.routes.server';
import { auxiliaryServers } from './auxiliary.server';
import { concreteTransferServer, returnHandleServer } from './return-handle.server';
import { ticketDetailRoutes } from './ticket-detail.routes.server';

export const deliveryServer = defineServerArea(
  deliveryArea,
  [returnHandleServer, concreteTransferServer, ...auxiliaryServers],
  [ticketDetailRoutes, abandonDeliverRoutes, auxiliaryRoutes],
);
