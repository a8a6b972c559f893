import { defineResource } from '../../src/domain/resources/types';
import { PRODUCT_TYPES } from './price.resource';

/**
 * Quotations (/sales/quoto-manage): the prices offered to a customer for a project before there is
 * a contract, line by line, valid until a day. A quotation is offered, then won or lost.
 */
export const QUOTATION_STATES = [
  { value: 0, label: 'terms.quoteDraft' },
  { value: 1, label: 'terms.quoteOffered' },
  { value: 2, label: 'terms.quoteWon' },
  { value: 3, label: 'terms.quoteLost' },
] as const;

export const quotationResource = defineResource({
  name: 'quotation',
  table: 'quotations',
  id: 'id',
  screen: '/sales/quoto-manage',
  title: 'terms.quotation',
  orgScoped: true,
  fields: [
    { name: 'quoteCode', type: 'string', label: 'terms.quoteCode', required: true, unique: true, max: 32, sortable: true },
    { name: 'customerId', type: 'ref', label: 'pact.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' }, hideInTable: true },
    {
      name: 'customerName',
      type: 'string',
      label: 'pact.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
    { name: 'projectName', type: 'string', label: 'pact.project', required: true, max: 100 },
    { name: 'quoteDate', type: 'date', label: 'terms.quoteDate', required: true, sortable: true },
    { name: 'validUntil', type: 'date', label: 'terms.validUntil', required: true },
    { name: 'state', type: 'enum', label: 'terms.quoteState', required: true, options: QUOTATION_STATES },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'quoteCode', type: 'input', label: 'terms.quoteCode' },
    { name: 'customerName', type: 'input', label: 'pact.customer' },
    { name: 'state', type: 'select', label: 'terms.quoteState', options: QUOTATION_STATES },
    { name: 'quoteDate', type: 'daterange', label: 'terms.quoteDate' },
  ],
  columns: ['quoteCode', 'customerName', 'projectName', 'quoteDate', 'validUntil', 'state'],
  orderBy: { field: 'quoteDate', dir: 'desc' },
  code: { field: 'quoteCode', prefix: 'BJ', digits: 6 },
  calls: {
    '/sales/quotation/page': 'page',
    '/sales/quotation/save': 'save',
    '/sales/quotation/detail': 'get',
    '/sales/quotation/delete': 'delete',
    '/sales/quotation/getCode': 'code',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export', 'exists', 'code'],
});

export const quotationLineResource = defineResource({
  name: 'quotationLine',
  table: 'quotation_lines',
  id: 'id',
  screen: '/sales/quoto-manage',
  title: 'terms.quotationLine',
  orgScoped: true,
  fields: [
    { name: 'quotationId', type: 'ref', label: 'terms.quoteCode', required: true, ref: { resource: 'quotation', labelField: 'quoteCode' }, hideInTable: true },
    {
      name: 'quoteCode',
      type: 'string',
      label: 'terms.quoteCode',
      readonly: true,
      hideInForm: true,
      join: { table: 'quotations', local: 'quotation_id', remote: 'id', column: 'quote_code' },
    },
    { name: 'productType', type: 'enum', label: 'price.productType', required: true, options: PRODUCT_TYPES },
    { name: 'grade', type: 'string', label: 'price.grade', required: true, max: 16 },
    { name: 'price', type: 'decimal', label: 'price.price', required: true, rule: 1 },
    { name: 'quantity', type: 'decimal', label: 'terms.estimatedM3', rule: 3, scale: 3 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'quotationId', type: 'select', label: 'terms.quoteCode', wireOnly: true },
    { name: 'quoteCode', type: 'input', label: 'terms.quoteCode' },
  ],
  columns: ['quoteCode', 'productType', 'grade', 'price', 'quantity', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/sales/quotation/line-list': 'page', '/sales/quotation/line-save': 'save', '/sales/quotation/line-delete': 'delete' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});
