import { defineResource } from '../../src/domain/resources/types';

/** Event settings: which plant events notify whom (/sales/sys/event, /settings/event-setting). */
export const eventResource = defineResource({
  name: 'event',
  table: 'sys_events',
  id: 'id',
  screen: '/settings/event-setting',
  title: 'event.title',
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
