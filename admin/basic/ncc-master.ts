import { defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

export const STATUS = [
  { value: 1, label: 'res.enabled' },
  { value: 0, label: 'res.disabled' },
] as const;
export const VISIBLE = [
  { value: 1, label: 'res.visible' },
  { value: 0, label: 'res.hidden' },
] as const;

/** Fields every NCC master list shares: code, name, visibility, order and remark. */
export const masterFields = (prefix: string): FieldDef[] => [
  { name: 'code', type: 'string', label: `${prefix}.code`, required: true, unique: true, max: 32, sortable: true },
  { name: 'name', type: 'string', label: `${prefix}.name`, required: true, max: 100, sortable: true },
  { name: 'visible', type: 'enum', label: 'res.visibleLabel', options: VISIBLE },
  { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
  { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
];

/** An NCC master list (/basic/master-*): ordered, searchable by code and name, calls under /system/ncc-data/<kind>. */
export function nccMaster(kind: string, screen: string, extra: FieldDef[], extraColumns: string[]): ResourceDef {
  return defineResource({
    name: `ncc${kind[0].toUpperCase()}${kind.slice(1)}`,
    table: `ncc_${kind}`,
    id: 'id',
    screen,
    title: `ncc.${kind}.title`,
    fields: [...masterFields(`ncc.${kind}`), ...extra],
    ordering: true,
    orderBy: { field: 'sort', dir: 'asc' },
    search: [
      { name: 'name', type: 'input', label: `ncc.${kind}.name` },
      { name: 'code', type: 'input', label: `ncc.${kind}.code` },
      { name: 'visible', type: 'checkbox', label: 'res.visibleLabel', options: VISIBLE },
    ],
    columns: ['code', 'name', ...extraColumns, 'visible', 'sort'],
    calls: {
      [`/system/ncc-data/${kind}/list`]: 'page',
      [`/system/ncc-data/${kind}/sort`]: 'sort',
      [`/system/ncc-data/${kind}/topping`]: 'top',
      [`/system/ncc-data/${kind}/bottoming`]: 'bottom',
      ...(kind === 'customer' || kind === 'material' ? { [`/system/ncc-data/${kind}-list`]: 'list' as const } : {}),
    },
    actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'sort', 'top', 'bottom'],
  });
}
