import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** System constants. Created by core migration 0003-admin. */
export interface SysConstTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  const_type: Text;
  const_code: Text;
  const_name: Text;
  const_value: Text;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { sys_consts: SysConstTable }
}

export const sysConstServer = defineServerPart({ resource: 'sysConst' });
