import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

const UNIT_JOIN = { table: 'outsourcing_units', local: 'unit_id', remote: 'id', column: 'unit_name' } as const;

/**
 * Outsourcing contracts (/sales/outsourcing-contract/*): one unit's terms for a period, approved
 * through the 'outsourcing-contract' flow (submit, recover, approve, refuse). Its transport prices
 * are ./transport-price.resource.ts; a settlement prices tickets only with an agreed contract.
 */
export const outsourcingContractResource = defineResource({
  name: 'outsourcingContract',
  table: 'outsourcing_contracts',
  id: 'id',
  screen: '/production/outsourcing/outsourcing-contract',
  title: 'outsourcing.contractTitle',
  orgScoped: true,
  fields: [
    { name: 'contractCode', type: 'string', label: 'outsourcing.contractCode', required: true, unique: true, max: 32 },
    { name: 'unitId', type: 'ref', label: 'outsourcing.unit', required: true, ref: { resource: 'outsourcingUnit', labelField: 'unitName' }, hideInTable: true },
    { name: 'unitName', type: 'string', label: 'outsourcing.unit', readonly: true, hideInForm: true, join: UNIT_JOIN },
    { name: 'startDate', type: 'date', label: 'outsourcing.startDate', required: true },
    { name: 'endDate', type: 'date', label: 'outsourcing.endDate', required: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'contractCode', type: 'input', label: 'outsourcing.contractCode' },
    { name: 'unitName', type: 'input', label: 'outsourcing.unit' },
    { name: 'unitId', type: 'select', label: 'outsourcing.unit', wireOnly: true },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: ['contractCode', 'unitName', 'startDate', 'endDate', 'approveState', 'submitUser', 'createdAt'],
  orderBy: { field: 'id', dir: 'desc' },
  code: { field: 'contractCode', prefix: 'WXHT', digits: 5 },
  flows: [
    {
      name: 'approval',
      businessType: 'outsourcing-contract',
      label: 'outsourcing.contractTitle',
      route: '/approval/outsourcing-contract-approval',
      titleField: 'contractCode',
    },
  ],
  calls: {
    '/sales/outsourcing-contract/page': 'page',
    '/sales/outsourcing-contract/save': 'save',
    '/sales/outsourcing-contract/outsourcingContractApprovalList': 'approvalPage',
    '/sales/outsourcing-contract/findById': 'get',
    '/sales/outsourcing-contract/submit': 'submit',
    '/sales/outsourcing-contract/delete': 'delete',
    '/sales/outsourcing-contract/recover': 'recover',
    '/sales/outsourcing-contract/approveApproval': 'approve',
    '/sales/outsourcing-contract/refuseApproval': 'refuse',
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
    'code',
    'submit',
    'approve',
    'refuse',
    'recover',
    'approvalPage',
    'approvalInfo',
  ],
});
