import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    pact_areas: PactAreaTable;
  }
}

/** The delivery zones of the demo's contracts, with their distance and fare. */
async function seedPactAreas(db: DB): Promise<void> {
  await db
    .insertInto('pact_areas')
    .values(
      [
        ['余杭区', '15.00', '20.00'],
        ['上城区', '25.00', '28.00'],
        ['萧山区', '30.00', '32.00'],
        ['富阳区', '40.00', '38.00'],
      ].map(([name, d, fare], i) => ({ name, distance_km: d, fare, sort: i + 1 })),
    )
    .execute();
}

export const pactAreaServer = defineServerPart({ resource: 'pactArea', seed: seedPactAreas });
