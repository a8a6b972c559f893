import type { ApprovalColumns, Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { invalid } from '../../server/http/errors';
import { guard, idParam, update, updateValues } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
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
  interface ResourceTables { suppliers: SupplierTable }
}

/** update-visible names its master list in `type`; the NCC lists have no call of their own for it. */
const VISIBLE_LISTS: Record<string, string> = {
  supplier: 'supplier', customer: 'nccCustomer', material: 'nccMaterial', organization: 'nccOrganization', staff: 'nccStaff',
};

export const supplierServer = defineServerPart({
  resource: 'supplier',
  overrides: {
    supplierAbbrName: { write: true, handler: (ctx, d) => update(ctx, d, ['supplierAbbrName']) },
    updateVisible: { write: true, input: input({ id: wire.id(), type: wire.oneOf(Object.keys(VISIBLE_LISTS) as [string, ...string[]]).optional(), visible: z.union([z.literal([0, 1]), z.enum(['0', '1'])]) }), handler: async (ctx) => {
      const name = VISIBLE_LISTS[ctx.params.str('type') ?? 'supplier'];
      const d = name ? resourceByName(name) : undefined;
      if (!d) throw invalid('type');
      await guard(ctx, d, 'edit');
      const visible = ctx.params.str('visible');
      if (visible !== '0' && visible !== '1') throw invalid('visible');
      return updateValues(ctx, d, idParam(ctx, d), { visible: Number(visible) }, 'update-visible');
    } },
  },
});
