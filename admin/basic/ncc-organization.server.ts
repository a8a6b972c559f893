import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** NCC organisations. Created by core migration 0003-admin. */
export interface NccOrganizationTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  parent_code: Text;
  org_type: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    ncc_organization: NccOrganizationTable;
  }
}

/** The NCC master's organisations: the group and its four stations. */
async function seedNccOrganizations(db: DB): Promise<void> {
  await db
    .insertInto('ncc_organization')
    .values(
      [
        ['ZZ0001', '浙江华建混凝土集团有限公司', '', '集团'],
        ['ZZ0101', '余杭搅拌站', 'ZZ0001', '站点'],
        ['ZZ0201', '萧山搅拌站', 'ZZ0001', '站点'],
        ['ZZ0301', '富阳搅拌站', 'ZZ0001', '站点'],
        ['ZZ0401', '临平搅拌站', 'ZZ0001', '站点'],
      ].map(([code, name, parent, type], i) => ({ code, name, parent_code: parent, org_type: type, sort: i + 1 })),
    )
    .execute();
}

export const nccOrganizationServer = defineServerPart({ resource: 'nccOrganization', seed: seedNccOrganizations });
