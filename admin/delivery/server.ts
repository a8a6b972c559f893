import { defineServerArea } from '../../server/resources/server-part';
import { deliveryArea } from './index';

export const deliveryServer = defineServerArea(deliveryArea, [], []);
