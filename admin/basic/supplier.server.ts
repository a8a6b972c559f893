import type { ApprovalColumns, Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { invalid } from '../../server/http/errors';
import { guard, idParam, update, updateValues } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';
import { demoFlow } from '../../server/seed/demo-flow';
import { input, wire } from '../../server/http/input';
import { z } from 'zod';
import { resourceByName } from '../../src/domain/resources/registry';

/** Suppliers: the basic area's table, also maintained by purchasing. Created by core migration 0003-admin. */
export interface SupplierTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  abbr_name: Text;
  contact: Text;
  phone: Text;
  address: Text;
  supply_type: Text;
  credit_code: Text;
  remark: Text;
  visible: IntDefault;
  status: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    suppliers: SupplierTable;
  }
}

/** update-visible names its master list in `type`; the NCC lists have no call of their own for it. */
const VISIBLE_LISTS: Record<string, string> = {
  supplier: 'supplier',
  customer: 'nccCustomer',
  material: 'nccMaterial',
  organization: 'nccOrganization',
  staff: 'nccStaff',
};

/** The demo company's suppliers, the first four admitted through the flow (approver, then admin). */
async function seedSuppliers(db: DB): Promise<void> {
  const suppliers = [
    ['GYS00001', '杭州钱潮水泥有限公司', '钱潮水泥', 'cement', '沈国华', '0571-86100001'],
    ['GYS00002', '浙江红狮水泥股份有限公司', '红狮水泥', 'cement', '钟立平', '0579-82200002'],
    ['GYS00003', '富阳江砂贸易有限公司', '富阳江砂', 'sand', '何建军', '0571-63300003'],
    ['GYS00004', '余杭石料开采有限公司', '余杭石料', 'gravel', '姚春生', '0571-88400004'],
    ['GYS00005', '嘉兴华能粉煤灰有限公司', '华能粉煤灰', 'powder', '郑燕', '0573-82500005'],
    ['GYS00006', '科之杰新材料(杭州)有限公司', '科之杰外加剂', 'admixture', '林海', '0571-86600006'],
    ['GYS00007', '湖州南方水泥有限公司', '南方水泥', 'cement', '潘建明', '0572-82700007'],
    ['GYS00008', '桐庐矿渣微粉有限公司', '桐庐矿粉', 'powder', '俞晓东', '0571-64800008'],
  ];
  await db
    .insertInto('suppliers')
    .values(
      suppliers.map(([code, name, abbr, type, contact, phone], i) => ({
        code,
        name,
        abbr_name: abbr,
        supply_type: type,
        contact,
        phone,
        address: '浙江省',
        sort: i + 1,
        approve_state: i < 4 ? 1 : null,
        approve_round: i < 4 ? 1 : 0,
        submit_user: i < 4 ? '王建国' : '',
      })),
    )
    .execute();
  await demoFlow('supplier', [
    [1, 'approver'],
    [2, 'admin'],
  ])(db);
}

export const supplierServer = defineServerPart({
  resource: 'supplier',
  seed: seedSuppliers,
  overrides: {
    supplierAbbrName: { write: true, handler: (ctx, d) => update(ctx, d, ['supplierAbbrName']) },
    updateVisible: {
      write: true,
      input: input({
        id: wire.id(),
        type: wire.oneOf(Object.keys(VISIBLE_LISTS) as [string, ...string[]]).optional(),
        visible: z.union([z.literal([0, 1]), z.enum(['0', '1'])]),
      }),
      handler: async (ctx) => {
        const name = VISIBLE_LISTS[ctx.params.str('type') ?? 'supplier'];
        const d = name ? resourceByName(name) : undefined;
        if (!d) throw invalid('type');
        await guard(ctx, d, 'edit');
        const visible = ctx.params.str('visible');
        if (visible !== '0' && visible !== '1') throw invalid('visible');
        return updateValues(ctx, d, idParam(ctx, d), { visible: Number(visible) }, 'update-visible');
      },
    },
  },
});
