import { defineResource } from '../../src/domain/resources/types';

/**
 * A contract's opening receivable (期初应收): what the customer owed on the contract before its
 * deliveries were settled here, booked on `asOf`. Our reading of the spec's
 * /sales/pact/receivable/page and save (docs/decisions.md, Finance). It counts in the receivable
 * balance and the customer statement like a settlement of that day.
 */
export const pactReceivableResource = defineResource({
  name: 'pactReceivable',
  table: 'pact_receivables',
  id: 'id',
  screen: '/sales/backmoney',
  title: 'finance.openingTitle',
  orgScoped: true,
  fields: [
    {
      name: 'contractId',
      type: 'ref',
      label: 'finance.contract',
      required: true,
      unique: true,
      ref: { resource: 'pact', labelField: 'contractCode' },
      hideInTable: true,
    },
    {
      name: 'contractCode',
      type: 'string',
      label: 'finance.contract',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'customerId', type: 'int', label: 'finance.customer', readonly: true, hideInTable: true, hideInForm: true },
    {
      name: 'customerName',
      type: 'string',
      label: 'finance.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'asOf', type: 'date', label: 'finance.asOf', required: true },
    { name: 'amount', type: 'decimal', label: 'finance.openingAmount', required: true, rule: 3, summary: true },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'customerName', type: 'input', label: 'finance.customer' },
    { name: 'customerId', type: 'select', label: 'finance.customer', wireOnly: true },
    { name: 'contractId', type: 'select', label: 'finance.contract', wireOnly: true },
  ],
  columns: ['contractCode', 'customerName', 'asOf', 'amount', 'remark'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: { '/sales/pact/receivable/page': 'page', '/sales/pact/receivable/save': 'save' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});
