import { defineResource } from '../../src/domain/resources/types';

/** The customer's name, read beside each credit and request row. */
export const CUSTOMER_JOIN = { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' };

/** Customer credit limits (system/customer-amount): one row per customer. */
export const customerCreditResource = defineResource({
  name: 'customerCredit',
  table: 'customer_credits',
  id: 'id',
  screen: '/sales/customer',
  title: 'credit.title',
  orgScoped: true,
  fields: [
    { name: 'customerId', type: 'ref', label: 'credit.customer', required: true, unique: true, ref: { resource: 'customer', labelField: 'customerName' } },
    { name: 'customerName', type: 'string', label: 'credit.customer', readonly: true, hideInForm: true, join: CUSTOMER_JOIN },
    { name: 'creditAmount', type: 'decimal', label: 'credit.amount', rule: 1, required: true, summary: true },
    { name: 'tempAmount', type: 'decimal', label: 'credit.tempAmount', readonly: true, summary: true },
    { name: 'tempExpireTime', type: 'datetime', label: 'credit.tempExpire', readonly: true },
    { name: 'updatedAt', type: 'datetime', label: 'res.updatedAt', readonly: true, hideInForm: true },
  ],
  search: [{ name: 'customerName', type: 'input', label: 'credit.customer' }],
  columns: ['customerName', 'creditAmount', 'tempAmount', 'tempExpireTime', 'updatedAt'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: {
    '/system/customer-amount/page': 'page',
    '/system/customer-amount/preset': 'x:preset',
    '/system/customer-amount/adjust': 'x:adjust',
    '/system/customer-amount/get-expire-time': 'x:expireTime',
    '/system/customer-amount/validity-config': 'x:validityConfig',
    '/system/customer-amount/save-validity-config': 'x:saveValidityConfig',
  },
  actions: ['page', 'list', 'get', 'export'],
});
