import { defineResource } from '../../src/domain/resources/types';

/**
 * Check points (/sales/check-point/*): a contract's deliveries priced up to a day, as the customer
 * checks them — loads, volume and amount by the one price resolution, and how many loads nothing
 * priced. Generated (check-point.routes.server.ts), never typed in; a tab of /sales/contract-price.
 */
export const checkPointResource = defineResource({
  name: 'checkPoint',
  table: 'check_points',
  id: 'id',
  screen: '/sales/contract-price',
  title: 'terms.checkPoint',
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
    { name: 'checkDate', type: 'date', label: 'terms.checkDate', required: true, sortable: true },
    { name: 'loads', type: 'int', label: 'terms.loads', readonly: true },
    { name: 'unpricedLoads', type: 'int', label: 'terms.unpricedLoads', readonly: true },
    { name: 'quantity', type: 'decimal', label: 'terms.quantity', readonly: true, scale: 3 },
    { name: 'amount', type: 'decimal', label: 'price.amount', readonly: true },
    { name: 'userName', type: 'string', label: 'terms.generatedBy', readonly: true },
    { name: 'updatedAt', type: 'datetime', label: 'price.updatedAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    { name: 'checkDate', type: 'daterange', label: 'terms.checkDate' },
  ],
  columns: ['contractCode', 'checkDate', 'loads', 'unpricedLoads', 'quantity', 'amount', 'userName', 'updatedAt'],
  orderBy: { field: 'checkDate', dir: 'desc' },
  calls: { '/sales/check-point/page': 'page' },
  actions: ['page', 'list', 'get', 'delete', 'export'],
});
