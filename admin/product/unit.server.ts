import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Units of measure. Created by core migration 0003-admin. */
export interface UnitTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  name: Text;
  remark: Text;
  symbol: Text;
  ratio: NullableNum;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { units: UnitTable }
}

export const unitServer = defineServerPart({ resource: 'unit' });
