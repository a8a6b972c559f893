import { defineResource, type ResourceDef } from '../../src/domain/resources/types';
import { supplierBase } from '../basic/supplier.resource';

/** The suppliers of admin/basic as purchasing maintains them (/purchase/depart-manager/supplier). */
export const supplierMaintainResource: ResourceDef = defineResource({
  ...supplierBase,
  name: 'supplierMaintain',
  screen: '/purchase/depart-manager/supplier',
  calls: {
    '/system/miantain-supplier/page': 'page',
    '/system/miantain-supplier/saveOrUpdate': 'save',
    '/system/miantain-supplier/updateStatus': 'x:updateStatus',
    '/system/miantain-supplier/delete': 'delete',
    '/system/miantain-supplier/findById': 'get',
  },
});
