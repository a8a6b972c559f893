import { defineServerArea } from '../../server/resources/server-part';
import { purchaseArea } from './index';
import { supplierMaintainServer } from './supplier-maintain.server';

export const purchaseServer = defineServerArea(purchaseArea, [supplierMaintainServer]);
