import { APPROVAL_FIELDS, defineResource, type FieldDef, type SearchDef } from '../../src/domain/resources/types';

/**
 * What a contract carries besides its prices: its project addresses (several, each approved through
 * /approval/project-address-approval before a task may pour there), its supply control
 * (`pactcontrol`) and its people (portal users and foremen). Tabs of /sales/contract.
 */
const contract: FieldDef[] = [
  { name: 'contractId', type: 'ref', label: 'pact.code', required: true, ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
  {
    name: 'contractCode',
    type: 'string',
    label: 'pact.code',
    readonly: true,
    hideInForm: true,
    join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
  },
];
const contractSearch: SearchDef[] = [
  { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
  { name: 'contractCode', type: 'input', label: 'pact.code' },
];
const POSITION = { lng: 'lng', lat: 'lat' };

export const pactAddressResource = defineResource({
  name: 'pactAddress',
  table: 'project_addresses',
  id: 'id',
  screen: '/sales/contract',
  title: 'terms.address',
  orgScoped: true,
  partOf: 'contractId',
  fields: [
    ...contract,
    { name: 'address', type: 'string', label: 'terms.addressText', required: true, max: 200 },
    { name: 'lng', type: 'decimal', label: 'terms.lng', scale: 6, geo: POSITION, hideInTable: true },
    { name: 'lat', type: 'decimal', label: 'terms.lat', scale: 6, geo: POSITION, hideInTable: true },
    { name: 'contact', type: 'string', label: 'terms.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'remark', type: 'string', label: 'res.remark', max: 500 },
    ...APPROVAL_FIELDS,
  ],
  search: [
    ...contractSearch,
    { name: 'address', type: 'input', label: 'terms.addressText' },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: ['contractCode', 'address', 'contact', 'phone', 'approveState', 'submitUser'],
  orderBy: { field: 'id', dir: 'asc' },
  flows: [
    { name: 'approval', businessType: 'sales-project-address', label: 'terms.address', route: '/approval/project-address-approval', titleField: 'address' },
  ],
  calls: {
    '/sales/multi/address/save': 'save',
    '/sales/multi/address/approveList': 'approvalPage',
    '/sales/multi/address/detail': 'get',
    '/sales/multi/address/list': 'page',
  },
  actions: [
    'page',
    'list',
    'get',
    'add',
    'update',
    'save',
    'delete',
    'export',
    'submit',
    'approve',
    'refuse',
    'recover',
    'sendBack',
    'approvalPage',
    'approvalInfo',
  ],
});

/** Supply control of a contract: a cap on volume and on amount, and a stop on supply. One row per contract. */
export const pactControlResource = defineResource({
  name: 'pactControl',
  table: 'pact_controls',
  id: 'id',
  screen: '/sales/contract',
  title: 'terms.control',
  orgScoped: true,
  fields: [
    { ...contract[0], unique: true },
    contract[1],
    { name: 'maxQuantity', type: 'decimal', label: 'terms.maxQuantity', rule: 3, scale: 3 },
    { name: 'maxAmount', type: 'decimal', label: 'terms.maxAmount', rule: 3 },
    { name: 'stopSupply', type: 'bool', label: 'terms.stopSupply' },
    { name: 'remark', type: 'string', label: 'res.remark', max: 500 },
  ],
  search: contractSearch,
  columns: ['contractCode', 'maxQuantity', 'maxAmount', 'stopSupply', 'remark'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: { '/sales/pactcontrol/pactcontrol-add': 'save' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});

export const PACT_USER_ROLES = [
  { value: 'portal', label: 'terms.rolePortal' },
  { value: 'foreman', label: 'terms.roleForeman' },
] as const;

/** The users of a contract: portal users see it on the customer portal, foremen run its site. */
export const pactUserResource = defineResource({
  name: 'pactUser',
  table: 'pact_users',
  id: 'id',
  screen: '/sales/contract',
  title: 'terms.users',
  orgScoped: true,
  fields: [
    ...contract,
    { name: 'userId', type: 'ref', label: 'terms.user', required: true, ref: { resource: 'user', labelField: 'true_name' }, hideInTable: true },
    {
      name: 'userName',
      type: 'string',
      label: 'terms.user',
      readonly: true,
      hideInForm: true,
      join: { table: 'users', local: 'user_id', remote: 'user_id', column: 'true_name' },
    },
    { name: 'role', type: 'enum', label: 'terms.role', required: true, options: PACT_USER_ROLES },
  ],
  search: [...contractSearch, { name: 'role', type: 'select', label: 'terms.role', options: PACT_USER_ROLES }],
  columns: ['contractCode', 'userName', 'role'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {},
  actions: ['page', 'list', 'get', 'add', 'delete', 'export'],
});
