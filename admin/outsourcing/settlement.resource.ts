import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/**
 * Outsourcing settlements (designed: spec unresolved.tsv "Outsourcing settlements", docs/wire.md):
 * one unit's tickets of a period priced with its agreed contract's transport prices. `make` stores
 * the sheet and its lines and locks those tickets; `revoke` deletes a sheet not yet agreed and
 * unlocks them; submit, approve and refuse are the 'outsourcing-settlement' flow. Totals are
 * integer fen, the sum of the lines.
 */
export const outsourcingSettlementResource = defineResource({
  name: 'outsourcingSettlement',
  table: 'outsourcing_settlements',
  id: 'id',
  screen: '/production/outsourcing/settlement',
  title: 'outsourcing.settlementTitle',
  orgScoped: true,
  fields: [
    { name: 'settlementCode', type: 'string', label: 'outsourcing.settlementCode', readonly: true, width: 170 },
    { name: 'unitId', type: 'int', label: 'outsourcing.unit', readonly: true, hideInTable: true },
    {
      name: 'unitName',
      type: 'string',
      label: 'outsourcing.unit',
      readonly: true,
      join: { table: 'outsourcing_units', local: 'unit_id', remote: 'id', column: 'unit_name' },
    },
    { name: 'contractId', type: 'int', label: 'outsourcing.contract', readonly: true, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'outsourcing.contract',
      readonly: true,
      join: { table: 'outsourcing_contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'startDate', type: 'date', label: 'outsourcing.startDate', readonly: true },
    { name: 'endDate', type: 'date', label: 'outsourcing.endDate', readonly: true },
    { name: 'ticketCount', type: 'int', label: 'outsourcing.ticketCount', readonly: true, summary: true },
    { name: 'totalQuantity', type: 'decimal', scale: 3, label: 'outsourcing.totalQuantity', readonly: true, summary: true },
    { name: 'totalFen', type: 'int', unit: 'fen', label: 'outsourcing.totalFen', readonly: true, summary: true },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true },
  ],
  search: [
    { name: 'settlementCode', type: 'input', label: 'outsourcing.settlementCode' },
    { name: 'unitName', type: 'input', label: 'outsourcing.unit' },
    { name: 'unitId', type: 'select', label: 'outsourcing.unit', wireOnly: true },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: [
    'settlementCode',
    'unitName',
    'contractCode',
    'startDate',
    'endDate',
    'ticketCount',
    'totalQuantity',
    'totalFen',
    'approveState',
    'submitUser',
    'createdAt',
  ],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [
    {
      name: 'approval',
      businessType: 'outsourcing-settlement',
      label: 'outsourcing.settlementTitle',
      route: '/approval/outsourcing-settlement-approval',
      titleField: 'settlementCode',
    },
  ],
  buttons: [
    { code: 'make', label: 'outsourcing.make' },
    { code: 'revoke', label: 'outsourcing.revoke' },
  ],
  calls: {
    '/sales/outsourcing-settlement/pre-sheet': 'x:preSheet',
    '/sales/outsourcing-settlement/make': 'x:make',
    '/sales/outsourcing-settlement/list': 'page',
    '/sales/outsourcing-settlement/detail': 'x:detail',
    '/sales/outsourcing-settlement/submit': 'submit',
    '/sales/outsourcing-settlement/revoke': 'x:revoke',
    '/sales/outsourcing-settlement/approve': 'approve',
    '/sales/outsourcing-settlement/refuse': 'refuse',
  },
  actions: ['page', 'list', 'get', 'export', 'submit', 'approve', 'refuse', 'approvalPage', 'approvalInfo'],
});
