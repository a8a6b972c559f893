import type { Id, NullableDate, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Sales customers. Created by core migration 0003-admin. */
export interface CustomerTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  customer_code: Text;
  customer_name: Text;
  short_name: Text;
  customer_type: Text;
  tax_no: Text;
  contact: Text;
  phone: Text;
  credit_amount: NullableNum;
  address: Text;
  sign_date: NullableDate;
  remark: Text;
  org_id: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables { customers: CustomerTable }
}

export const customerServer = defineServerPart({ resource: 'customer' });
