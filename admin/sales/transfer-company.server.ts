import type { Id, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Transfer companies. Created by core migration 0003-admin. */
export interface TransferCompanyTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  company_name: Text;
  contact: Text;
  phone: Text;
  address: Text;
  transfer_price: NullableNum;
  remark: Text;
  org_id: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables { transfer_companies: TransferCompanyTable }
}

export const transferCompanyServer = defineServerPart({ resource: 'transferCompany' });
