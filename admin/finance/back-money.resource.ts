import { defineResource } from '../../src/domain/resources/types';

/** How a payment arrived (`/sales/back-money/back-money-type`). */
export const BACK_MONEY_TYPES = [
  { value: 'transfer', label: 'finance.typeTransfer' },
  { value: 'cash', label: 'finance.typeCash' },
  { value: 'acceptance', label: 'finance.typeAcceptance' },
  { value: 'cheque', label: 'finance.typeCheque' },
  { value: 'offset', label: 'finance.typeOffset' },
] as const;

/** Voucher images of one payment: at most this many, each at most this many MB (checked again by the server, by content). */
export const VOUCHER_IMAGES = { max: 9, limitMb: 5, accept: 'image/jpeg,image/png,image/webp' } as const;

/**
 * Back money: payments received from a customer, optionally against one of its contracts
 * (/sales/backmoney, calls /sales/back-money/*). Every add, change and delete is kept in
 * `back_money_history` (back-money.server.ts); voucher images are files under DATA_DIR.
 * The receivable balance is what was settled less these amounts (receivable.queries.server.ts).
 */
export const backMoneyResource = defineResource({
  name: 'backMoney',
  table: 'back_money',
  id: 'id',
  screen: '/sales/backmoney',
  title: 'finance.backMoneyTitle',
  orgScoped: true,
  fields: [
    {
      name: 'customerId',
      type: 'ref',
      label: 'finance.customer',
      required: true,
      ref: { resource: 'customer', labelField: 'customerName' },
      hideInTable: true,
    },
    {
      name: 'customerName',
      type: 'string',
      label: 'finance.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'contractId', type: 'ref', label: 'finance.contract', ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'finance.contract',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'backTime', type: 'date', label: 'finance.backTime', required: true, sortable: true },
    { name: 'amount', type: 'decimal', label: 'finance.amount', required: true, rule: 3, summary: true },
    { name: 'backType', type: 'enum', label: 'finance.backType', required: true, options: BACK_MONEY_TYPES },
    { name: 'payer', type: 'string', label: 'finance.payer', max: 100 },
    { name: 'voucherNo', type: 'string', label: 'finance.voucherNo', max: 64 },
    { name: 'images', type: 'string', label: 'finance.images', readonly: true, hideInForm: true, hideInTable: true, max: 2000 },
    { name: 'remark', type: 'textarea', label: 'res.remark' },
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'customerName', type: 'input', label: 'finance.customer' },
    { name: 'customerId', type: 'select', label: 'finance.customer', wireOnly: true },
    { name: 'contractId', type: 'select', label: 'finance.contract', wireOnly: true },
    { name: 'backType', type: 'select', label: 'finance.backType', options: BACK_MONEY_TYPES },
    { name: 'backTime', type: 'daterange', label: 'finance.backTime' },
  ],
  columns: ['customerName', 'contractCode', 'backTime', 'amount', 'backType', 'payer', 'voucherNo', 'remark', 'createdAt'],
  orderBy: { field: 'backTime', dir: 'desc' },
  calls: {
    '/sales/back-money/back-money-list': 'page',
    '/sales/back-money/find-back-money-id': 'get',
    '/sales/back-money/back-money-add': 'add',
    '/sales/back-money/back-money-update': 'update',
    '/sales/back-money/back-money-delete': 'delete',
    '/sales/back-money/back-money-type': 'x:types',
    '/sales/back-money/project-names': 'x:projectNames',
    '/sales/back-money/find-back-money-history-id': 'x:history',
    '/sales/back-money/find-back-money-history-record-id': 'x:historyRecord',
    '/sales/back-money/uploadImages': 'x:uploadImages',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export'],
});
