import { TASK_STATE } from '../../src/domain/events';
import { defineResource } from '../../src/domain/resources/types';
import { TASK_STATE_OPTIONS } from './sany-task.resource';

const STATES = TASK_STATE_OPTIONS;

/**
 * Production tasks (spec doc 2 §7 Tasks) with their customer, project, contract, recipe and line: a
 * read view over the operations tables. Tasks are written by the operations services
 * (server/operations/task.service.ts), which publish the change live; the declared transition
 * `complete` goes through them too (task.server.ts).
 */
export const taskResource = defineResource({
  name: 'task',
  table: 'production_tasks',
  id: 'id',
  screen: '/production/task-bills-manager',
  title: 'task.title',
  orgScoped: true,
  readOnly: true,
  view: {
    table: 'production_tasks',
    alias: 'k',
    joins: [
      { table: 'customers', alias: 'c', on: ['c.id', 'k.customer_id'], kind: 'inner' },
      { table: 'projects', alias: 'p', on: ['p.id', 'k.project_id'], kind: 'inner' },
      { table: 'recipes', alias: 'r', on: ['r.id', 'k.recipe_id'], kind: 'inner' },
      { table: 'contracts', alias: 'ct', on: ['ct.id', 'k.contract_id'], kind: 'left' },
      { table: 'hosts', alias: 'h', on: ['h.id', 'k.host_id'], kind: 'left' },
    ],
    sources: {
      orgId: 'k.org_id',
      taskCode: 'k.task_code',
      customerId: 'k.customer_id',
      customerName: 'c.customer_name',
      projectId: 'k.project_id',
      projectName: 'p.project_name',
      recipeCode: 'r.recipe_code',
      pouringSite: 'k.pouring_site',
      strength: 'k.strength',
      slump: 'k.slump',
      pourMethod: 'k.pour_method',
      planQuantity: 'k.plan_quantity',
      shippedQuantity: 'k.shipped_quantity',
      truckCount: 'k.truck_count',
      openTime: 'k.open_time',
      completeTime: 'k.complete_time',
      state: 'k.state',
      hostId: 'k.host_id',
      siteLat: 'p.lat',
      siteLng: 'p.lng',
    },
  },
  fields: [
    { name: 'orgId', type: 'string', label: 'task.org', readonly: true, hideInTable: true },
    { name: 'taskCode', type: 'string', label: 'task.code', readonly: true, sortable: true, width: 170 },
    { name: 'customerId', type: 'int', label: 'task.customer', readonly: true, hideInTable: true },
    { name: 'customerName', type: 'string', label: 'task.customer', readonly: true, width: 180 },
    { name: 'projectId', type: 'int', label: 'task.project', readonly: true, hideInTable: true },
    { name: 'projectName', type: 'string', label: 'task.project', readonly: true, width: 180 },
    { name: 'contractCode', type: 'string', label: 'task.contract', readonly: true },
    { name: 'recipeCode', type: 'string', label: 'task.recipe', readonly: true },
    { name: 'pouringSite', type: 'string', label: 'task.pouringSite', readonly: true },
    { name: 'strength', type: 'string', label: 'task.strength', readonly: true },
    { name: 'slump', type: 'string', label: 'task.slump', readonly: true },
    { name: 'pourMethod', type: 'string', label: 'task.pourMethod', readonly: true },
    { name: 'planQuantity', type: 'decimal', scale: 3, label: 'task.planQuantity', readonly: true, summary: true, sortable: true },
    { name: 'shippedQuantity', type: 'decimal', scale: 3, label: 'task.shippedQuantity', readonly: true, summary: true, sortable: true },
    { name: 'truckCount', type: 'int', label: 'task.truckCount', readonly: true, summary: true },
    { name: 'openTime', type: 'datetime', label: 'task.openTime', readonly: true, sortable: true, width: 160 },
    { name: 'completeTime', type: 'datetime', label: 'task.completeTime', readonly: true, width: 160 },
    { name: 'state', type: 'enum', label: 'task.state', readonly: true, options: STATES },
    { name: 'hostId', type: 'int', label: 'task.line', readonly: true, hideInTable: true },
    { name: 'hostName', type: 'string', label: 'task.line', readonly: true },
    { name: 'siteLat', type: 'decimal', label: 'task.siteLat', readonly: true, hideInTable: true },
    { name: 'siteLng', type: 'decimal', label: 'task.siteLng', readonly: true, hideInTable: true },
  ],
  search: [
    { name: 'taskCode', type: 'input', label: 'task.code' },
    { name: 'customerName', type: 'input', label: 'task.customer' },
    { name: 'projectName', type: 'input', label: 'task.project' },
    { name: 'strength', type: 'input', label: 'task.strength' },
    { name: 'state', type: 'select', label: 'task.state', options: STATES },
    { name: 'time', field: 'openTime', type: 'datetimerange', label: 'task.openTime' },
  ],
  columns: [
    'taskCode',
    'customerName',
    'projectName',
    'pouringSite',
    'strength',
    'pourMethod',
    'planQuantity',
    'shippedQuantity',
    'truckCount',
    'openTime',
    'state',
    'hostName',
  ],
  orderBy: { field: 'openTime', dir: 'desc' },
  buttons: [{ code: 'complete', label: 'task.complete' }],
  transitions: [
    {
      name: 'complete',
      label: 'task.complete',
      field: 'state',
      from: [TASK_STATE.open, TASK_STATE.producing],
      to: TASK_STATE.completed,
      button: 'complete',
      confirm: true,
    },
  ],
  calls: {
    '/production/production/task-list': 'page',
    '/production/production/task-findbyid': 'get',
  },
  actions: ['page', 'list', 'get', 'export'],
  liveCommands: ['task'],
});
