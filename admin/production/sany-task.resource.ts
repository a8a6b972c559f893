import { TASK_STATE } from '../../src/domain/events';
import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/** The one TASK_STATE table, named for the screens. */
export const TASK_STATE_OPTIONS = [
  { value: TASK_STATE.pending, label: 'sanyTask.statePending' },
  { value: TASK_STATE.open, label: 'task.stateOpen' },
  { value: TASK_STATE.producing, label: 'task.stateProducing' },
  { value: TASK_STATE.completed, label: 'task.stateCompleted' },
  { value: TASK_STATE.cancelled, label: 'task.stateCancelled' },
];
const POUR_METHODS = [
  { value: '泵送', label: 'taskPlan.pump' },
  { value: '自卸', label: 'taskPlan.dump' },
  { value: '塔吊', label: 'taskPlan.crane' },
  { value: '溜槽', label: 'taskPlan.chute' },
];

/**
 * Production (sany) tasks entered at the plant (spec doc 2 §7 Tasks, /production/sany_production/*):
 * the same `production_tasks` rows the boards show, entered pending (state 0) after the credit
 * check and opened when the 'sany-task' flow agrees (sany-task.server.ts). Writes go through the
 * operations service (server/operations/task.service.ts), so the boards hear of every change.
 */
export const sanyTaskResource = defineResource({
  name: 'sanyTask',
  table: 'production_tasks',
  id: 'id',
  screen: '/production/order',
  title: 'sanyTask.title',
  orgScoped: true,
  fields: [
    { name: 'taskCode', type: 'string', label: 'task.code', readonly: true, width: 170 },
    { name: 'customerId', type: 'ref', label: 'task.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' } },
    {
      name: 'customerName',
      type: 'string',
      label: 'task.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'projectId', type: 'int', label: 'task.project', required: true, hideInTable: true },
    {
      name: 'projectName',
      type: 'string',
      label: 'task.project',
      readonly: true,
      hideInForm: true,
      join: { table: 'projects', local: 'project_id', remote: 'id', column: 'project_name' },
    },
    { name: 'recipeId', type: 'int', label: 'task.recipe', required: true, hideInTable: true },
    { name: 'strength', type: 'string', label: 'task.strength', readonly: true },
    { name: 'slump', type: 'string', label: 'task.slump', readonly: true, hideInTable: true },
    { name: 'pouringSite', type: 'string', label: 'task.pouringSite', required: true, max: 100 },
    { name: 'pourMethod', type: 'enum', label: 'task.pourMethod', required: true, options: POUR_METHODS },
    { name: 'planQuantity', type: 'decimal', label: 'task.planQuantity', rule: 2, required: true, summary: true },
    { name: 'unitPrice', type: 'decimal', label: 'taskPlan.unitPrice', rule: 2, required: true },
    { name: 'shippedQuantity', type: 'decimal', label: 'task.shippedQuantity', readonly: true, summary: true },
    { name: 'openTime', type: 'datetime', label: 'task.openTime', readonly: true, width: 160 },
    { name: 'state', type: 'enum', label: 'task.state', readonly: true, options: TASK_STATE_OPTIONS },
    { name: 'waiting', type: 'bool', label: 'sanyTask.waiting', readonly: true },
    ...APPROVAL_FIELDS,
  ],
  search: [
    { name: 'taskCode', type: 'input', label: 'task.code' },
    { name: 'customerName', type: 'input', label: 'task.customer' },
    { name: 'state', type: 'select', label: 'task.state', options: TASK_STATE_OPTIONS },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'openTime', type: 'datetimerange', label: 'task.openTime' },
  ],
  columns: [
    'taskCode',
    'customerName',
    'projectName',
    'strength',
    'pouringSite',
    'pourMethod',
    'planQuantity',
    'unitPrice',
    'shippedQuantity',
    'openTime',
    'state',
    'waiting',
    'approveState',
    'submitUser',
  ],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'sany-task', label: 'sanyTask.flow', route: '/approval/taskbills-manager-approval1', titleField: 'taskCode' }],
  buttons: [
    { code: 'cancel', label: 'sanyTask.cancel' },
    { code: 'resume', label: 'sanyTask.resume' },
    { code: 'waiting', label: 'sanyTask.setWaiting' },
  ],
  transitions: [
    {
      name: 'cancel',
      label: 'sanyTask.cancel',
      field: 'state',
      from: [TASK_STATE.pending, TASK_STATE.open, TASK_STATE.producing],
      to: TASK_STATE.cancelled,
      button: 'cancel',
      confirm: true,
    },
    { name: 'resume', label: 'sanyTask.resume', field: 'state', from: [TASK_STATE.cancelled], to: TASK_STATE.open, button: 'resume' },
  ],
  calls: {
    '/production/sany_production/task-add': 'x:addTask',
    '/production/sany_production/task-submit': 'submit',
    '/production/sany_production/task-approval': 'approve',
    '/production/sany_production/task-refuse': 'refuse',
    '/production/sany_production/task-resume': 't:resume',
    '/production/sany_production/task-approval-list': 'approvalPage',
    '/production/sany_production/task-approval-detail': 'approvalInfo',
    '/production/sany_production/task-update-state': 't:cancel',
    '/production/sany_production/task-update-waiting': 'x:updateWaiting',
    '/production/sany_sctask/sany_sctask_list': 'page',
    '/production/sany_sctask/task-list-select': 'x:select',
    '/production/production/task-update': 'x:updateTask',
    '/production/production/task-delete': 'x:deleteTask',
    '/production/production/task-deletes': 'x:deleteTasks',
    '/production/production/select-projects': 'x:projectOptions',
    '/production/production/select-recipes': 'x:recipeOptions',
  },
  actions: ['page', 'get', 'export', 'submit', 'approve', 'refuse', 'recover', 'approvalPage', 'approvalInfo'],
});
