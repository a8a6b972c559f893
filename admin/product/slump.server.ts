import type { Id, IntDefault, NullableInt, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Slump classes. Created by core migration 0003-admin. */
export interface SlumpTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  name: Text;
  remark: Text;
  min_value: NullableInt;
  max_value: NullableInt;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { slumps: SlumpTable }
}

export const slumpServer = defineServerPart({ resource: 'slump' });
