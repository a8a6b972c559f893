import { nccMaster } from './ncc-master';

/** NCC staff (/basic/master-staff). */
export const nccStaffResource = nccMaster(
  'staff',
  '/basic/master-staff',
  [
    { name: 'dept', type: 'string', label: 'ncc.staff.dept', max: 50 },
    { name: 'post', type: 'string', label: 'ncc.staff.post', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
  ],
  ['dept', 'post', 'phone'],
);
