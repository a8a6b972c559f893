import { nccMaster } from './ncc-master';

/** NCC organisations (/basic/master-organization). */
export const nccOrganizationResource = nccMaster(
  'organization',
  '/basic/master-organization',
  [
    { name: 'parentCode', type: 'string', label: 'ncc.organization.parent', max: 32 },
    { name: 'orgType', type: 'string', label: 'ncc.organization.type', max: 32 },
  ],
  ['parentCode', 'orgType'],
);
