import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

export const INVOICE_TYPES = [
  { value: 'special', label: 'finance.typeSpecial' },
  { value: 'normal', label: 'finance.typeNormal' },
] as const;

/**
 * Sales invoices (/sales/invoice, calls /sales/invoicing/*): a request to invoice a customer for
 * agreed settlement sheets (`settlementIds`), never more than their uninvoiced total; approved
 * through 'sales-invoice' (/approval/invoice-approval). Once agreed, /sales/invoice/makeout
 * records the invoice number and date (`makeout`). The key is `xsInvoicingId` on the wire
 * (`id` and, for delete, `invoicingId` too, as the spec's calls name it).
 */
export const invoiceResource = defineResource({
  name: 'invoice',
  table: 'invoices',
  id: 'xsInvoicingId',
  idColumn: 'id',
  screen: '/sales/invoice',
  title: 'finance.invoiceTitle',
  orgScoped: true,
  fields: [
    { name: 'invoiceCode', type: 'string', label: 'finance.invoiceCode', readonly: true, width: 170 },
    {
      name: 'customerId',
      type: 'ref',
      label: 'finance.customer',
      required: true,
      ref: { resource: 'customer', labelField: 'customerName' },
      hideInTable: true,
    },
    {
      name: 'customerName',
      type: 'string',
      label: 'finance.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'invoiceType', type: 'enum', label: 'finance.invoiceType', required: true, options: INVOICE_TYPES },
    { name: 'titleName', type: 'string', label: 'finance.titleName', required: true, max: 100 },
    { name: 'taxNo', type: 'string', label: 'finance.taxNo', max: 32 },
    { name: 'taxRate', type: 'decimal', label: 'finance.taxRate', rule: 2 },
    { name: 'amount', type: 'decimal', label: 'finance.invoiceAmount', readonly: true, summary: true },
    { name: 'settlementCodes', type: 'string', label: 'finance.settlements', readonly: true, hideInForm: true, max: 2000 },
    { name: 'invoiceNo', type: 'string', label: 'finance.invoiceNo', readonly: true, max: 32 },
    { name: 'invoiceDate', type: 'date', label: 'finance.invoiceDate', readonly: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'invoiceCode', type: 'input', label: 'finance.invoiceCode' },
    { name: 'customerName', type: 'input', label: 'finance.customer' },
    { name: 'customerId', type: 'select', label: 'finance.customer', wireOnly: true },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'invoiceNo', type: 'input', label: 'finance.invoiceNo' },
  ],
  columns: [
    'invoiceCode',
    'customerName',
    'invoiceType',
    'titleName',
    'amount',
    'settlementCodes',
    'invoiceNo',
    'invoiceDate',
    'approveState',
    'submitUser',
    'createdAt',
  ],
  orderBy: { field: 'xsInvoicingId', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'sales-invoice', label: 'finance.invoiceTitle', route: '/approval/invoice-approval', titleField: 'invoiceCode' }],
  buttons: [{ code: 'makeout', label: 'finance.makeout' }],
  calls: {
    '/sales/invoicing/page': 'page',
    '/sales/invoicing/save': 'x:saveInvoice',
    '/sales/invoicing/getCustomer': 'x:customers',
    '/sales/invoicing/detail': 'x:detail',
    '/sales/invoicing/submit': 'submit',
    '/sales/invoicing/delete': 'x:remove',
    '/sales/invoicing/recover': 'recover',
    '/sales/invoicing/approve-detail': 'approvalInfo',
    '/sales/invoicing/approveApproval': 'approve',
    '/sales/invoicing/refuseApproval': 'refuse',
    '/sales/invoicing/makeout': 'x:makeout',
    '/sales/invoicing/open-settlements': 'x:openSettlements',
  },
  actions: ['page', 'list', 'get', 'export', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
