import type { Flag, Id, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Event settings. Created by core migration 0003-admin. */
export interface SysEventTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  event_code: Text;
  event_name: Text;
  notify_users: Text;
  remark: Text;
  enabled: Flag;
  threshold_value: NullableNum;
}

declare module '../../server/db/schema' {
  interface ResourceTables { sys_events: SysEventTable }
}

export const eventServer = defineServerPart({ resource: 'event' });
