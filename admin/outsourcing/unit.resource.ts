import { defineResource } from '../../src/domain/resources/types';

/** Outsourcing units: partner plants that produce and deliver for us (/production/outsourcing/outsourcing-unit). */
export const outsourcingUnitResource = defineResource({
  name: 'outsourcingUnit',
  table: 'outsourcing_units',
  id: 'id',
  screen: '/production/outsourcing/outsourcing-unit',
  title: 'outsourcing.unitTitle',
  orgScoped: true,
  fields: [
    { name: 'unitCode', type: 'string', label: 'outsourcing.unitCode', required: true, unique: true, max: 32 },
    { name: 'unitName', type: 'string', label: 'outsourcing.unitName', required: true, unique: true, max: 100 },
    { name: 'contact', type: 'string', label: 'res.contact', max: 50 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'address', type: 'string', label: 'res.address', max: 200 },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'unitName', type: 'input', label: 'outsourcing.unitName' },
    { name: 'unitCode', type: 'input', label: 'outsourcing.unitCode' },
  ],
  columns: ['unitCode', 'unitName', 'contact', 'phone', 'address'],
  orderBy: { field: 'id', dir: 'desc' },
  code: { field: 'unitCode', prefix: 'WX', digits: 4 },
  calls: {},
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'exists', 'code'],
});
