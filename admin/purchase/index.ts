import { defineArea } from '../../src/domain/resources/area';
import { supplierMaintainResource } from './supplier-maintain.resource';

/** Purchasing (/purchase/*): the suppliers it maintains (their labels are the basic area's). */
export const purchaseArea = defineArea({ name: 'purchase', resources: [supplierMaintainResource], labels: [] });
