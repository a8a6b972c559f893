import { defineResource } from '../../src/domain/resources/types';

/** Typed settings (system/basic/findbyvalue, /settings/basic-setting). */
export const settingResource = defineResource({
  name: 'setting',
  readableBy: 'session',
  table: 'settings',
  id: 'id',
  screen: '/settings/basic-setting',
  title: 'setting.title',
  orgScoped: true,
  fields: [
    { name: 'type', type: 'string', label: 'setting.type', required: true, max: 64 },
    // empty is a value: an empty map_tile_url means the offline base map
    { name: 'value', type: 'textarea', label: 'setting.value', max: 2000 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'type', type: 'input', label: 'setting.type' }],
  columns: ['type', 'value', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/system/basic/findbyvalue': 'page' },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export'],
});
