import type { DB } from '../db/database';

/**
 * The commercial flows README's demo logins describe (issue 26, item 16): `approver` approves
 * contracts, prices, settlements and purchases. Each of these business types gets one level decided
 * by the approver role, which `approver` and `manager` hold, so what either submits is decided by
 * the other and nobody approves their own. Suppliers (purchasing's admission of a supplier) and
 * temporary credit already go through the approver role (the `seed` of their server parts,
 * admin/basic/supplier.server.ts and admin/sales/credit-request.server.ts); the
 * production flows are the dispatcher's and the recipes the lab's.
 */
export const COMMERCIAL_FLOWS = [
  'sales-contract',
  'sales-zone-price',
  'sales-customer-price',
  'sale-settlement',
  'outsourcing-contract',
  'outsourcing-settlement',
] as const;

export async function seedApprovalFlows(db: DB): Promise<void> {
  await db
    .insertInto('approval_flows')
    .values(COMMERCIAL_FLOWS.map((business_type) => ({ business_type, level: 1, approver_type: 'role' as const, approver_value: 'approver' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
