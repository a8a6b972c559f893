import { defineResource } from '../../src/domain/resources/types';

/** Paper ticket and pump ticket: 0 not back yet, 1 back and checked (the delivery book's two states). */
export const TICKET_BACK_STATES = [{ value: 0, label: 'statement.notBack' }, { value: 1, label: 'statement.back' }] as const;

/**
 * The delivery book (/statement/shipping, 送货台账): the sent delivery tickets with their customer,
 * project and contract, the customer's signed volume, the paper ticket's and the pump ticket's
 * state, and the settlement sheet that holds each. `delivery-book-list` adds each ticket's price
 * (the sheet's line once settled, else `priceLoad` now) and the totals of every row the search
 * selects (docs/decisions.md "Delivery book and sales settlement sheets").
 */
export const deliveryBookResource = defineResource({
  name: 'deliveryBook', table: 'delivery_tickets', id: 'id', screen: '/statement/shipping', title: 'statement.bookTitle',
  orgScoped: true, readOnly: true, fixed: { detail_state: 'sent' },
  view: {
    table: 'delivery_tickets', alias: 't',
    joins: [
      { table: 'production_tasks', alias: 'k', on: ['k.id', 't.task_id'], kind: 'inner' },
      { table: 'customers', alias: 'c', on: ['c.id', 'k.customer_id'], kind: 'inner' },
      { table: 'projects', alias: 'p', on: ['p.id', 'k.project_id'], kind: 'inner' },
      { table: 'contracts', alias: 'ct', on: ['ct.id', 'k.contract_id'], kind: 'left' },
      { table: 'vehicles', alias: 'v', on: ['v.id', 't.vehicle_id'], kind: 'left' },
      { table: 'sales_settlements', alias: 's', on: ['s.id', 't.sales_settlement_id'], kind: 'left' },
      { table: 'sales_settlement_lines', alias: 'sl', on: ['sl.ticket_id', 't.id'], kind: 'left' },
    ],
    sources: {
      ticketCode: 't.ticket_code', createTime: 't.created_at', taskId: 't.task_id', taskCode: 'k.task_code',
      customerId: 'k.customer_id', customerName: 'c.customer_name', projectId: 'k.project_id', projectName: 'p.project_name',
      contractId: 'k.contract_id', contractCode: 'ct.contract_code', strength: 'k.strength', pourMethod: 'k.pour_method', plate: 'v.plate',
      quantity: 't.quantity', signedQuantity: 't.signed_quantity', ticketState: 't.ticket_state', pumpTicketState: 't.pump_ticket_state',
      settlementId: 't.sales_settlement_id', settlementCode: 's.settlement_code', unitPriceFen: 'sl.unit_price_fen', amountFen: 'sl.amount_fen',
      priceText: 'sl.price_text',
    },
  },
  fields: [
    { name: 'ticketCode', type: 'string', label: 'deliveryTicket.code', readonly: true, width: 180 },
    { name: 'createTime', type: 'datetime', label: 'deliveryTicket.createTime', readonly: true, sortable: true, width: 160 },
    { name: 'taskId', type: 'int', label: 'deliveryTicket.task', readonly: true, hideInTable: true },
    { name: 'taskCode', type: 'string', label: 'deliveryTicket.task', readonly: true, width: 170 },
    { name: 'customerId', type: 'int', label: 'deliveryTicket.customer', readonly: true, hideInTable: true },
    { name: 'customerName', type: 'string', label: 'deliveryTicket.customer', readonly: true },
    { name: 'projectId', type: 'int', label: 'statement.project', readonly: true, hideInTable: true },
    { name: 'projectName', type: 'string', label: 'statement.project', readonly: true },
    { name: 'contractId', type: 'int', label: 'statement.contract', readonly: true, hideInTable: true },
    { name: 'contractCode', type: 'string', label: 'statement.contract', readonly: true },
    { name: 'strength', type: 'string', label: 'deliveryTicket.strength', readonly: true },
    { name: 'pourMethod', type: 'string', label: 'statement.pourMethod', readonly: true },
    { name: 'plate', type: 'string', label: 'deliveryTicket.plate', readonly: true },
    { name: 'quantity', type: 'decimal', scale: 3, label: 'deliveryTicket.quantity', readonly: true, summary: true },
    { name: 'signedQuantity', type: 'decimal', scale: 3, label: 'statement.signedQuantity', readonly: true, summary: true },
    { name: 'settledQuantity', type: 'decimal', scale: 3, label: 'statement.settledQuantity', readonly: true, summary: true },
    { name: 'ticketState', type: 'enum', label: 'statement.ticketState', readonly: true, options: TICKET_BACK_STATES },
    { name: 'pumpTicketState', type: 'enum', label: 'statement.pumpTicketState', readonly: true, options: TICKET_BACK_STATES },
    { name: 'settlementId', type: 'int', label: 'statement.settlement', readonly: true, hideInTable: true },
    { name: 'settlementCode', type: 'string', label: 'statement.settlement', readonly: true },
    { name: 'unitPriceFen', type: 'int', unit: 'fen', label: 'statement.unitPriceFen', readonly: true },
    { name: 'amountFen', type: 'int', unit: 'fen', label: 'statement.amountFen', readonly: true },
    { name: 'priceText', type: 'string', label: 'statement.priceText', readonly: true, width: 260 },
  ],
  search: [
    { name: 'customerId', type: 'select', label: 'deliveryTicket.customer', wireOnly: true },
    { name: 'projectId', type: 'select', label: 'statement.project', wireOnly: true },
    { name: 'contractId', type: 'select', label: 'statement.contract', wireOnly: true },
    { name: 'settlementId', type: 'select', label: 'statement.settlement', wireOnly: true },
    { name: 'time', field: 'createTime', type: 'datetimerange', label: 'deliveryTicket.createTime' },
    { name: 'ticketCode', type: 'input', label: 'deliveryTicket.code' },
    { name: 'customerName', type: 'input', label: 'deliveryTicket.customer' },
    { name: 'projectName', type: 'input', label: 'statement.project' },
    { name: 'strength', type: 'input', label: 'deliveryTicket.strength' },
    { name: 'ticketState', type: 'select', label: 'statement.ticketState', options: TICKET_BACK_STATES },
    { name: 'pumpTicketState', type: 'select', label: 'statement.pumpTicketState', options: TICKET_BACK_STATES },
  ],
  columns: ['ticketCode', 'createTime', 'customerName', 'projectName', 'taskCode', 'strength', 'pourMethod', 'plate', 'quantity', 'signedQuantity',
    'settledQuantity', 'ticketState', 'pumpTicketState', 'unitPriceFen', 'amountFen', 'priceText', 'settlementCode'],
  orderBy: { field: 'createTime', dir: 'desc' },
  buttons: [{ code: 'ticketState', label: 'statement.setTicketState' }, { code: 'pumpTicketState', label: 'statement.setPumpTicketState' }],
  calls: {
    '/sales/sany-delivery-book/delivery-book-list': 'x:bookPage', '/sales/sany-delivery-book/delivery-book-list2': 'x:bookByDay',
    '/sales/sany-delivery-book/findDetailById': 'x:ticketDetail', '/sales/sany-delivery-book/delivery-book-dates': 'x:bookDates',
    '/sales/settlementsheet/delivery-book-dates': 'x:bookDates',
    '/sales/sany-delivery-book/updateDetailTicketState': 'x:setTicketState',
    '/sales/sany-delivery-book/updateTaskDetailPumpTicketState': 'x:setPumpTicketState',
    '/sales/delivery-book/export1': 'export',
  },
  actions: ['page', 'list', 'get', 'export'],
});
