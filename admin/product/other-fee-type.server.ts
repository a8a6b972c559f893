import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** Kinds of extra fees. Created by core migration 0003-admin. */
export interface OtherFeeTypeTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  name: Text;
  remark: Text;
  unit_name: Text;
  price: NullableNum;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    other_fee_types: OtherFeeTypeTable;
  }
}

/** The fees a contract may charge besides the concrete, with their default prices. */
async function seedOtherFeeTypes(db: DB): Promise<void> {
  await db
    .insertInto('other_fee_types')
    .values(
      [
        ['泵送费', '25.00', 'm³'],
        ['空载费', '300.00', '车次'],
        ['超时等候费', '100.00', '小时'],
        ['冬季施工费', '15.00', 'm³'],
      ].map(([name, price, unit_name], i) => ({ name, price, unit_name, sort: i + 1 })),
    )
    .execute();
}

export const otherFeeTypeServer = defineServerPart({ resource: 'otherFeeType', seed: seedOtherFeeTypes });
