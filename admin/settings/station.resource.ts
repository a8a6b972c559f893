import { defineResource } from '../../src/domain/resources/types';

/** the station's position, picked on a map in the form */
const POSITION = { lng: 'lng', lat: 'lat' } as const;
const ORG_TYPES = [
  { value: 'head', label: 'station.typeHead' },
  { value: 'station', label: 'station.typeStation' },
] as const;

/** Stations (organisations) as /settings/station-manage shows them; served by server/modules/orgs (its own calls). */
export const stationResource = defineResource({
  name: 'station',
  table: 'orgs',
  id: 'org_id',
  screen: '/settings/station-manage',
  title: 'station.title',
  servedBy: 'server/modules/orgs',
  fields: [
    { name: 'org_id', type: 'string', label: 'station.orgId', readonly: true },
    { name: 'new_org_id', type: 'string', label: 'station.orgId', required: true, max: 16, hideInTable: true },
    { name: 'org_name', type: 'string', label: 'station.orgName', required: true, max: 100 },
    { name: 'org_short_name', type: 'string', label: 'station.orgShortName', max: 100 },
    { name: 'org_type', type: 'enum', label: 'station.orgType', options: ORG_TYPES },
    { name: 'address', type: 'string', label: 'res.address', max: 200 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'lng', type: 'decimal', label: 'station.lng', scale: 6, geo: POSITION },
    { name: 'lat', type: 'decimal', label: 'station.lat', scale: 6, geo: POSITION },
    { name: 'sort', type: 'int', label: 'res.sort' },
  ],
  search: [],
  columns: ['org_id', 'org_name', 'org_short_name', 'org_type', 'address', 'phone', 'lng', 'lat', 'sort'],
  calls: {
    '/user/organization/findOrganizationByType': 'list',
    '/user/organization/organization-add': 'add',
    '/user/organization/organization-update': 'update',
    '/user/organization/organization-del': 'delete',
  },
  actions: ['list', 'add', 'update', 'delete'],
});
