import { defineResource } from '../../src/domain/resources/types';

const CUSTOMER_TYPES = [
  { value: 'company', label: 'customer.typeCompany' },
  { value: 'person', label: 'customer.typePerson' },
  { value: 'government', label: 'customer.typeGovernment' },
] as const;

/** Sales customers (/sales/customer, calls /sales/cus/*). */
export const customerResource = defineResource({
  name: 'customer',
  table: 'customers',
  id: 'id',
  screen: '/sales/customer',
  title: 'customer.title',
  orgScoped: true,
  fields: [
    { name: 'customerCode', type: 'string', label: 'customer.code', required: true, unique: true, max: 32, sortable: true },
    { name: 'customerName', type: 'string', label: 'customer.name', required: true, unique: true, max: 100, sortable: true },
    { name: 'shortName', type: 'string', label: 'customer.shortName', max: 50 },
    { name: 'customerType', type: 'enum', label: 'customer.type', options: CUSTOMER_TYPES, required: true },
    { name: 'taxNo', type: 'string', label: 'customer.taxNo', max: 32 },
    { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'address', type: 'string', label: 'res.address', max: 200 },
    { name: 'creditAmount', type: 'decimal', label: 'customer.creditAmount', rule: 1, summary: true },
    { name: 'signDate', type: 'date', label: 'customer.signDate' },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'customerName', type: 'input', label: 'customer.name' },
    { name: 'customerType', type: 'select', label: 'customer.type', options: CUSTOMER_TYPES },
    { name: 'signDate', type: 'daterange', label: 'customer.signDate' },
    { name: 'createdAt', type: 'month', label: 'res.createdMonth' },
  ],
  columns: ['customerCode', 'customerName', 'shortName', 'customerType', 'contact', 'phone', 'creditAmount', 'signDate', 'createdAt'],
  orderBy: { field: 'id', dir: 'desc' },
  code: { field: 'customerCode', prefix: 'KH', digits: 5 },
  calls: {
    '/sales/cus/customer-add': 'add',
    '/sales/cus/customer-list': 'page',
    '/sales/cus/customer-update': 'update',
    '/sales/cus/findbyid': 'get',
    '/sales/cus/customer-delete': 'delete',
    '/sales/cus/getCode': 'code',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'code'],
});
