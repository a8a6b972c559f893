import type { ResourceDef } from './types';
import { nccCustomerResource, nccMaterialResource, nccOrganizationResource, nccStaffResource, supplierMaintainResource, supplierResource } from './basic/ncc.resource';
import { customerResource, transferCompanyResource } from './sales/customer.resource';
import { creditRequestResource, customerCreditResource } from './sales/credit.resource';
import { auditLogResource, eventResource, hostResource, settingResource, sysConstResource, systemConfigResource } from './settings/settings.resource';
import { otherFeeTypeResource, pactAreaResource, pourTypeResource, slumpResource, unitResource } from './product/product.resource';

/** Every declared resource; names are unique (checked by the registry test and at server start). */
export const resources: readonly ResourceDef[] = [
  supplierResource, supplierMaintainResource, nccCustomerResource, nccMaterialResource, nccOrganizationResource, nccStaffResource,
  customerResource, transferCompanyResource, customerCreditResource, creditRequestResource,
  systemConfigResource, settingResource, sysConstResource, eventResource, auditLogResource, hostResource,
  unitResource, slumpResource, pourTypeResource, otherFeeTypeResource, pactAreaResource,
];

export function resourceByName(name: string): ResourceDef | undefined {
  return resources.find((r) => r.name === name);
}

/** Approval business types, for the flow configuration screen. */
export function approvalTypes(): Array<{ businessType: string; label: string; route: string }> {
  const seen = new Map<string, { businessType: string; label: string; route: string }>();
  for (const r of resources) if (r.approval && !seen.has(r.approval.businessType)) seen.set(r.approval.businessType, { ...r.approval });
  return [...seen.values()];
}
