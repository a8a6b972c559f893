import { defineResource } from '../../src/domain/resources/types';

/**
 * Where the customers build: each project with its customer and position, a read view over
 * `projects` for the customer distribution map (/customer/distribution-map, the navbar's customer
 * map). The spec names no call for it, so it is served at the generic /resource/customerSite/*.
 */
export const customerSiteResource = defineResource({
  name: 'customerSite',
  table: 'projects',
  id: 'id',
  screen: '/customer/distribution-map',
  title: 'customerSite.title',
  orgScoped: true,
  readOnly: true,
  view: {
    table: 'projects',
    alias: 'p',
    joins: [{ table: 'customers', alias: 'c', on: ['c.id', 'p.customer_id'], kind: 'inner' }],
    sources: {
      orgId: 'p.org_id',
      projectCode: 'p.project_code',
      projectName: 'p.project_name',
      customerId: 'p.customer_id',
      customerName: 'c.customer_name',
      address: 'p.address',
      lng: 'p.lng',
      lat: 'p.lat',
      radius: 'p.radius_m',
    },
  },
  fields: [
    { name: 'orgId', type: 'string', label: 'customerSite.org', readonly: true, hideInTable: true },
    { name: 'projectCode', type: 'string', label: 'customerSite.projectCode', readonly: true },
    { name: 'projectName', type: 'string', label: 'customerSite.projectName', readonly: true, width: 200 },
    { name: 'customerId', type: 'int', label: 'customerSite.customer', readonly: true, hideInTable: true },
    { name: 'customerName', type: 'string', label: 'customerSite.customer', readonly: true, width: 200 },
    { name: 'address', type: 'string', label: 'customerSite.address', readonly: true, width: 240 },
    { name: 'lng', type: 'decimal', scale: 6, label: 'customerSite.lng', readonly: true },
    { name: 'lat', type: 'decimal', scale: 6, label: 'customerSite.lat', readonly: true },
    { name: 'radius', type: 'int', label: 'customerSite.radius', readonly: true },
  ],
  search: [
    { name: 'customerName', type: 'input', label: 'customerSite.customer' },
    { name: 'projectName', type: 'input', label: 'customerSite.projectName' },
  ],
  columns: ['projectCode', 'projectName', 'customerName', 'address', 'lng', 'lat', 'radius'],
  orderBy: { field: 'customerName', dir: 'asc' },
  calls: {},
  actions: ['page', 'list', 'export'],
});
