import { sql, type Kysely } from 'kysely';
import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    units: UnitTable;
  }
}

/** The units the demo's prices and fees are counted in. */
async function seedUnits(db: DB): Promise<void> {
  await db
    .insertInto('units')
    .values(
      [
        ['立方米', 'm³', '1.00'],
        ['吨', 't', '1.00'],
        ['千克', 'kg', '0.001'],
        ['台班', '台班', '1.00'],
      ].map(([name, symbol, ratio], i) => ({ name, symbol, ratio, sort: i + 1 })),
    )
    .execute();
}

export const unitServer = defineServerPart({
  resource: 'unit',
  seed: seedUnits,
  migrations: {
    // six decimals, as the field declares: a kilogram (0.001 t) was stored as 0.00
    '0170-unit-ratio-scale': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('units')
          .alterColumn('ratio', (c) => c.setDataType(sql`numeric(18, 6)`))
          .execute();
        await sql`update units set ratio = 0.001 where symbol = 'kg' and ratio = 0`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema
          .alterTable('units')
          .alterColumn('ratio', (c) => c.setDataType(sql`numeric(14, 2)`))
          .execute();
      },
    },
  },
});
