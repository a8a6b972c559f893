import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/** The plan's own states (the task it opens has TASK_STATE): new, confirmed by the plant, task opened, cancelled. */
export const PLAN_STATE = { new: 0, confirmed: 1, opened: 2, cancelled: 3 } as const;
const PLAN_STATES = [
  { value: PLAN_STATE.new, label: 'taskPlan.stateNew' }, { value: PLAN_STATE.confirmed, label: 'taskPlan.stateConfirmed' },
  { value: PLAN_STATE.opened, label: 'taskPlan.stateOpened' }, { value: PLAN_STATE.cancelled, label: 'taskPlan.stateCancelled' },
];
const POUR_METHODS = [{ value: '泵送', label: 'taskPlan.pump' }, { value: '自卸', label: 'taskPlan.dump' }, { value: '塔吊', label: 'taskPlan.crane' }, { value: '溜槽', label: 'taskPlan.chute' }];

/**
 * Task plans (spec doc 2 §7 Tasks, /production/task/plan/*): a customer's order for one pour,
 * confirmed by the plant and approved through the 'task-plan' flow. When the flow agrees, the
 * task opens through the operations service (task-plan.server.ts) after the credit check, and
 * appears on the production board. Several plans may be decided as one group.
 */
export const taskPlanResource = defineResource({
  name: 'taskPlan', table: 'task_plans', id: 'id', screen: '/production/produce-plan', title: 'taskPlan.title', orgScoped: true,
  code: { field: 'planCode', prefix: 'JH', digits: 6 },
  fields: [
    { name: 'planCode', type: 'string', label: 'taskPlan.code', required: true, unique: true, max: 32 },
    { name: 'customerId', type: 'ref', label: 'taskPlan.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' } },
    { name: 'customerName', type: 'string', label: 'taskPlan.customer', readonly: true, hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' } },
    { name: 'projectId', type: 'int', label: 'taskPlan.project', required: true, hideInTable: true },
    { name: 'projectName', type: 'string', label: 'taskPlan.project', readonly: true, hideInForm: true,
      join: { table: 'projects', local: 'project_id', remote: 'id', column: 'project_name' } },
    { name: 'recipeId', type: 'int', label: 'taskPlan.recipe', required: true, hideInTable: true },
    { name: 'strength', type: 'string', label: 'taskPlan.strength', readonly: true, hideInForm: true,
      join: { table: 'recipes', local: 'recipe_id', remote: 'id', column: 'strength' } },
    { name: 'pouringSite', type: 'string', label: 'taskPlan.pouringSite', required: true, max: 100 },
    { name: 'pourMethod', type: 'enum', label: 'taskPlan.pourMethod', required: true, options: POUR_METHODS },
    { name: 'planQuantity', type: 'decimal', label: 'taskPlan.planQuantity', rule: 2, required: true, summary: true },
    { name: 'unitPrice', type: 'decimal', label: 'taskPlan.unitPrice', rule: 2, required: true },
    { name: 'planTime', type: 'datetime', label: 'taskPlan.planTime', required: true },
    { name: 'remark', type: 'textarea', label: 'taskPlan.remark', max: 300, hideInTable: true },
    { name: 'planState', type: 'enum', label: 'taskPlan.state', readonly: true, options: PLAN_STATES },
    { name: 'taskId', type: 'int', label: 'taskPlan.task', readonly: true, hideInTable: true },
    { name: 'taskCode', type: 'string', label: 'taskPlan.task', readonly: true, hideInForm: true,
      join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' } },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'planCode', type: 'input', label: 'taskPlan.code' },
    { name: 'customerName', type: 'input', label: 'taskPlan.customer' },
    { name: 'planState', type: 'select', label: 'taskPlan.state', options: PLAN_STATES },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'planTime', type: 'datetimerange', label: 'taskPlan.planTime' },
  ],
  columns: ['planCode', 'customerName', 'projectName', 'strength', 'pouringSite', 'pourMethod', 'planQuantity', 'unitPrice', 'planTime', 'planState',
    'taskCode', 'approveState', 'submitUser'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'task-plan', label: 'taskPlan.flow', route: '/approval/taskbills-manager-approval', titleField: 'planCode', group: true }],
  buttons: [{ code: 'confirm', label: 'taskPlan.confirm' }, { code: 'cancel', label: 'taskPlan.cancel' }, { code: 'renew', label: 'taskPlan.renew' }],
  transitions: [
    { name: 'confirm', label: 'taskPlan.confirm', field: 'planState', from: [PLAN_STATE.new], to: PLAN_STATE.confirmed, button: 'confirm' },
    { name: 'cancel', label: 'taskPlan.cancel', field: 'planState', from: [PLAN_STATE.new, PLAN_STATE.confirmed], to: PLAN_STATE.cancelled, button: 'cancel',
      confirm: true },
    { name: 'renew', label: 'taskPlan.renew', field: 'planState', from: [PLAN_STATE.cancelled], to: PLAN_STATE.new, button: 'renew' },
  ],
  batch: [
    { name: 'batchApprove', label: 'taskPlan.batchApprove', kind: 'approve', button: 'approve' },
    { name: 'batchRefuse', label: 'taskPlan.batchRefuse', kind: 'refuse', button: 'refuse' },
    { name: 'batchConfirm', label: 'taskPlan.batchConfirm', kind: 'transition', transition: 'confirm', button: 'confirm' },
  ],
  calls: {
    '/production/task/plan/addOrUpdateTaskPlan': 'save', '/production/task/plan/queryTaskPlanById': 'get',
    '/production/task/plan/approveTaskPlan': 'approve', '/production/task/plan/refuseTaskPlan': 'refuse',
    '/production/task/plan/queryTaskPlanPage': 'page', '/production/task/plan/submitTaskPlan': 'submit',
    '/production/task/plan/batchApproveTaskPlan': 'b:batchApprove', '/production/task/plan/batchConfirmTaskPlan': 'b:batchConfirm',
    '/production/task/plan/groupSubmitTaskPlan': 't:groupSubmit', '/production/task/plan/groupConfirmTaskPlan': 't:groupApprove',
    '/production/task/plan/groupRefuseTaskPlan': 't:groupRefuse', '/production/task/plan/renewTaskPlan': 't:renew',
    '/production/task/plan/deleteTaskPlan': 'delete', '/production/task/plan/updateTaskPlanState': 't:cancel',
    '/production/task/plan/isGroup': 'x:isGroup', '/production/task/plan/queryTaskPlanStatus': 'x:statusCounts',
  },
  actions: ['page', 'get', 'add', 'update', 'save', 'delete', 'export', 'code', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
