import { defineResource } from '../../src/domain/resources/types';

const opts = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `returnHandleRecord.${prefix}_${v}` }));

/**
 * Return handle records as the return-management screen lists them (a read view): written by the
 * calls of ./return-handle.routes.server.ts only, which check the ticket and the approval.
 */
export const returnHandleResource = defineResource({
  name: 'returnHandleRecord', table: 'return_handle_records', id: 'id', screen: '/production/return-management', title: 'returnHandleRecord.title',
  orgScoped: true, readOnly: true,
  view: {
    table: 'return_handle_records', alias: 'r',
    joins: [
      { table: 'delivery_tickets', alias: 't', on: ['t.id', 'r.ticket_id'], kind: 'inner' },
      { table: 'production_tasks', alias: 'k', on: ['k.id', 't.task_id'], kind: 'inner' },
      { table: 'production_tasks', alias: 'g', on: ['g.id', 'r.target_task_id'], kind: 'left' },
    ],
    sources: {
      orgId: 'r.org_id', ticketCode: 't.ticket_code', taskCode: 'k.task_code', remainingType: 'r.remaining_type', handlingMethod: 'r.handling_method',
      quantity: 'r.quantity', targetTaskCode: 'g.task_code', state: 'r.state', remark: 'r.remark', decidedBy: 'r.decided_by', createTime: 'r.created_at',
    },
  },
  fields: [
    { name: 'orgId', type: 'string', label: 'returnHandleRecord.org', readonly: true, hideInTable: true },
    { name: 'ticketCode', type: 'string', label: 'returnHandleRecord.ticket', readonly: true, width: 180 },
    { name: 'taskCode', type: 'string', label: 'returnHandleRecord.task', readonly: true, width: 170 },
    { name: 'remainingType', type: 'enum', label: 'returnHandleRecord.remainingType', readonly: true, options: opts('type', ['1', '2']) },
    { name: 'handlingMethod', type: 'enum', label: 'returnHandleRecord.handlingMethod', readonly: true, options: opts('method', ['1', '2', '3']) },
    { name: 'quantity', type: 'decimal', scale: 2, label: 'returnHandleRecord.quantity', readonly: true, summary: true },
    { name: 'targetTaskCode', type: 'string', label: 'returnHandleRecord.targetTask', readonly: true, width: 170 },
    { name: 'state', type: 'enum', label: 'returnHandleRecord.state', readonly: true, options: opts('state', ['done', 'pending', 'approved', 'refused']) },
    { name: 'remark', type: 'string', label: 'returnHandleRecord.remark', readonly: true },
    { name: 'decidedBy', type: 'string', label: 'returnHandleRecord.decidedBy', readonly: true },
    { name: 'createTime', type: 'datetime', label: 'returnHandleRecord.createTime', readonly: true, sortable: true, width: 160 },
  ],
  search: [
    { name: 'ticketCode', type: 'input', label: 'returnHandleRecord.ticket' },
    { name: 'handlingMethod', type: 'select', label: 'returnHandleRecord.handlingMethod' },
    { name: 'state', type: 'select', label: 'returnHandleRecord.state' },
  ],
  columns: ['ticketCode', 'taskCode', 'remainingType', 'handlingMethod', 'quantity', 'targetTaskCode', 'state', 'remark', 'decidedBy', 'createTime'],
  orderBy: { field: 'createTime', dir: 'desc' },
  calls: {},
  actions: ['page', 'list', 'get', 'export'],
});
