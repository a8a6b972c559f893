import { defineServerArea } from '../../server/resources/server-part';
import { basicArea } from './index';
import { nccCustomerServer } from './ncc-customer.server';
import { nccMaterialServer } from './ncc-material.server';
import { nccOrganizationServer } from './ncc-organization.server';
import { nccStaffServer } from './ncc-staff.server';
import { supplierServer } from './supplier.server';

export const basicServer = defineServerArea(basicArea, [supplierServer, nccCustomerServer, nccMaterialServer, nccOrganizationServer, nccStaffServer]);
