import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import type { CallContext } from '../../server/http/call';
import { get, list, page } from '../../server/resources/resource.handlers';
import { exportXlsx } from '../../server/resources/resource.export';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';
import type { ResourceDef } from '../../src/domain/resources/types';

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
  interface ResourceTables {
    ncc_customer: NccCustomerTable;
  }
}

/** What a caller outside the head office reads of the group's master: whom to pick, not whom to call. */
const PICKABLE = new Set(['code', 'name', 'visible', 'sort']);
const narrowed = new WeakMap<ResourceDef, ResourceDef>();
function pickableOnly(def: ResourceDef): ResourceDef {
  let d = narrowed.get(def);
  if (!d) {
    d = { ...def, fields: def.fields.filter((f) => PICKABLE.has(f.name)), columns: def.columns.filter((c) => PICKABLE.has(c)) };
    narrowed.set(def, d);
  }
  return d;
}

/**
 * The NCC customer master is the group's (docs/decisions.md): every station picks from the same
 * list, so it is not scoped by organisation, but a station's staff read codes and names only.
 */
const forCaller = (handler: (ctx: CallContext, def: ResourceDef) => Promise<unknown>) => ({
  handler: (ctx: CallContext, def: ResourceDef) => handler(ctx, ctx.user.orgs === '*' ? def : pickableOnly(def)),
});

/** The demo company's customers as the NCC master knows them. */
async function seedNccCustomers(db: DB): Promise<void> {
  await db
    .insertInto('ncc_customer')
    .values(
      [
        ['KH00001', '中建三局集团有限公司浙江分公司', '91330100MA2B0001X1'],
        ['KH00002', '浙江省建工集团有限责任公司', '91330000142910002Y'],
        ['KH00003', '杭州地铁集团有限责任公司', '91330100MA2B0003Z3'],
        ['KH00004', '绿城建设管理集团有限公司', '91330100MA2B0004A4'],
      ].map(([code, name, tax], i) => ({ code, name, tax_no: tax, sort: i + 1 })),
    )
    .execute();
}

export const nccCustomerServer = defineServerPart({
  resource: 'nccCustomer',
  seed: seedNccCustomers,
  overrides: { page: forCaller(page), list: forCaller(list), get: forCaller(get), export: forCaller(exportXlsx) },
});
