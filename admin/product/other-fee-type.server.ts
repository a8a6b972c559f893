import type { Id, IntDefault, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

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
  interface ResourceTables { other_fee_types: OtherFeeTypeTable }
}

export const otherFeeTypeServer = defineServerPart({ resource: 'otherFeeType' });
