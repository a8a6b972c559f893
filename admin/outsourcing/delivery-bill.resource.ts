import { defineResource } from '../../src/domain/resources/types';

/**
 * Delivery bills (/production/outsourcing/delivery-bill): the delivery tickets of outsourced tasks,
 * each carrying its unit (the inner join leaves our own loads out) and the settlement that took it.
 * Also served as /sales/open/tickets/unit/list (a unit's tickets, `unitId`). Written by the
 * operations services only.
 */
export const outsourcingTicketResource = defineResource({
  name: 'outsourcingTicket',
  table: 'delivery_tickets',
  id: 'id',
  screen: '/production/outsourcing/delivery-bill',
  title: 'outsourcing.ticketTitle',
  orgScoped: true,
  readOnly: true,
  view: {
    table: 'delivery_tickets',
    alias: 't',
    joins: [
      { table: 'outsourcing_units', alias: 'u', on: ['u.id', 't.outsourcing_unit_id'], kind: 'inner' },
      { table: 'production_tasks', alias: 'k', on: ['k.id', 't.task_id'], kind: 'inner' },
      { table: 'customers', alias: 'c', on: ['c.id', 'k.customer_id'], kind: 'inner' },
      { table: 'vehicles', alias: 'v', on: ['v.id', 't.vehicle_id'], kind: 'inner' },
      { table: 'outsourcing_settlements', alias: 's', on: ['s.id', 't.outsourcing_settlement_id'], kind: 'left' },
    ],
    sources: {
      ticketCode: 't.ticket_code',
      unitId: 't.outsourcing_unit_id',
      unitName: 'u.unit_name',
      taskId: 't.task_id',
      taskCode: 'k.task_code',
      customerName: 'c.customer_name',
      pouringSite: 'k.pouring_site',
      strength: 'k.strength',
      distanceKm: 'k.outsourcing_distance_km',
      plate: 'v.plate',
      quantity: 't.quantity',
      createTime: 't.created_at',
      settlementId: 't.outsourcing_settlement_id',
      settlementCode: 's.settlement_code',
    },
  },
  fields: [
    { name: 'ticketCode', type: 'string', label: 'deliveryTicket.code', readonly: true, width: 180 },
    { name: 'unitId', type: 'int', label: 'outsourcing.unit', readonly: true, hideInTable: true },
    { name: 'unitName', type: 'string', label: 'outsourcing.unit', readonly: true },
    { name: 'taskId', type: 'int', label: 'deliveryTicket.task', readonly: true, hideInTable: true },
    { name: 'taskCode', type: 'string', label: 'deliveryTicket.task', readonly: true, width: 170 },
    { name: 'customerName', type: 'string', label: 'deliveryTicket.customer', readonly: true },
    { name: 'pouringSite', type: 'string', label: 'deliveryTicket.pouringSite', readonly: true },
    { name: 'strength', type: 'string', label: 'deliveryTicket.strength', readonly: true },
    { name: 'distanceKm', type: 'decimal', label: 'outsourcing.distanceKm', readonly: true },
    { name: 'plate', type: 'string', label: 'deliveryTicket.plate', readonly: true },
    { name: 'quantity', type: 'decimal', scale: 3, label: 'deliveryTicket.quantity', readonly: true, summary: true },
    { name: 'createTime', type: 'datetime', label: 'deliveryTicket.createTime', readonly: true, sortable: true, width: 160 },
    { name: 'settlementId', type: 'int', label: 'outsourcing.settlement', readonly: true, hideInTable: true },
    { name: 'settlementCode', type: 'string', label: 'outsourcing.settlement', readonly: true },
  ],
  search: [
    { name: 'ticketCode', type: 'input', label: 'deliveryTicket.code' },
    { name: 'unitName', type: 'input', label: 'outsourcing.unit' },
    { name: 'unitId', type: 'select', label: 'outsourcing.unit', wireOnly: true },
    { name: 'taskId', type: 'select', label: 'deliveryTicket.task', wireOnly: true },
    { name: 'time', field: 'createTime', type: 'datetimerange', label: 'deliveryTicket.createTime' },
  ],
  columns: ['ticketCode', 'unitName', 'taskCode', 'customerName', 'pouringSite', 'strength', 'distanceKm', 'plate', 'quantity', 'createTime', 'settlementCode'],
  orderBy: { field: 'createTime', dir: 'desc' },
  calls: { '/sales/open/tickets/unit/list': 'page' },
  actions: ['page', 'list', 'get', 'export'],
});
