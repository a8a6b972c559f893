import { APPROVAL_FIELDS, defineResource, type FieldDef, type SearchDef } from '../../src/domain/resources/types';

const opts = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `returnHandleRecord.${prefix}_${v}` }));
/** return_handling_method '2' (转用): the volume goes to another task, after its approval */
export const TRANSFER_METHOD = '2';

const fields = [
  { name: 'orgId', column: 'org_id', type: 'string', label: 'returnHandleRecord.org', readonly: true, hideInTable: true, hideInForm: true },
  { name: 'ticketId', type: 'int', label: 'returnHandleRecord.ticket', required: true, hideInTable: true },
  {
    name: 'ticketCode',
    type: 'string',
    label: 'returnHandleRecord.ticket',
    readonly: true,
    hideInForm: true,
    width: 180,
    join: { table: 'delivery_tickets', local: 'ticket_id', remote: 'id', column: 'ticket_code' },
  },
  { name: 'taskId', type: 'int', label: 'returnHandleRecord.task', readonly: true, hideInTable: true, hideInForm: true },
  {
    name: 'taskCode',
    type: 'string',
    label: 'returnHandleRecord.task',
    readonly: true,
    hideInForm: true,
    width: 170,
    join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' },
  },
  { name: 'remainingType', type: 'enum', label: 'returnHandleRecord.remainingType', required: true, options: opts('type', ['1', '2']) },
  { name: 'handlingMethod', type: 'enum', label: 'returnHandleRecord.handlingMethod', required: true, options: opts('method', ['1', '2', '3']) },
  { name: 'quantity', type: 'decimal', scale: 2, rule: 2, label: 'returnHandleRecord.quantity', required: true, summary: true },
  { name: 'targetTaskId', type: 'int', label: 'returnHandleRecord.targetTask', hideInTable: true },
  {
    name: 'targetTaskCode',
    type: 'string',
    label: 'returnHandleRecord.targetTask',
    readonly: true,
    hideInForm: true,
    width: 170,
    join: { table: 'production_tasks', local: 'target_task_id', remote: 'id', column: 'task_code' },
  },
  { name: 'state', type: 'enum', label: 'returnHandleRecord.state', readonly: true, options: opts('state', ['done', 'pending', 'approved', 'refused']) },
  { name: 'remark', type: 'string', label: 'returnHandleRecord.remark', max: 500 },
  { name: 'decidedBy', type: 'string', label: 'returnHandleRecord.decidedBy', readonly: true, hideInForm: true },
  {
    name: 'createTime',
    column: 'created_at',
    type: 'datetime',
    label: 'returnHandleRecord.createTime',
    readonly: true,
    hideInForm: true,
    sortable: true,
    width: 160,
  },
] as const satisfies readonly FieldDef[];
const search = [
  { name: 'ticketCode', type: 'input', label: 'returnHandleRecord.ticket' },
  { name: 'ticketId', type: 'select', label: 'returnHandleRecord.ticket', wireOnly: true },
  { name: 'handlingMethod', type: 'select', label: 'returnHandleRecord.handlingMethod' },
  { name: 'state', type: 'select', label: 'returnHandleRecord.state' },
] as const satisfies readonly SearchDef[];
const columns = [
  'ticketCode',
  'taskCode',
  'remainingType',
  'handlingMethod',
  'quantity',
  'targetTaskCode',
  'state',
  'remark',
  'decidedBy',
  'createTime',
] as const;

/**
 * Returned (退料) and remaining (剩料) concrete of a sent ticket and how it was handled (spec doc 2
 * §7 Tasks, "return handle record"; codes of the const lists return_remaining_type and
 * return_handling_method). Entered on /production/return-management; the writes check the ticket's
 * volume and the transfer's target (./return-handle.server.ts). Scrapping and downgraded use are
 * done when recorded; a transfer goes into the approval of `concreteTransfer` below.
 */
export const returnHandleResource = defineResource({
  name: 'returnHandleRecord',
  table: 'return_handle_records',
  id: 'id',
  screen: '/production/return-management',
  title: 'returnHandleRecord.title',
  orgScoped: true,
  fields,
  search,
  columns,
  orderBy: { field: 'createTime', dir: 'desc' },
  calls: {
    '/production/production/getReturnHandleRecordList': 'page',
    '/production/production/getReturnHandleRecordById': 'get',
    '/production/production/addReturnHandleRecord': 'x:addHandle',
    '/production/production/updateReturnHandleRecord': 'x:updateHandle',
    '/production/production/delReturnHandleRecord': 'delete',
  },
  // entered through the return screen's own form (a ticket search, the transfer's target): no generic add or edit
  actions: ['page', 'list', 'get', 'delete', 'export'],
});

/**
 * The transfers among them (转料, handling method 2) as the transfer-concrete check keeps them:
 * the same rows, decided by the approval engine on /approval/transfer-concrete-check (business
 * type 'transfer-concrete'); the approval moves the volume onto the target task.
 */
export const concreteTransferResource = defineResource({
  name: 'concreteTransfer',
  table: 'return_handle_records',
  id: 'id',
  screen: '/production/auxiliary-approval-manage/transfer-concrete-check',
  title: 'returnHandleRecord.transferTitle',
  orgScoped: true,
  fixed: { handling_method: TRANSFER_METHOD },
  fields: [...fields.map((f) => ({ ...f, readonly: true })), ...APPROVAL_FIELDS],
  search: [
    ...search.filter((s) => s.name !== 'handlingMethod'),
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: [...columns.filter((c) => c !== 'handlingMethod'), 'approveState', 'submitUser'],
  orderBy: { field: 'createTime', dir: 'desc' },
  flows: [
    {
      name: 'approval',
      businessType: 'transfer-concrete',
      label: 'returnHandleRecord.transferTitle',
      route: '/approval/transfer-concrete-check',
      titleField: 'ticketCode',
    },
  ],
  calls: { '/production/production/approveReturnHandleRecord': 'approve', '/production/production/refuseReturnHandleRecord': 'refuse' },
  actions: ['page', 'get', 'export', 'submit', 'recover', 'approve', 'refuse', 'approvalPage', 'approvalInfo'],
});
