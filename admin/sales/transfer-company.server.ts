import type { Id, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    transfer_companies: TransferCompanyTable;
  }
}

/** The demo's transfer companies, one for each of the first two stations. */
async function seedTransferCompanies(db: DB): Promise<void> {
  await db
    .insertInto('transfer_companies')
    .values(
      [
        ['ZY0001', '杭州顺达砼业转运有限公司', '钱勇', '13705710001', '杭州市余杭区仁和街道', '18.50', '01'],
        ['ZY0002', '萧山恒通物流有限公司', '吴芳', '13705710002', '杭州市萧山区宁围街道', '16.00', '02'],
      ].map(([code, name, contact, phone, address, price, org]) => ({ code, company_name: name, contact, phone, address, transfer_price: price, org_id: org })),
    )
    .execute();
}

export const transferCompanyServer = defineServerPart({ resource: 'transferCompany', seed: seedTransferCompanies });
