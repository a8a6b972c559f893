import type { Id, NullableInt, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Plant control hosts. Created by core migration 0003-admin. */
export interface HostTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  host_name: Text;
  ip: Text;
  kind: Text;
  remark: Text;
  port: NullableInt;
  org_id: Text;
  line_no: NullableInt;
  capacity_per_hour: NullableNum;
}

declare module '../../server/db/schema' {
  interface ResourceTables { hosts: HostTable }
}

export const hostServer = defineServerPart({ resource: 'host' });
