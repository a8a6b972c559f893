import { defineResource } from '../../src/domain/resources/types';

/**
 * Test points (/sales/test-point): the inspection laboratories a contract's site sends its test cubes
 * to, with where they are and whom to call; the quality reports name them.
 */
export const testPointResource = defineResource({
  name: 'testPoint',
  table: 'test_points',
  id: 'id',
  screen: '/sales/test-point',
  title: 'terms.testPoint',
  orgScoped: true,
  fields: [
    { name: 'name', type: 'string', label: 'terms.testPointName', required: true, max: 100, unique: true },
    { name: 'contractId', type: 'ref', label: 'pact.code', ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'pact.code',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'address', type: 'string', label: 'terms.addressText', max: 200 },
    { name: 'contact', type: 'string', label: 'terms.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'remark', type: 'string', label: 'res.remark', max: 500 },
  ],
  search: [
    { name: 'name', type: 'input', label: 'terms.testPointName' },
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
  ],
  columns: ['name', 'contractCode', 'address', 'contact', 'phone', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/sales/test-point/page': 'page', '/sales/test-point/save': 'save', '/sales/test-point/detail': 'get', '/sales/test-point/delete': 'delete' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export', 'exists'],
});
