import { defineResource } from '../../src/domain/resources/types';

/** A manual cost is 0 entered (still editable) or 1 confirmed (it may go on a settlement sheet). */
export const CONFIRM_STATES = [
  { value: 0, label: 'statement.unconfirmed' },
  { value: 1, label: 'statement.confirmed' },
] as const;

/** Where sheets are made and their manual costs kept. */
export const MAKE_SCREEN = '/statement/make-settlement-bill';
const SCREEN = MAKE_SCREEN;

/** Types of manual costs (台班费, 误工费…), entered where the costs are. */
export const manualCostTypeResource = defineResource({
  name: 'manualCostType',
  table: 'manual_cost_types',
  id: 'id',
  screen: SCREEN,
  title: 'statement.costTypeTitle',
  orgScoped: true,
  fields: [
    { name: 'typeName', type: 'string', label: 'statement.costType', required: true, max: 50, unique: true },
    { name: 'remark', type: 'textarea', label: 'res.remark' },
  ],
  search: [{ name: 'typeName', type: 'input', label: 'statement.costType' }],
  columns: ['typeName', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/sales/manual/cost/type-save': 'save', '/sales/manual/cost/type-list': 'list', '/sales/manual/cost/type-delete': 'delete' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete'],
});

/**
 * Manual costs (手工费用): a sum in yuan charged to a customer (a project, a task) on a day, outside
 * the tickets. Confirmed, it goes on the customer's next settlement sheet of a period covering its
 * day; once on a sheet it can be neither changed nor deleted.
 */
export const manualCostResource = defineResource({
  name: 'manualCost',
  table: 'manual_costs',
  id: 'id',
  screen: SCREEN,
  title: 'statement.costTitle',
  orgScoped: true,
  fields: [
    {
      name: 'customerId',
      type: 'ref',
      label: 'deliveryTicket.customer',
      required: true,
      ref: { resource: 'customer', labelField: 'customerName' },
      hideInTable: true,
    },
    {
      name: 'customerName',
      type: 'string',
      label: 'deliveryTicket.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'projectId', type: 'ref', label: 'statement.project', ref: { resource: 'customerSite', labelField: 'projectName' }, hideInTable: true },
    {
      name: 'projectName',
      type: 'string',
      label: 'statement.project',
      readonly: true,
      hideInForm: true,
      join: { table: 'projects', local: 'project_id', remote: 'id', column: 'project_name' },
    },
    { name: 'taskId', type: 'int', label: 'deliveryTicket.task', hideInTable: true },
    {
      name: 'costTypeId',
      type: 'ref',
      label: 'statement.costType',
      required: true,
      ref: { resource: 'manualCostType', labelField: 'typeName' },
      hideInTable: true,
    },
    {
      name: 'costTypeName',
      type: 'string',
      label: 'statement.costType',
      readonly: true,
      hideInForm: true,
      join: { table: 'manual_cost_types', local: 'cost_type_id', remote: 'id', column: 'type_name' },
    },
    { name: 'costDate', type: 'date', label: 'statement.costDate', required: true, sortable: true },
    { name: 'amount', type: 'decimal', label: 'statement.amountYuan', required: true, rule: 1, summary: true },
    { name: 'confirmState', type: 'enum', label: 'statement.confirmState', readonly: true, options: CONFIRM_STATES },
    { name: 'confirmUser', type: 'string', label: 'statement.confirmUser', readonly: true, hideInForm: true },
    { name: 'settlementId', column: 'sales_settlement_id', type: 'int', label: 'statement.settlement', readonly: true, hideInTable: true },
    {
      name: 'settlementCode',
      type: 'string',
      label: 'statement.settlement',
      readonly: true,
      hideInForm: true,
      join: { table: 'sales_settlements', local: 'sales_settlement_id', remote: 'id', column: 'settlement_code' },
    },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'customerId', type: 'select', label: 'deliveryTicket.customer', wireOnly: true },
    { name: 'customerName', type: 'input', label: 'deliveryTicket.customer' },
    { name: 'confirmState', type: 'select', label: 'statement.confirmState', options: CONFIRM_STATES },
    { name: 'costDate', type: 'daterange', label: 'statement.costDate' },
  ],
  columns: ['customerName', 'projectName', 'costTypeName', 'costDate', 'amount', 'confirmState', 'confirmUser', 'settlementCode'],
  orderBy: { field: 'costDate', dir: 'desc' },
  // `make` is the sheet's (salesSettlement) button as pressed on this screen, where sheets are made: the make call checks both
  buttons: [
    { code: 'confirm', label: 'statement.confirm' },
    { code: 'make', label: 'statement.make' },
  ],
  calls: {
    '/sales/manual/cost/page': 'page',
    '/sales/manual/cost/save': 'save',
    '/sales/manual/cost/delete': 'delete',
    '/sales/manual/cost/confirm': 'x:confirm',
    '/sales/manual/cost/taskList': 'x:taskList',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});
