import { update } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';

/** Purchasing's view of the suppliers (their table is admin/basic/supplier.server.ts): a status switch of its own. */
export const supplierMaintainServer = defineServerPart({
  resource: 'supplierMaintain',
  overrides: { updateStatus: { write: true, handler: (ctx, d) => update(ctx, d, ['status']) } },
});
