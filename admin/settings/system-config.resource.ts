import { defineResource } from '../../src/domain/resources/types';

/** System configuration entries (system/system-config, /settings/sys-setting). */
export const systemConfigResource = defineResource({
  name: 'systemConfig',
  readableBy: 'session',
  table: 'system_config',
  id: 'id',
  screen: '/settings/sys-setting',
  title: 'config.title',
  fields: [
    { name: 'configCode', type: 'string', label: 'config.code', required: true, unique: true, max: 64 },
    { name: 'configName', type: 'string', label: 'config.name', max: 100 },
    { name: 'configValue', type: 'textarea', label: 'config.value', required: true, max: 2000 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'configCode', type: 'input', label: 'config.code' },
    { name: 'configName', type: 'input', label: 'config.name' },
  ],
  columns: ['configCode', 'configName', 'configValue', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {
    '/system/system-config/getList': 'list',
    '/system/system-config/get': 'x:configGet',
    '/system/system-config/updateConfigList': 'x:updateConfigList',
    '/system/system-config/insertBatch': 'x:insertBatch',
    '/system/system-config/insert': 'add',
    '/system/system-config/update': 'update',
    '/system/system-config/save': 'save',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export', 'exists'],
});
