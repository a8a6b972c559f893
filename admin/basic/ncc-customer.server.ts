import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** NCC customers. Created by core migration 0003-admin. */
export interface NccCustomerTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  tax_no: Text;
  contact: Text;
  phone: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { ncc_customer: NccCustomerTable }
}

export const nccCustomerServer = defineServerPart({ resource: 'nccCustomer' });
