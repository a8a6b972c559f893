import { APPROVAL_FIELDS, defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';
import { masterFields, STATUS } from './ncc-master';

const supplierFields: FieldDef[] = [
  ...masterFields('supplier'),
  { name: 'supplierAbbrName', column: 'abbr_name', type: 'string', label: 'supplier.abbr', max: 50 },
  { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
  { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
  { name: 'address', type: 'string', label: 'res.address', max: 200, hideInTable: true },
  {
    name: 'supplyType',
    type: 'enum',
    label: 'supplier.type',
    options: [
      { value: 'cement', label: 'supplier.cement' },
      { value: 'sand', label: 'supplier.sand' },
      { value: 'gravel', label: 'supplier.gravel' },
      { value: 'powder', label: 'supplier.powder' },
      { value: 'admixture', label: 'supplier.admixture' },
      { value: 'other', label: 'supplier.other' },
    ],
  },
  { name: 'creditCode', type: 'string', label: 'supplier.creditCode', max: 32, hideInTable: true },
  { name: 'status', type: 'enum', label: 'res.status', options: STATUS },
  ...APPROVAL_FIELDS,
];

/** What the two views of the suppliers table share: fields, search, flow (purchasing's view is admin/purchase). */
export const supplierBase = {
  table: 'suppliers',
  id: 'id',
  title: 'supplier.title',
  fields: supplierFields,
  orgScoped: false,
  ordering: true,
  flows: [{ name: 'approval', businessType: 'supplier', label: 'supplier.title', route: '/approval/mater-provider-approval', titleField: 'name' }],
  search: [
    { name: 'name', type: 'input', label: 'supplier.name' },
    { name: 'code', type: 'input', label: 'supplier.code' },
    { name: 'supplyType', type: 'select', label: 'supplier.type', options: supplierFields.find((f) => f.name === 'supplyType')!.options },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'createdAt', field: 'createdAt', type: 'daterange', label: 'res.createdAt' },
  ],
  columns: ['code', 'name', 'supplierAbbrName', 'supplyType', 'contact', 'phone', 'status', 'approveState', 'submitUser'],
  orderBy: { field: 'sort', dir: 'asc' },
  code: { field: 'code', prefix: 'GYS', digits: 5 },
  actions: [
    'page',
    'list',
    'get',
    'add',
    'update',
    'save',
    'delete',
    'export',
    'import',
    'exists',
    'code',
    'submit',
    'approve',
    'refuse',
    'recover',
    'sendBack',
    'approvalPage',
    'approvalInfo',
    'sort',
    'top',
    'bottom',
  ],
} as const;

/** Suppliers as the NCC master data lists them (/basic/master-provider), with their approval flow. */
export const supplierResource: ResourceDef = defineResource({
  ...supplierBase,
  name: 'supplier',
  screen: '/basic/master-provider',
  calls: {
    '/system/ncc-data/supplier/list': 'page',
    '/system/ncc-data/supplier-list': 'list',
    '/system/ncc-data/supplier/sort': 'sort',
    '/system/ncc-data/supplier/topping': 'top',
    '/system/ncc-data/supplier/bottoming': 'bottom',
    '/system/ncc-data/supplier-submit': 'submit',
    '/system/ncc-data/supplier-resume': 'recover',
    '/system/ncc-data/supplier-approval-page': 'approvalPage',
    '/system/ncc-data/supplier-approval-info': 'approvalInfo',
    '/system/ncc-data/supplier-approval-pass': 'approve',
    '/system/ncc-data/supplier-approval-refuse': 'refuse',
    '/system/ncc-data/supplier/updateSupplierAbbrName': 'x:supplierAbbrName',
    '/system/ncc-data/update-visible': 'x:updateVisible',
  },
});
