import type { Id, NullableDate, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    customers: CustomerTable;
  }
}

/** The demo company's customers, each with its credit limit and station (their credits: ./customer-credit.server.ts). */
async function seedCustomers(db: DB): Promise<void> {
  const customers = [
    ['KH00001', '中建三局集团有限公司浙江分公司', '中建三局', 'company', '刘伟', '13905710001', '杭州市上城区钱江路 1366 号', '800000.00', '01'],
    ['KH00002', '浙江省建工集团有限责任公司', '浙江建工', 'company', '黄志明', '13905710002', '杭州市西湖区文三路 20 号', '600000.00', '01'],
    ['KH00003', '杭州地铁集团有限责任公司', '杭州地铁', 'government', '徐静', '13905710003', '杭州市上城区九和路 7 号', '1000000.00', '02'],
    ['KH00004', '绿城建设管理集团有限公司', '绿城建设', 'company', '高峰', '13905710004', '杭州市西湖区曙光路 122 号', '500000.00', '02'],
    ['KH00005', '杭州萧山城市建设投资集团', '萧山城投', 'government', '金晓', '13905710005', '杭州市萧山区市心中路 818 号', '700000.00', '03'],
    ['KH00006', '张国强（个人自建房）', '张国强', 'person', '张国强', '13905710006', '杭州市富阳区银湖街道', '50000.00', '03'],
  ];
  await db
    .insertInto('customers')
    .values(
      customers.map(([code, name, short, type, contact, phone, address, credit, org], i) => ({
        customer_code: code,
        customer_name: name,
        short_name: short,
        customer_type: type,
        contact,
        phone,
        address,
        credit_amount: credit,
        org_id: org,
        sign_date: `2026-0${(i % 9) + 1}-15`,
      })),
    )
    .execute();
}

export const customerServer = defineServerPart({ resource: 'customer', seed: seedCustomers });
