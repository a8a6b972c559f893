import { defineResource } from '../../src/domain/resources/types';

/** Transfer companies (/sales/transfer_company/*), shown beside customers. */
export const transferCompanyResource = defineResource({
  name: 'transferCompany',
  table: 'transfer_companies',
  id: 'id',
  screen: '/sales/customer',
  title: 'transfer.title',
  orgScoped: true,
  fields: [
    { name: 'code', type: 'string', label: 'transfer.code', required: true, unique: true, max: 32 },
    { name: 'companyName', type: 'string', label: 'transfer.name', required: true, unique: true, max: 100 },
    { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'address', type: 'string', label: 'res.address', max: 200 },
    { name: 'transferPrice', type: 'decimal', label: 'transfer.price', rule: 2, summary: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'companyName', type: 'input', label: 'transfer.name' },
    { name: 'code', type: 'input', label: 'transfer.code' },
  ],
  columns: ['code', 'companyName', 'contact', 'phone', 'address', 'transferPrice'],
  orderBy: { field: 'id', dir: 'desc' },
  code: { field: 'code', prefix: 'ZY', digits: 4 },
  calls: {
    '/sales/transfer_company/add': 'add',
    '/sales/transfer_company/list': 'page',
    '/sales/transfer_company/update': 'update',
    '/sales/transfer_company/findById': 'get',
    '/sales/transfer_company/delete': 'delete',
    '/sales/transfer_company/code': 'code',
    '/sales/transfer_company/company_list': 'list',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'code'],
});
