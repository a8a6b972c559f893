import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/** Contract states: entered as a draft, in force once its flow agrees, then suspended or closed. */
export const PACT_STATE = { draft: 0, inForce: 1, suspended: 2, closed: 3 } as const;

/**
 * The contract's buttons beyond its transitions: 变更客户 (/sales/new-pact/change-customer, a write) and
 * 距离 (/sales/pact/getDistanceAndDuration); the server checks each on its call, the screen shows each
 * row action only to a role holding it (admin/sales/pact-actions.tsx).
 */
export const PACT_BUTTONS = { changeCustomer: 'changeCustomer', distance: 'distance' } as const;

const STATES = [
  { value: PACT_STATE.draft, label: 'pact.stateDraft' },
  { value: PACT_STATE.inForce, label: 'pact.stateInForce' },
  { value: PACT_STATE.suspended, label: 'pact.stateSuspended' },
  { value: PACT_STATE.closed, label: 'pact.stateClosed' },
] as const;
export const PRICE_TYPES = [
  { value: 'fixed', label: 'pact.priceFixed' },
  { value: 'information', label: 'pact.priceInformation' },
] as const;
export const FLOATINGS = [
  { value: 'up', label: 'pact.floatUp' },
  { value: 'down', label: 'pact.floatDown' },
] as const;
export const FLOATING_TYPES = [
  { value: 'percent', label: 'pact.floatPercent' },
  { value: 'amount', label: 'pact.floatAmount' },
] as const;
const MORTAR_TYPES = [
  { value: 'grade', label: 'pact.mortarGrade' },
  { value: 'fixed', label: 'pact.mortarFixed' },
] as const;

/**
 * Sales contracts (/sales/contract, calls /sales/pact/*): the `contracts` rows tasks reference, with
 * the pricing terms of spec doc 1 §3 under its wire names (pact_id, innerCode, price_time_id,
 * pact_area_id, time, is_bengsong, bengsong, price_type, bilizhi, digital, floating, floating_type,
 * including_pump, mortar_fixed_price, mortar_price_type). The grade list is ./price.resource.ts
 * (`contractPrice`). Approved through 'sales-contract' (/approval/contract-approval); the agreed
 * contract comes into force (pact.server.ts).
 */
export const pactResource = defineResource({
  name: 'pact',
  table: 'contracts',
  id: 'pact_id',
  idColumn: 'id',
  screen: '/sales/contract',
  title: 'pact.title',
  orgScoped: true,
  fields: [
    { name: 'contractCode', type: 'string', label: 'pact.code', required: true, unique: true, max: 32, sortable: true },
    { name: 'innerCode', type: 'string', label: 'pact.innerCode', unique: true, max: 32 },
    { name: 'customerId', type: 'ref', label: 'pact.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' }, hideInTable: true },
    {
      name: 'customerName',
      type: 'string',
      label: 'pact.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'projectId', type: 'ref', label: 'pact.project', required: true, ref: { resource: 'customerSite', labelField: 'projectName' }, hideInTable: true },
    {
      name: 'projectName',
      type: 'string',
      label: 'pact.project',
      readonly: true,
      hideInForm: true,
      join: { table: 'projects', local: 'project_id', remote: 'id', column: 'project_name' },
    },
    { name: 'time', column: 'sign_time', type: 'datetime', label: 'pact.time', required: true },
    { name: 'price_time_id', type: 'ref', label: 'pact.period', ref: { resource: 'pricePeriod', labelField: 'name' }, hideInTable: true },
    { name: 'pact_area_id', type: 'ref', label: 'pact.zone', ref: { resource: 'pactArea', labelField: 'name' }, hideInTable: true },
    {
      name: 'zoneName',
      type: 'string',
      label: 'pact.zone',
      readonly: true,
      hideInForm: true,
      join: { table: 'pact_areas', local: 'pact_area_id', remote: 'id', column: 'name' },
    },
    { name: 'price_type', type: 'enum', label: 'pact.priceType', required: true, options: PRICE_TYPES },
    { name: 'floating', type: 'enum', label: 'pact.floating', options: FLOATINGS },
    { name: 'floating_type', type: 'enum', label: 'pact.floatingType', options: FLOATING_TYPES },
    { name: 'bilizhi', type: 'decimal', label: 'pact.bilizhi', rule: 2 },
    { name: 'digital', type: 'decimal', label: 'pact.digital', rule: 2 },
    { name: 'is_bengsong', type: 'bool', label: 'pact.isPump' },
    { name: 'including_pump', type: 'bool', label: 'pact.includingPump' },
    { name: 'bengsong', type: 'decimal', label: 'pact.pumpFee', rule: 2 },
    { name: 'mortar_price_type', type: 'enum', label: 'pact.mortarPriceType', options: MORTAR_TYPES },
    { name: 'mortar_fixed_price', type: 'decimal', label: 'pact.mortarFixedPrice', rule: 2 },
    { name: 'state', type: 'enum', label: 'pact.state', readonly: true, options: STATES },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
  ],
  search: [
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    { name: 'customerName', type: 'input', label: 'pact.customer' },
    { name: 'customerId', type: 'select', label: 'pact.customer', wireOnly: true },
    { name: 'state', type: 'select', label: 'pact.state', options: STATES },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'time', type: 'daterange', label: 'pact.time' },
  ],
  columns: ['contractCode', 'innerCode', 'customerName', 'projectName', 'time', 'zoneName', 'price_type', 'state', 'approveState', 'submitUser'],
  orderBy: { field: 'pact_id', dir: 'desc' },
  code: { field: 'contractCode', prefix: 'HT', digits: 6 },
  flows: [{ name: 'approval', businessType: 'sales-contract', label: 'pact.title', route: '/approval/contract-approval', titleField: 'contractCode' }],
  buttons: [
    { code: 'suspend', label: 'pact.suspend' },
    { code: 'resume', label: 'pact.resume' },
    { code: 'close', label: 'pact.close' },
    { code: PACT_BUTTONS.changeCustomer, label: 'pact.changeCustomer' },
    { code: PACT_BUTTONS.distance, label: 'pact.distance' },
  ],
  transitions: [
    { name: 'suspend', label: 'pact.suspend', field: 'state', from: [PACT_STATE.inForce], to: PACT_STATE.suspended, button: 'suspend', confirm: true },
    { name: 'resume', label: 'pact.resume', field: 'state', from: [PACT_STATE.suspended], to: PACT_STATE.inForce, button: 'resume' },
    {
      name: 'close',
      label: 'pact.close',
      field: 'state',
      from: [PACT_STATE.inForce, PACT_STATE.suspended],
      to: PACT_STATE.closed,
      button: 'close',
      confirm: true,
    },
  ],
  calls: {
    '/sales/pact/pact-list2': 'page',
    '/sales/pact/findbyid': 'get',
    '/sales/pact/pact-add': 'x:pactAdd',
    '/sales/pact/pact-update': 'x:pactUpdate',
    '/sales/pact/pact-delete': 'delete',
    '/sales/pact/update-pact-state': 'x:updateState',
    '/sales/pact/pact-submit': 'submit',
    '/sales/sany_pact/innerCode_check': 'exists',
    '/sales/sany_pact/getCode': 'code',
  },
  actions: [
    'page',
    'list',
    'get',
    'add',
    'update',
    'delete',
    'export',
    'exists',
    'code',
    'submit',
    'approve',
    'refuse',
    'recover',
    'sendBack',
    'approvalPage',
    'approvalInfo',
  ],
});

/** Who may sign a contract's delivery tickets on site (/sales/pactTicketPerson/*), a tab of the contract screen. */
export const pactTicketPersonResource = defineResource({
  name: 'pactTicketPerson',
  table: 'pact_ticket_persons',
  id: 'id',
  screen: '/sales/contract',
  title: 'pact.ticketPersons',
  orgScoped: true,
  fields: [
    { name: 'contractId', type: 'ref', label: 'pact.code', required: true, ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'pact.code',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'personName', type: 'string', label: 'pact.personName', required: true, max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    { name: 'personName', type: 'input', label: 'pact.personName' },
  ],
  columns: ['contractCode', 'personName', 'phone', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {
    '/sales/pactTicketPerson/pactTicketPerson-add': 'save',
    '/sales/pactTicketPerson/pactTicketPerson-findByPage': 'page',
    '/sales/pactTicketPerson/pactTicketPerson-delete': 'delete',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});
