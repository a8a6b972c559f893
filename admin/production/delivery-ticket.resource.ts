import { VEHICLE_STATUSES } from '../../src/domain/events';
import { defineResource } from '../../src/domain/resources/types';
import { deliveryTicketPrint } from './delivery-ticket.print';

const STATUSES = VEHICLE_STATUSES.map((s, i) => ({ value: i, label: `deliveryTicket.status_${s}` }));
/** The ticket's own life (admin/delivery/ticket-flow.server.ts DETAIL_STATES): a draft is saved, then sent, returned or called back. */
const DETAIL_STATES = ['saved', 'sent', 'returned', 'back'].map((s) => ({ value: s, label: `deliveryTicket.detail_${s}` }));

/**
 * Delivery tickets (spec doc 2 §7 Tasks, "task detail") with their task, customer, project,
 * truck and driver: a read view. Written by the operations services (ticket.service.ts) and the
 * ticket flow, whose send, return and call-back moves are row buttons here.
 * The list by customer and month is the plant-scale query: `customerId` compares the task's column
 * and `month` becomes a half-open range of ticket times, so both use indexes.
 */
export const deliveryTicketResource = defineResource({
  name: 'deliveryTicket',
  table: 'delivery_tickets',
  id: 'id',
  screen: '/production/production-deliver',
  title: 'deliveryTicket.title',
  orgScoped: true,
  readOnly: true,
  view: {
    table: 'delivery_tickets',
    alias: 't',
    joins: [
      { table: 'production_tasks', alias: 'k', on: ['k.id', 't.task_id'], kind: 'inner' },
      { table: 'customers', alias: 'c', on: ['c.id', 'k.customer_id'], kind: 'inner' },
      { table: 'projects', alias: 'p', on: ['p.id', 'k.project_id'], kind: 'inner' },
      { table: 'vehicles', alias: 'v', on: ['v.id', 't.vehicle_id'], kind: 'inner' },
      { table: 'drivers', alias: 'd', on: ['d.id', 't.driver_id'], kind: 'left' },
    ],
    sources: {
      orgId: 't.org_id',
      ticketCode: 't.ticket_code',
      taskId: 't.task_id',
      taskCode: 'k.task_code',
      customerId: 'k.customer_id',
      customerName: 'c.customer_name',
      projectName: 'p.project_name',
      pouringSite: 'k.pouring_site',
      strength: 'k.strength',
      vehicleId: 't.vehicle_id',
      plate: 'v.plate',
      innerNumber: 'v.inner_number',
      quantity: 't.quantity',
      statusCode: 't.status',
      createTime: 't.created_at',
      detailState: 't.detail_state',
    },
  },
  fields: [
    { name: 'orgId', type: 'string', label: 'deliveryTicket.org', readonly: true, hideInTable: true },
    { name: 'ticketCode', type: 'string', label: 'deliveryTicket.code', readonly: true, width: 180 },
    { name: 'taskId', type: 'int', label: 'deliveryTicket.task', readonly: true, hideInTable: true },
    { name: 'taskCode', type: 'string', label: 'deliveryTicket.task', readonly: true, width: 170 },
    { name: 'customerId', type: 'int', label: 'deliveryTicket.customer', readonly: true, hideInTable: true },
    { name: 'customerName', type: 'string', label: 'deliveryTicket.customer', readonly: true, width: 180 },
    { name: 'projectName', type: 'string', label: 'deliveryTicket.project', readonly: true, width: 180 },
    { name: 'pouringSite', type: 'string', label: 'deliveryTicket.pouringSite', readonly: true },
    { name: 'strength', type: 'string', label: 'deliveryTicket.strength', readonly: true },
    { name: 'vehicleId', type: 'int', label: 'deliveryTicket.vehicle', readonly: true, hideInTable: true },
    { name: 'plate', type: 'string', label: 'deliveryTicket.plate', readonly: true },
    { name: 'innerNumber', type: 'string', label: 'deliveryTicket.innerNumber', readonly: true },
    { name: 'driverName', type: 'string', label: 'deliveryTicket.driver', readonly: true },
    { name: 'quantity', type: 'decimal', scale: 3, label: 'deliveryTicket.quantity', readonly: true, summary: true },
    { name: 'statusCode', type: 'enum', label: 'deliveryTicket.status', readonly: true, options: STATUSES },
    { name: 'detailState', type: 'enum', label: 'deliveryTicket.detailState', readonly: true, options: DETAIL_STATES },
    { name: 'createTime', type: 'datetime', label: 'deliveryTicket.createTime', readonly: true, sortable: true, width: 160 },
    { name: 'times', type: 'string', label: 'deliveryTicket.times', readonly: true, hideInTable: true },
  ],
  search: [
    { name: 'ticketCode', type: 'input', label: 'deliveryTicket.code' },
    { name: 'detailState', type: 'select', label: 'deliveryTicket.detailState', options: DETAIL_STATES },
    { name: 'customerName', type: 'input', label: 'deliveryTicket.customer' },
    { name: 'customerId', type: 'select', label: 'deliveryTicket.customer', wireOnly: true },
    { name: 'taskId', type: 'select', label: 'deliveryTicket.task', wireOnly: true },
    { name: 'month', field: 'createTime', type: 'month', label: 'deliveryTicket.month' },
    { name: 'time', field: 'createTime', type: 'datetimerange', label: 'deliveryTicket.createTime' },
  ],
  columns: [
    'ticketCode',
    'taskCode',
    'customerName',
    'projectName',
    'strength',
    'plate',
    'innerNumber',
    'driverName',
    'quantity',
    'statusCode',
    'detailState',
    'createTime',
  ],
  orderBy: { field: 'createTime', dir: 'desc' },
  buttons: [
    { code: 'send', label: 'deliveryTicket.send' },
    { code: 'return', label: 'deliveryTicket.return' },
    { code: 'back', label: 'deliveryTicket.back' },
  ],
  transitions: [
    { name: 'send', label: 'deliveryTicket.send', field: 'detailState', from: ['saved'], to: 'sent', button: 'send', confirm: true },
    { name: 'return', label: 'deliveryTicket.return', field: 'detailState', from: ['sent'], to: 'returned', button: 'return', confirm: true },
    { name: 'back', label: 'deliveryTicket.back', field: 'detailState', from: ['saved', 'sent'], to: 'back', button: 'back', confirm: true },
  ],
  calls: {
    '/production/production/getTaskDetailByTime': 'page',
    '/production/production/getTaskDetailById': 'get',
  },
  actions: ['page', 'list', 'get', 'export'],
  liveCommands: ['ticket'],
  print: [deliveryTicketPrint],
});
