import { defineServerArea } from '../../server/resources/server-part';
import { dispatchDecisionServer } from './dispatch-decision.server';
import { dispatchRoutes } from './dispatch.routes.server';
import { dispatchArea } from './index';

export const dispatchServer = defineServerArea(dispatchArea, [dispatchDecisionServer], [dispatchRoutes]);
