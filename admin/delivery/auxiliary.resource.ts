import { APPROVAL_FIELDS, defineResource, type ResourceDef } from '../../src/domain/resources/types';
import { AUX_KIND_NAMES, AUX_KINDS, AUX_ROUTES, type AuxKind } from './auxiliary.kinds';

const UNITS = [...new Set(Object.values(AUX_KINDS))].map((u) => ({ value: u, label: `auxiliary.unit_${u}` }));

/**
 * One kind of auxiliary ticket (spec doc 2 §4 "transport pump orders and auxiliary tickets: save,
 * submit, contract review, fail, approval list"; doc 1 §4 the water-pump, over-time, mutation-pump
 * and auxiliary checks): the quantity settlements will price, in the unit of its kind, on a task
 * (and optionally one of its tickets). The kinds share the table `auxiliary_tickets`, each fixed
 * to its kind and unit, kept on its check screen and decided by the approval engine on its
 * /approval screen (business type = the route name; levels on /settings/approval-flow).
 */
function auxiliaryResource(kind: AuxKind): ResourceDef {
  const route = AUX_ROUTES[kind];
  return defineResource({
    name: `${kind}Ticket`,
    table: 'auxiliary_tickets',
    id: 'id',
    screen: `/production/auxiliary-approval-manage/${route}`,
    title: `auxiliary.kind_${kind}`,
    orgScoped: true,
    fixed: { kind, unit: AUX_KINDS[kind] },
    fields: [
      { name: 'taskId', type: 'ref', label: 'auxiliary.task', required: true, hideInTable: true, ref: { resource: 'task', labelField: 'taskCode' } },
      {
        name: 'taskCode',
        type: 'string',
        label: 'auxiliary.task',
        readonly: true,
        hideInForm: true,
        width: 170,
        join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' },
      },
      { name: 'ticketId', type: 'int', label: 'auxiliary.ticket', hideInTable: true },
      {
        name: 'ticketCode',
        type: 'string',
        label: 'auxiliary.ticket',
        readonly: true,
        hideInForm: true,
        width: 180,
        join: { table: 'delivery_tickets', local: 'ticket_id', remote: 'id', column: 'ticket_code' },
      },
      { name: 'quantity', type: 'decimal', scale: 2, rule: 2, label: 'auxiliary.quantity', required: true, summary: true },
      { name: 'unit', type: 'enum', label: 'auxiliary.unit', readonly: true, options: UNITS },
      { name: 'remark', type: 'textarea', label: 'auxiliary.remark', max: 500 },
      { name: 'decidedBy', type: 'string', label: 'auxiliary.decidedBy', readonly: true, hideInForm: true },
      { name: 'failReason', type: 'string', label: 'auxiliary.failReason', readonly: true, hideInForm: true, max: 500 },
      ...APPROVAL_FIELDS,
    ],
    search: [
      { name: 'taskCode', type: 'input', label: 'auxiliary.task' },
      { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    ],
    columns: ['taskCode', 'ticketCode', 'quantity', 'unit', 'remark', 'approveState', 'submitUser', 'decidedBy', 'failReason'],
    orderBy: { field: 'id', dir: 'desc' },
    flows: [{ name: 'approval', businessType: route, label: `auxiliary.kind_${kind}`, route: `/approval/${route}`, titleField: 'taskCode' }],
    calls: {},
    actions: ['page', 'get', 'add', 'update', 'delete', 'export', 'submit', 'recover', 'approve', 'refuse', 'approvalPage', 'approvalInfo'],
  });
}

export const auxiliaryResources = Object.fromEntries(AUX_KIND_NAMES.map((k) => [k, auxiliaryResource(k)])) as Record<AuxKind, ResourceDef>;
