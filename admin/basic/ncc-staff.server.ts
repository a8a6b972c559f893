import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** NCC staff. Created by core migration 0003-admin. */
export interface NccStaffTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  dept: Text;
  post: Text;
  phone: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { ncc_staff: NccStaffTable }
}

export const nccStaffServer = defineServerPart({ resource: 'nccStaff' });
