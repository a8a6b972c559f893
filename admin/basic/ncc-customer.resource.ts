import { nccMaster } from './ncc-master';

/** NCC customers (/basic/master-customer). */
export const nccCustomerResource = nccMaster(
  'customer',
  '/basic/master-customer',
  [
    { name: 'taxNo', type: 'string', label: 'ncc.customer.taxNo', max: 32 },
    { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
  ],
  ['taxNo', 'contact', 'phone'],
);
