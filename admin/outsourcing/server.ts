import { defineServerArea } from '../../server/resources/server-part';
import { outsourcingArea } from './index';

export const outsourcingServer = defineServerArea(outsourcingArea, [], []);
