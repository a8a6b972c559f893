import type { Flag, Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Pouring methods. Created by core migration 0003-admin. */
export interface PourTypeTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  name: Text;
  remark: Text;
  pump_required: Flag;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { pour_types: PourTypeTable }
}

export const pourTypeServer = defineServerPart({ resource: 'pourType' });
