import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** System constants. Created by core migration 0003-admin. */
export interface SysConstTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  const_type: Text;
  const_code: Text;
  const_name: Text;
  const_value: Text;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    sys_consts: SysConstTable;
  }
}

/** The const lists the delivery screens name: task detail types, returned concrete's handling and kinds. */
async function seedSysConsts(db: DB): Promise<void> {
  const consts: Array<[string, string, string]> = [
    ['task_detail_type', '1', '正常发货'],
    ['task_detail_type', '2', '补方'],
    ['task_detail_type', '3', '转料'],
    ['return_handling_method', '1', '报废'],
    ['return_handling_method', '2', '转用'],
    ['return_handling_method', '3', '降级使用'],
    ['return_remaining_type', '1', '退料'],
    ['return_remaining_type', '2', '剩料'],
  ];
  await db
    .insertInto('sys_consts')
    .values(consts.map(([t, c, n], i) => ({ const_type: t, const_code: c, const_name: n, const_value: c, sort: i + 1 })))
    .execute();
}

export const sysConstServer = defineServerPart({ resource: 'sysConst', seed: seedSysConsts });
