import { defineServerArea } from '../../server/resources/server-part';
import { productionReportArea } from './index';

export const productionReportServer = defineServerArea(productionReportArea, [], []);
