import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** NCC organisations. Created by core migration 0003-admin. */
export interface NccOrganizationTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  parent_code: Text;
  org_type: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { ncc_organization: NccOrganizationTable }
}

export const nccOrganizationServer = defineServerPart({ resource: 'nccOrganization' });
