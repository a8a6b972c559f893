import { TASK_STATE } from '../../src/domain/events';
import { defineResource } from '../../src/domain/resources/types';

const STATES = [
  { value: TASK_STATE.open, label: 'task.stateOpen' },
  { value: TASK_STATE.producing, label: 'task.stateProducing' },
  { value: TASK_STATE.completed, label: 'task.stateCompleted' },
  { value: TASK_STATE.cancelled, label: 'task.stateCancelled' },
];

/**
 * Task bills (/production/outsourcing/task-bill): the production tasks, each of which may be given
 * to an outsourcing unit with the haul distance its transport prices are banded by. Editing sets
 * only those two fields; the task's loads then carry the unit (migration 0152).
 */
export const outsourcingTaskResource = defineResource({
  name: 'outsourcingTask',
  table: 'production_tasks',
  id: 'id',
  screen: '/production/outsourcing/task-bill',
  title: 'outsourcing.taskTitle',
  orgScoped: true,
  fields: [
    { name: 'taskCode', type: 'string', label: 'task.code', readonly: true, hideInForm: true, width: 170 },
    {
      name: 'customerName',
      type: 'string',
      label: 'task.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'pouringSite', type: 'string', label: 'task.pouringSite', readonly: true, hideInForm: true },
    { name: 'strength', type: 'string', label: 'task.strength', readonly: true, hideInForm: true },
    { name: 'planQuantity', type: 'decimal', label: 'task.planQuantity', readonly: true, hideInForm: true, summary: true },
    { name: 'shippedQuantity', type: 'decimal', label: 'task.shippedQuantity', readonly: true, hideInForm: true, summary: true },
    { name: 'state', type: 'enum', label: 'task.state', readonly: true, hideInForm: true, options: STATES },
    { name: 'outsourcingUnitId', type: 'ref', label: 'outsourcing.unit', ref: { resource: 'outsourcingUnit', labelField: 'unitName' }, hideInTable: true },
    {
      name: 'unitName',
      type: 'string',
      label: 'outsourcing.unit',
      readonly: true,
      hideInForm: true,
      join: { table: 'outsourcing_units', local: 'outsourcing_unit_id', remote: 'id', column: 'unit_name' },
    },
    { name: 'outsourcingDistanceKm', type: 'decimal', label: 'outsourcing.distanceKm', rule: 2 },
    { name: 'openTime', type: 'datetime', label: 'task.openTime', readonly: true, hideInForm: true, width: 160 },
  ],
  search: [
    { name: 'taskCode', type: 'input', label: 'task.code' },
    { name: 'unitName', type: 'input', label: 'outsourcing.unit' },
    { name: 'outsourcingUnitId', type: 'select', label: 'outsourcing.unit', wireOnly: true },
    { name: 'state', type: 'select', label: 'task.state', options: STATES },
  ],
  columns: ['taskCode', 'customerName', 'pouringSite', 'strength', 'planQuantity', 'shippedQuantity', 'state', 'unitName', 'outsourcingDistanceKm', 'openTime'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: {},
  actions: ['page', 'list', 'get', 'update', 'export'],
});
