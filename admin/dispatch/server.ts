import { defineServerArea } from '../../server/resources/server-part';
import { dispatchArea } from './index';

export const dispatchServer = defineServerArea(dispatchArea, [], []);
