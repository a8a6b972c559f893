import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';
import { CUSTOMER_JOIN } from './customer-credit.resource';

/** Temporary credit increases, approved through the 'customer-temp-credit' flow. */
export const creditRequestResource = defineResource({
  name: 'creditRequest',
  table: 'credit_requests',
  id: 'id',
  screen: '/sales/customer',
  title: 'credit.requestTitle',
  orgScoped: true,
  fields: [
    { name: 'customerId', type: 'ref', label: 'credit.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' } },
    { name: 'customerName', type: 'string', label: 'credit.customer', readonly: true, hideInForm: true, join: CUSTOMER_JOIN },
    { name: 'amount', type: 'decimal', label: 'credit.increase', rule: 1, required: true, summary: true },
    { name: 'expireTime', type: 'datetime', label: 'credit.tempExpire', readonly: true },
    { name: 'reason', type: 'textarea', label: 'credit.reason', required: true, max: 300 },
    ...APPROVAL_FIELDS,
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'customerName', type: 'input', label: 'credit.customer' },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    { name: 'createdAt', type: 'datetimerange', label: 'res.createdAt' },
  ],
  columns: ['customerName', 'amount', 'reason', 'expireTime', 'approveState', 'submitUser', 'createdAt'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [
    {
      name: 'approval',
      businessType: 'customer-temp-credit',
      label: 'credit.requestTitle',
      route: '/approval/temp-credit-approval',
      titleField: 'customerName',
    },
  ],
  calls: {
    '/system/customer-amount/temp-increase': 'x:tempIncrease',
    '/system/customer-amount/customer-approval-page': 'approvalPage',
    '/system/customer-amount/amount-submit-detail': 'approvalInfo',
    '/system/customer-amount/amount-approval': 'approve',
    '/system/customer-amount/amount-refuse': 'refuse',
    '/system/customer-amount/info-page': 'page',
  },
  actions: ['page', 'get', 'export', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
