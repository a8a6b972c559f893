import { defineResource } from '../types';

/** System configuration entries (system/system-config, /settings/sys-setting). */
export const systemConfigResource = defineResource({
  name: 'systemConfig', readableBy: 'session', table: 'system_config', id: 'id', screen: '/settings/sys-setting', title: 'config.title',
  fields: [
    { name: 'configCode', type: 'string', label: 'config.code', required: true, unique: true, max: 64 },
    { name: 'configName', type: 'string', label: 'config.name', max: 100 },
    { name: 'configValue', type: 'textarea', label: 'config.value', required: true, max: 2000 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'configCode', type: 'input', label: 'config.code' }, { name: 'configName', type: 'input', label: 'config.name' }],
  columns: ['configCode', 'configName', 'configValue', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {
    '/system/system-config/getList': 'list', '/system/system-config/get': 'x:configGet',
    '/system/system-config/updateConfigList': 'x:updateConfigList', '/system/system-config/insertBatch': 'x:insertBatch',
    '/system/system-config/insert': 'add', '/system/system-config/update': 'update', '/system/system-config/save': 'save',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export', 'exists'],
});

/** Typed settings (system/basic/findbyvalue, /settings/basic-setting). */
export const settingResource = defineResource({
  name: 'setting', readableBy: 'session', table: 'settings', id: 'id', screen: '/settings/basic-setting', title: 'setting.title', orgScoped: true,
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

const CONST_TYPES = [
  { value: 'task_detail_type', label: 'sysConst.taskDetailType' }, { value: 'return_handling_method', label: 'sysConst.returnHandling' },
  { value: 'return_remaining_type', label: 'sysConst.returnRemaining' }, { value: 'statistics', label: 'sysConst.statistics' },
] as const;

/** System constants (/statistics/sysConst, system/sys/const-list). */
export const sysConstResource = defineResource({
  name: 'sysConst', table: 'sys_consts', id: 'id', screen: '/settings/basic-setting', title: 'sysConst.title', ordering: true,
  fields: [
    { name: 'constType', type: 'enum', label: 'sysConst.type', required: true, options: CONST_TYPES },
    { name: 'constCode', type: 'string', label: 'sysConst.code', required: true, max: 32 },
    { name: 'constName', type: 'string', label: 'sysConst.name', required: true, max: 100 },
    { name: 'constValue', type: 'string', label: 'sysConst.value', max: 200 },
    { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
  ],
  search: [{ name: 'constType', type: 'select', label: 'sysConst.type', options: CONST_TYPES }, { name: 'constName', type: 'input', label: 'sysConst.name' }],
  columns: ['constType', 'constCode', 'constName', 'constValue', 'sort'],
  orderBy: { field: 'sort', dir: 'asc' },
  calls: { '/statistics/sysConst/list': 'page', '/statistics/sysConst/update': 'update', '/statistics/sysConst/add': 'add', '/statistics/sysConst/delete': 'delete' },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'sort', 'top', 'bottom'],
});

/** Event settings: which plant events notify whom (/sales/sys/event, /settings/event-setting). */
export const eventResource = defineResource({
  name: 'event', table: 'sys_events', id: 'id', screen: '/settings/event-setting', title: 'event.title',
  fields: [
    { name: 'eventCode', type: 'string', label: 'event.code', required: true, unique: true, max: 32 },
    { name: 'eventName', type: 'string', label: 'event.name', required: true, max: 100 },
    { name: 'enabled', type: 'bool', label: 'event.enabled' },
    { name: 'notifyUsers', type: 'string', label: 'event.notifyUsers', max: 500 },
    { name: 'thresholdValue', type: 'decimal', label: 'event.threshold', rule: 1 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'eventName', type: 'input', label: 'event.name' }],
  columns: ['eventCode', 'eventName', 'enabled', 'notifyUsers', 'thresholdValue', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/sales/sys/event/list': 'list', '/sales/sys/event/save': 'save' },
  actions: ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'],
});

/** The audit log (/settings/systemJournal): read only, searchable. */
export const auditLogResource = defineResource({
  name: 'auditLog', table: 'audit_log', id: 'id', screen: '/settings/systemJournal', title: 'journal.title', readOnly: true,
  fields: [
    { name: 'at', type: 'datetime', label: 'journal.at', sortable: true, width: 170 },
    { name: 'userName', type: 'string', label: 'journal.user' },
    { name: 'orgId', type: 'string', label: 'journal.org' },
    { name: 'action', type: 'string', label: 'journal.action' },
    { name: 'entity', type: 'string', label: 'journal.entity' },
    { name: 'entityId', type: 'string', label: 'journal.entityId' },
    { name: 'ip', type: 'string', label: 'journal.ip' },
    { name: 'detail', type: 'textarea', label: 'journal.detail' },
  ],
  search: [
    { name: 'userName', type: 'input', label: 'journal.user' },
    { name: 'entity', type: 'input', label: 'journal.entity' },
    { name: 'action', type: 'input', label: 'journal.action' },
    { name: 'at', type: 'datetimerange', label: 'journal.at' },
  ],
  columns: ['at', 'userName', 'orgId', 'action', 'entity', 'entityId', 'ip', 'detail'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: {},
  actions: ['page', 'get', 'export'],
});

/** Plant control hosts of each station (system/sys/host/list, getHost). */
export const hostResource = defineResource({
  name: 'host', table: 'hosts', id: 'id', screen: '/settings/station-manage', title: 'host.title', orgScoped: true,
  fields: [
    { name: 'hostName', type: 'string', label: 'host.name', required: true, max: 64 },
    { name: 'ip', type: 'string', label: 'host.ip', required: true, max: 64 },
    { name: 'port', type: 'int', label: 'host.port', rule: 3 },
    { name: 'kind', type: 'enum', label: 'host.kind', options: [{ value: 'batching', label: 'host.batching' }, { value: 'weighbridge', label: 'host.weighbridge' }, { value: 'video', label: 'host.video' }] },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'hostName', type: 'input', label: 'host.name' }],
  columns: ['hostName', 'ip', 'port', 'kind', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/system/sys/host/list': 'page' },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete'],
});
