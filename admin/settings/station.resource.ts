import { defineResource } from '../../src/domain/resources/types';

const ORG_TYPES = [{ value: 'head', label: 'ui.orgTypeHead' }, { value: 'station', label: 'ui.orgTypeStation' }] as const;

/**
 * Stations (organisations) as /settings/station-manage shows them. Served by
 * server/modules/orgs (its own calls), so this declaration lives with the screen.
 */
export const stationResource = defineResource({
  name: 'station', table: 'orgs', id: 'org_id', screen: '/settings/station-manage', title: 'ui.stationTitle',
  fields: [
    { name: 'org_id', type: 'string', label: 'ui.orgId', readonly: true },
    { name: 'new_org_id', type: 'string', label: 'ui.orgId', required: true, max: 16, hideInTable: true },
    { name: 'org_name', type: 'string', label: 'ui.orgName', required: true, max: 100 },
    { name: 'org_short_name', type: 'string', label: 'ui.orgShortName', max: 100 },
    { name: 'org_type', type: 'enum', label: 'ui.orgType', options: ORG_TYPES },
    { name: 'address', type: 'string', label: 'res.address', max: 200 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40 },
    { name: 'lng', type: 'decimal', label: 'ui.lng', scale: 6 },
    { name: 'lat', type: 'decimal', label: 'ui.lat', scale: 6 },
    { name: 'sort', type: 'int', label: 'res.sort' },
  ],
  search: [],
  columns: ['org_id', 'org_name', 'org_short_name', 'org_type', 'address', 'phone', 'lng', 'lat', 'sort'],
  calls: {
    '/user/organization/findOrganizationByType': 'list', '/user/organization/organization-add': 'add',
    '/user/organization/organization-update': 'update', '/user/organization/organization-del': 'delete',
  },
  actions: ['list', 'add', 'update', 'delete'],
});
