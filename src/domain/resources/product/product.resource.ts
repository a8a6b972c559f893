import { defineResource, type ResourceDef } from '../types';

function simple(name: string, table: string, screen: string, calls: ResourceDef['calls'], extra: ResourceDef['fields'] = []): ResourceDef {
  return defineResource({
    name, table, id: 'id', screen, title: `${name}.title`, orgScoped: false, ordering: true,
    fields: [
      { name: 'name', type: 'string', label: `${name}.name`, required: true, unique: true, max: 50 },
      ...extra,
      { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
      { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
    ],
    search: [{ name: 'name', type: 'input', label: `${name}.name` }],
    columns: ['name', ...extra.map((f) => f.name), 'sort', 'remark'],
    orderBy: { field: 'sort', dir: 'asc' },
    calls,
    actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'sort', 'top', 'bottom'],
  });
}

export const unitResource = simple('unit', 'units', '/product/unit', {}, [
  { name: 'symbol', type: 'string', label: 'unit.symbol', required: true, max: 16 },
  { name: 'ratio', type: 'decimal', label: 'unit.ratio', rule: 1, scale: 2 },
]);
export const slumpResource = simple('slump', 'slumps', '/product/slump', { '/system/slump/findall': 'list' }, [
  { name: 'minValue', type: 'int', label: 'slump.min', rule: 2 },
  { name: 'maxValue', type: 'int', label: 'slump.max', rule: 2 },
]);
export const pourTypeResource = simple('pourType', 'pour_types', '/product/pour-type', { '/system/pouringStyle/pouringStyle-list': 'list' }, [
  { name: 'pumpRequired', type: 'bool', label: 'pourType.pump' },
]);
export const otherFeeTypeResource = simple('otherFeeType', 'other_fee_types', '/product/other-fee-type', {}, [
  { name: 'price', type: 'decimal', label: 'otherFeeType.price', rule: 1, summary: true },
  { name: 'unitName', type: 'string', label: 'otherFeeType.unit', max: 16 },
]);
export const pactAreaResource = simple('pactArea', 'pact_areas', '/product/project-zone-setting', { '/system/pact-area/list': 'page' }, [
  { name: 'distanceKm', type: 'decimal', label: 'pactArea.distance', rule: 2 },
  { name: 'fare', type: 'decimal', label: 'pactArea.fare', rule: 1 },
]);
