import type { Flag, Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    pour_types: PourTypeTable;
  }
}

/** The pour methods a task may name (server/operations/plant-vocabulary.ts reads them), pumped or not. */
async function seedPourTypes(db: DB): Promise<void> {
  await db
    .insertInto('pour_types')
    .values(
      (
        [
          ['泵送', true],
          ['自卸', false],
          ['塔吊', false],
          ['溜槽', false],
        ] as const
      ).map(([name, pump], i) => ({ name, pump_required: pump, sort: i + 1 })),
    )
    .execute();
}

export const pourTypeServer = defineServerPart({ resource: 'pourType', seed: seedPourTypes });
