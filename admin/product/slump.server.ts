import type { Id, IntDefault, NullableInt, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    slumps: SlumpTable;
  }
}

/** The slumps a task may ask for, each with its tolerance in mm. */
async function seedSlumps(db: DB): Promise<void> {
  await db
    .insertInto('slumps')
    .values(
      (
        [
          ['120±30', 90, 150],
          ['160±30', 130, 190],
          ['180±30', 150, 210],
          ['200±30', 170, 230],
        ] as const
      ).map(([name, min, max], i) => ({ name, min_value: min, max_value: max, sort: i + 1 })),
    )
    .execute();
}

export const slumpServer = defineServerPart({ resource: 'slump', seed: seedSlumps });
