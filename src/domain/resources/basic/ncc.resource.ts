import { APPROVAL_FIELDS, defineResource, type FieldDef, type ResourceDef } from '../types';

const STATUS = [{ value: 1, label: 'res.enabled' }, { value: 0, label: 'res.disabled' }] as const;
const VISIBLE = [{ value: 1, label: 'res.visible' }, { value: 0, label: 'res.hidden' }] as const;
const ORDERING = { sort: 'sort', top: 'top', bottom: 'bottom' } as const;

const common = (prefix: string): FieldDef[] => [
  { name: 'code', type: 'string', label: `${prefix}.code`, required: true, unique: true, max: 32, sortable: true },
  { name: 'name', type: 'string', label: `${prefix}.name`, required: true, max: 100, sortable: true },
  { name: 'visible', type: 'enum', label: 'res.visibleLabel', options: VISIBLE },
  { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
  { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
];

const supplierFields: FieldDef[] = [
  ...common('supplier'),
  { name: 'supplierAbbrName', column: 'abbr_name', type: 'string', label: 'supplier.abbr', max: 50 },
  { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
  { name: 'phone', type: 'string', label: 'res.phone', max: 40 },
  { name: 'address', type: 'string', label: 'res.address', max: 200, hideInTable: true },
  { name: 'supplyType', type: 'enum', label: 'supplier.type', options: [
    { value: 'cement', label: 'supplier.cement' }, { value: 'sand', label: 'supplier.sand' }, { value: 'gravel', label: 'supplier.gravel' },
    { value: 'powder', label: 'supplier.powder' }, { value: 'admixture', label: 'supplier.admixture' }, { value: 'other', label: 'supplier.other' }] },
  { name: 'creditCode', type: 'string', label: 'supplier.creditCode', max: 32, hideInTable: true },
  { name: 'status', type: 'enum', label: 'res.status', options: STATUS },
  ...APPROVAL_FIELDS,
];

const supplierBase = {
  table: 'suppliers', id: 'id', title: 'supplier.title', fields: supplierFields, orgScoped: false, ordering: true,
  approval: { businessType: 'supplier', label: 'supplier.title', route: '/approval/mater-provider-approval', titleField: 'name' },
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
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export', 'import', 'exists', 'code', 'submit', 'approve', 'refuse',
    'recover', 'sendBack', 'approvalPage', 'approvalInfo', 'sort', 'top', 'bottom'],
} as const;

/** Suppliers as the NCC master data lists them (/basic/master-provider), with their approval flow. */
export const supplierResource: ResourceDef = defineResource({
  ...supplierBase, name: 'supplier', screen: '/basic/master-provider',
  calls: {
    '/system/ncc-data/supplier/list': 'page', '/system/ncc-data/supplier-list': 'list',
    '/system/ncc-data/supplier/sort': ORDERING.sort, '/system/ncc-data/supplier/topping': ORDERING.top, '/system/ncc-data/supplier/bottoming': ORDERING.bottom,
    '/system/ncc-data/supplier-submit': 'submit', '/system/ncc-data/supplier-resume': 'recover',
    '/system/ncc-data/supplier-approval-page': 'approvalPage', '/system/ncc-data/supplier-approval-info': 'approvalInfo',
    '/system/ncc-data/supplier-approval-pass': 'approve', '/system/ncc-data/supplier-approval-refuse': 'refuse',
    '/system/ncc-data/supplier/updateSupplierAbbrName': 'x:supplierAbbrName',
    '/system/ncc-data/update-visible': 'x:updateVisible',
  },
});

/** The same suppliers maintained by purchasing (/purchase/depart-manager/supplier). */
export const supplierMaintainResource: ResourceDef = defineResource({
  ...supplierBase, name: 'supplierMaintain', screen: '/purchase/depart-manager/supplier',
  calls: {
    '/system/miantain-supplier/page': 'page', '/system/miantain-supplier/saveOrUpdate': 'save',
    '/system/miantain-supplier/updateStatus': 'x:updateStatus', '/system/miantain-supplier/delete': 'delete',
    '/system/miantain-supplier/findById': 'get',
  },
});

function master(kind: string, screen: string, extra: FieldDef[], extraColumns: string[]): ResourceDef {
  return defineResource({
    name: `ncc${kind[0].toUpperCase()}${kind.slice(1)}`, table: `ncc_${kind}`, id: 'id', screen, title: `ncc.${kind}.title`,
    fields: [...common(`ncc.${kind}`), ...extra], ordering: true, orderBy: { field: 'sort', dir: 'asc' },
    search: [
      { name: 'name', type: 'input', label: `ncc.${kind}.name` },
      { name: 'code', type: 'input', label: `ncc.${kind}.code` },
      { name: 'visible', type: 'checkbox', label: 'res.visibleLabel', options: VISIBLE },
    ],
    columns: ['code', 'name', ...extraColumns, 'visible', 'sort'],
    calls: {
      [`/system/ncc-data/${kind}/list`]: 'page', [`/system/ncc-data/${kind}/sort`]: 'sort',
      [`/system/ncc-data/${kind}/topping`]: 'top', [`/system/ncc-data/${kind}/bottoming`]: 'bottom',
      ...(kind === 'customer' || kind === 'material' ? { [`/system/ncc-data/${kind}-list`]: 'list' as const } : {}),
    },
    actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'sort', 'top', 'bottom'],
  });
}

export const nccCustomerResource = master('customer', '/basic/master-customer', [
  { name: 'taxNo', type: 'string', label: 'ncc.customer.taxNo', max: 32 },
  { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
  { name: 'phone', type: 'string', label: 'res.phone', max: 40 },
], ['taxNo', 'contact', 'phone']);

export const nccMaterialResource = master('material', '/basic/master-material', [
  { name: 'spec', type: 'string', label: 'ncc.material.spec', max: 50 },
  { name: 'unit', type: 'string', label: 'ncc.material.unit', max: 16 },
  { name: 'category', type: 'string', label: 'ncc.material.category', max: 50 },
], ['spec', 'unit', 'category']);

export const nccOrganizationResource = master('organization', '/basic/master-organization', [
  { name: 'parentCode', type: 'string', label: 'ncc.organization.parent', max: 32 },
  { name: 'orgType', type: 'string', label: 'ncc.organization.type', max: 32 },
], ['parentCode', 'orgType']);

export const nccStaffResource = master('staff', '/basic/master-staff', [
  { name: 'dept', type: 'string', label: 'ncc.staff.dept', max: 50 },
  { name: 'post', type: 'string', label: 'ncc.staff.post', max: 50 },
  { name: 'phone', type: 'string', label: 'res.phone', max: 40 },
], ['dept', 'post', 'phone']);
