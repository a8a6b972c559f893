import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** NCC staff. Created by core migration 0003-admin. */
export interface NccStaffTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  dept: Text;
  post: Text;
  phone: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    ncc_staff: NccStaffTable;
  }
}

/** The NCC master's staff of the demo company. */
async function seedNccStaff(db: DB): Promise<void> {
  await db
    .insertInto('ncc_staff')
    .values(
      [
        ['RY0001', '王建国', '总经办', '总经理'],
        ['RY0002', '李晓梅', '销售部', '销售经理'],
        ['RY0003', '陈志强', '生产部', '调度主管'],
        ['RY0004', '赵丽华', '财务部', '财务经理'],
        ['RY0005', '孙海涛', '试验室', '试验室主任'],
      ].map(([code, name, dept, post], i) => ({ code, name, dept, post, phone: `1380000000${i + 1}`, sort: i + 1 })),
    )
    .execute();
}

export const nccStaffServer = defineServerPart({ resource: 'nccStaff', seed: seedNccStaff });
