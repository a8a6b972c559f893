import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';
import { flowFields } from '../../src/domain/resources/flows';
import { USE_STATE_OPTIONS } from './recipe-lib.resource';

export const RECIPE_SELECT_SCREEN = '/lab/mixProportion-adopt';
export const RECIPE_SELECT_APPROVAL = '/approval/basic-mixratio-rev';
/** The leader's approval of a selection: the second of its two flows, decided after the lab's. */
export const LEADER_FLOW = {
  name: 'leader',
  businessType: 'recipe-select-leader',
  label: 'recipeSelect.leaderFlow',
  route: RECIPE_SELECT_APPROVAL,
  titleField: 'taskCode',
  prefix: 'leader_',
  openedBy: 'flow',
} as const;

/**
 * The recipe a task is produced by (配合比选用): one per task, a copy of a library recipe's
 * materials per m³ with the day's moisture rates of its aggregates. Approved by the lab, then by
 * the leader; a ticket is issued only on a task whose selection is approved by both and in use
 * (admin/lab/recipe-select.server.ts answers server/operations/area-ports.ts as its part's `taskRecipe`).
 */
export const recipeSelectResource = defineResource({
  name: 'recipeSelect',
  table: 'recipe_selections',
  id: 'id',
  screen: RECIPE_SELECT_SCREEN,
  title: 'recipeSelect.title',
  orgScoped: true,
  fields: [
    // the selection slip's number, given when the lab selects (a selection the task opened with, vouched by the library, has none)
    { name: 'selectCode', type: 'string', label: 'recipeSelect.selectCode', unique: true, max: 32, readonly: true },
    { name: 'taskId', type: 'int', label: 'recipeSelect.taskId', required: true, hideInTable: true, readonly: true },
    {
      name: 'taskCode',
      type: 'string',
      label: 'recipeSelect.taskCode',
      readonly: true,
      hideInForm: true,
      join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' },
    },
    {
      name: 'pouringSite',
      type: 'string',
      label: 'recipeSelect.pouringSite',
      readonly: true,
      hideInForm: true,
      join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'pouring_site' },
    },
    {
      name: 'recipeId',
      type: 'ref',
      label: 'recipeSelect.recipe',
      required: true,
      ref: { resource: 'recipeLib', labelField: 'recipeCode' },
      hideInTable: true,
    },
    { name: 'recipeCode', type: 'string', label: 'recipeLib.recipeCode', readonly: true, hideInForm: true },
    { name: 'strength', type: 'string', label: 'recipeLib.strength', readonly: true, hideInForm: true },
    { name: 'slump', type: 'string', label: 'recipeLib.slump', readonly: true, hideInForm: true },
    { name: 'useState', type: 'enum', label: 'recipeLib.useState', options: USE_STATE_OPTIONS, readonly: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
    ...flowFields(LEADER_FLOW),
  ],
  search: [
    { name: 'taskCode', field: 'taskCode', type: 'input', label: 'recipeSelect.taskCode' },
    { name: 'recipeCode', type: 'input', label: 'recipeLib.recipeCode' },
    { name: 'taskId', type: 'select', label: 'recipeSelect.taskId', wireOnly: true },
  ],
  code: { field: 'selectCode', prefix: 'XY', digits: 6 },
  columns: ['selectCode', 'taskCode', 'pouringSite', 'recipeCode', 'strength', 'slump', 'useState', 'approveState', 'leaderApproveState'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'recipe-select', label: 'recipeSelect.flow', route: RECIPE_SELECT_APPROVAL, titleField: 'taskCode' }, LEADER_FLOW],
  batch: [
    { name: 'approveBatch', label: 'recipeLib.approveBatch', kind: 'approve', button: 'approve', flow: 'approval' },
    { name: 'leaderApproveBatch', label: 'recipeSelect.leaderApproveBatch', kind: 'approve', button: 'approve', flow: 'leader' },
  ],
  calls: {
    '/quality/recipe-select/list': 'page',
    '/quality/recipe-select/get': 'get',
    '/quality/recipe-select/detail': 'x:detail',
    '/quality/recipe-select/save-zy': 'x:save',
    '/quality/recipe-select/renew': 'x:renew',
    '/quality/recipe-select/update-status': 'x:updateStatus',
    '/quality/recipe-select/task-list-select': 'x:taskList',
    '/quality/recipe-select/submit': 'submit',
    '/quality/recipe-select/approval-list': 'approvalPage',
    '/quality/recipe-select/approval': 'approve',
    '/quality/recipe-select/approval-batch': 'b:approveBatch',
    '/quality/recipe-select/leader-approval-batch': 'b:leaderApproveBatch',
    // the plant console's older paths (pubselect: the task's selection) on the same actions
    '/quality/pubselect/findByTaskId': 'x:detail',
    '/quality/pubselect/sanyFindByTaskId': 'x:detail',
    '/quality/pubselect/pubselect-add2': 'x:save',
    '/quality/pubselect/updatedeleteflag': 'x:updateStatus',
    '/quality/pubselect/del': 'delete',
    '/quality/pubselect/getCode': 'code',
  },
  actions: ['page', 'get', 'delete', 'export', 'code', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
