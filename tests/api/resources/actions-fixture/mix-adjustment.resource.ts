import { flowFields, type FlowDef } from '../../../../src/domain/resources/flows';
import { APPROVAL_FIELDS, defineResource } from '../../../../src/domain/resources/types';

const FLOAT: FlowDef = {
  name: 'float',
  businessType: 'fixture-mix-float',
  label: 'mixAdjustment.floatFlow',
  route: '/approval/basic-mixratio-rev',
  titleField: 'adjustCode',
  prefix: 'float_',
};

/**
 * A test-only object with everything beyond CRUD: a state machine (draft → confirmed → closed),
 * batch actions, two named approval flows (the first also by group) and extra buttons.
 */
export const mixAdjustmentResource = defineResource({
  name: 'mixAdjustment',
  table: 'fixture_mix_adjustments',
  id: 'id',
  screen: '/lab/mixProportion-adopt',
  title: 'mixAdjustment.title',
  orgScoped: true,
  fields: [
    { name: 'adjustCode', type: 'string', label: 'mixAdjustment.code', required: true, max: 32 },
    { name: 'strength', type: 'string', label: 'mixAdjustment.strength', max: 8 },
    {
      name: 'state',
      type: 'enum',
      label: 'mixAdjustment.state',
      readonly: true,
      options: [
        { value: 0, label: 'mixAdjustment.draft' },
        { value: 1, label: 'mixAdjustment.confirmed' },
        { value: 2, label: 'mixAdjustment.closed' },
      ],
    },
    { name: 'confirmTime', type: 'datetime', label: 'mixAdjustment.confirmTime', readonly: true },
    ...APPROVAL_FIELDS,
    ...flowFields(FLOAT),
  ],
  search: [{ name: 'adjustCode', type: 'input', label: 'mixAdjustment.code' }],
  columns: ['adjustCode', 'strength', 'state', 'confirmTime', 'approveState', 'floatApproveState'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [
    {
      name: 'approval',
      businessType: 'fixture-mix-adjust',
      label: 'mixAdjustment.title',
      route: '/approval/mix-ratio-approval',
      titleField: 'adjustCode',
      group: true,
    },
    FLOAT,
  ],
  buttons: [
    { code: 'confirm', label: 'mixAdjustment.confirm' },
    { code: 'close', label: 'mixAdjustment.close' },
  ],
  transitions: [
    { name: 'confirm', label: 'mixAdjustment.confirm', field: 'state', from: [0], to: 1, button: 'confirm', guard: 'hasStrength', stamp: ['confirmTime'] },
    { name: 'close', label: 'mixAdjustment.close', field: 'state', from: [1], to: 2, button: 'close', confirm: true },
  ],
  batch: [
    { name: 'batchConfirm', label: 'mixAdjustment.confirm', kind: 'transition', transition: 'confirm', button: 'confirm' },
    { name: 'batchDelete', label: 'mixAdjustment.delete', kind: 'delete', button: 'delete' },
    { name: 'batchApprove', label: 'mixAdjustment.approve', kind: 'approve', button: 'approve', flow: 'approval' },
  ],
  calls: { '/fixture/mix-adjust/confirm': 't:confirm', '/fixture/mix-adjust/batch-confirm': 'b:batchConfirm' },
  actions: ['page', 'get', 'add', 'update', 'delete', 'submit', 'approve', 'refuse', 'recover', 'approvalPage', 'approvalInfo'],
});
