import { defineArea } from '../../src/domain/resources/area';
import { nccCustomerLabels } from './ncc-customer.labels';
import { nccCustomerResource } from './ncc-customer.resource';
import { nccMaterialLabels } from './ncc-material.labels';
import { nccMaterialResource } from './ncc-material.resource';
import { nccOrganizationLabels } from './ncc-organization.labels';
import { nccOrganizationResource } from './ncc-organization.resource';
import { nccStaffLabels } from './ncc-staff.labels';
import { nccStaffResource } from './ncc-staff.resource';
import { supplierLabels } from './supplier.labels';
import { supplierResource } from './supplier.resource';

/** Master data (/basic/*): suppliers and the NCC master lists. */
export const basicArea = defineArea({
  name: 'basic',
  resources: [supplierResource, nccCustomerResource, nccMaterialResource, nccOrganizationResource, nccStaffResource],
  labels: [supplierLabels, nccCustomerLabels, nccMaterialLabels, nccOrganizationLabels, nccStaffLabels],
});
