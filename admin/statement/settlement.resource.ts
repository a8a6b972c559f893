import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/**
 * Sales settlement sheets (结算单): one customer's (and optionally one project's) delivery book
 * over a period, each ticket priced by `priceLoad` with its explanation, plus the confirmed manual
 * costs, other fees and discounts of the period. Made, re-priced (`saveSettlement`) while a draft,
 * submitted, sent back, recovered, approved or refused through the 'sale-settlement' flow; an
 * agreed sheet is frozen. Money is integer fen; total = tickets + manual costs + other fees − discounts.
 */
export const salesSettlementResource = defineResource({
  name: 'salesSettlement', table: 'sales_settlements', id: 'id', screen: '/statement/settlement-bills', title: 'statement.settlementTitle',
  orgScoped: true,
  fields: [
    { name: 'settlementCode', type: 'string', label: 'statement.settlementCode', readonly: true, width: 170 },
    { name: 'customerId', type: 'int', label: 'deliveryTicket.customer', readonly: true, hideInTable: true },
    { name: 'customerName', type: 'string', label: 'deliveryTicket.customer', readonly: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' } },
    { name: 'projectId', type: 'int', label: 'statement.project', readonly: true, hideInTable: true },
    { name: 'projectName', type: 'string', label: 'statement.project', readonly: true,
      join: { table: 'projects', local: 'project_id', remote: 'id', column: 'project_name' } },
    { name: 'contractId', type: 'int', label: 'statement.contract', readonly: true, hideInTable: true },
    { name: 'startDate', type: 'date', label: 'statement.startDate', readonly: true },
    { name: 'endDate', type: 'date', label: 'statement.endDate', readonly: true },
    { name: 'ticketCount', type: 'int', label: 'statement.ticketCount', readonly: true, summary: true },
    { name: 'totalQuantity', type: 'decimal', scale: 3, label: 'statement.totalQuantity', readonly: true, summary: true },
    { name: 'ticketsFen', type: 'int', unit: 'fen', label: 'statement.ticketsFen', readonly: true, summary: true },
    { name: 'manualCostFen', type: 'int', unit: 'fen', label: 'statement.manualCostFen', readonly: true, summary: true },
    { name: 'otherFeeFen', type: 'int', unit: 'fen', label: 'statement.otherFeeFen', readonly: true, summary: true },
    { name: 'discountFen', type: 'int', unit: 'fen', label: 'statement.discountFen', readonly: true, summary: true },
    { name: 'totalFen', type: 'int', unit: 'fen', label: 'statement.totalFen', readonly: true, summary: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true },
  ],
  search: [
    { name: 'settlementCode', type: 'input', label: 'statement.settlementCode' },
    { name: 'customerName', type: 'input', label: 'deliveryTicket.customer' },
    { name: 'customerId', type: 'select', label: 'deliveryTicket.customer', wireOnly: true },
    { name: 'projectId', type: 'select', label: 'statement.project', wireOnly: true },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'startDate', type: 'daterange', label: 'statement.startDate' },
  ],
  columns: ['settlementCode', 'customerName', 'projectName', 'startDate', 'endDate', 'ticketCount', 'totalQuantity', 'ticketsFen', 'manualCostFen',
    'otherFeeFen', 'discountFen', 'totalFen', 'approveState', 'submitUser', 'createdAt'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'sale-settlement', label: 'statement.settlementTitle', route: '/approval/sale-settlement-approval',
    titleField: 'settlementCode' }],
  buttons: [{ code: 'make', label: 'statement.make' }],
  calls: {
    '/sales/sanysettlementsheet/delivery-book-list': 'x:candidates', '/sales/sanysettlementsheet/project-name-select': 'x:projects',
    '/sales/sanysettlementsheet/grades': 'x:grades', '/sales/sanysettlementsheet/settlement-sheet-make': 'x:preview',
    '/sales/sanysettlementsheet/settlement-make': 'x:make', '/sales/sanysettlementsheet/saveSettlement': 'x:reprice',
    '/sales/sanysettlementsheet/settlement-detail': 'x:detail', '/sales/sanysettlementsheet/sc-settlement-list': 'page',
    '/sales/sanysettlementsheet/settlement-submit': 'submit', '/sales/sanysettlementsheet/back-settlement': 'sendBack',
    '/sales/sanysettlementsheet/settlement-recover': 'recover', '/sales/sanysettlementsheet/settlement-approve': 'approve',
    '/sales/sanysettlementsheet/settlement-refuse': 'refuse', '/sales/sanysettlementsheet/ApprovalList': 'approvalPage',
  },
  actions: ['page', 'list', 'get', 'delete', 'export', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
