import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Project zones. Created by core migration 0003-admin. */
export interface PactAreaTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  name: Text;
  remark: Text;
  distance_km: NullableNum;
  fare: NullableNum;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { pact_areas: PactAreaTable }
}

export const pactAreaServer = defineServerPart({ resource: 'pactArea' });
