import { defineResource } from '../../src/domain/resources/types';
import { period, PRODUCT_TYPES } from './price.resource';

/**
 * Internal prices (/sales/inside): what a grade is worth between the group's own stations, per
 * period. The ticket resolution never reads them; transfers between stations do.
 */
export const internalPeriodResource = period('internalPeriod', 'internal', '/sales/inside', { '/sales/sanyinformationprice/internalpricetime-list': 'page' });

export const internalPriceResource = defineResource({
  name: 'internalPrice',
  table: 'internal_prices',
  id: 'id',
  screen: '/sales/inside',
  title: 'price.internalPrice',
  orgScoped: true,
  fields: [
    { name: 'periodId', type: 'ref', label: 'price.period', required: true, ref: { resource: 'internalPeriod', labelField: 'name' }, hideInTable: true },
    {
      name: 'periodName',
      type: 'string',
      label: 'price.period',
      readonly: true,
      hideInForm: true,
      join: { table: 'price_periods', local: 'period_id', remote: 'id', column: 'name' },
    },
    { name: 'productType', type: 'enum', label: 'price.productType', required: true, options: PRODUCT_TYPES },
    { name: 'grade', type: 'string', label: 'price.grade', required: true, max: 16, sortable: true },
    { name: 'price', type: 'decimal', label: 'price.price', required: true, rule: 1 },
    { name: 'updatedAt', type: 'datetime', label: 'price.updatedAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'periodId', type: 'select', label: 'price.period', wireOnly: true },
    { name: 'productType', type: 'select', label: 'price.productType', options: PRODUCT_TYPES },
    { name: 'grade', type: 'input', label: 'price.grade' },
  ],
  columns: ['periodName', 'productType', 'grade', 'price', 'updatedAt'],
  orderBy: { field: 'grade', dir: 'asc' },
  calls: { '/sales/sanyinformationprice/findInternalProductType': 'page', '/sales/sanyinformationprice/internalprice-add': 'save' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});
