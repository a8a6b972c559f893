import type { Id, NullableInt, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** Plant control hosts. Created by core migration 0003-admin. */
export interface HostTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  host_name: Text;
  ip: Text;
  kind: Text;
  remark: Text;
  port: NullableInt;
  org_id: Text;
  line_no: NullableInt;
  capacity_per_hour: NullableNum;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    hosts: HostTable;
  }
}

/** The stations' batching plant computers and the weighbridge of the first. */
async function seedHosts(db: DB): Promise<void> {
  await db
    .insertInto('hosts')
    .values(
      [
        ['余杭站搅拌楼工控机', '10.1.1.10', 502, 'batching', '01'],
        ['余杭站地磅', '10.1.1.20', 4001, 'weighbridge', '01'],
        ['萧山站搅拌楼工控机', '10.1.2.10', 502, 'batching', '02'],
        ['富阳站搅拌楼工控机', '10.1.3.10', 502, 'batching', '03'],
        ['临平站搅拌楼工控机', '10.1.4.10', 502, 'batching', '04'],
      ].map(([host_name, ip, port, kind, org_id]) => ({ host_name, ip, port, kind, org_id })),
    )
    .execute();
}

export const hostServer = defineServerPart({ resource: 'host', seed: seedHosts });
