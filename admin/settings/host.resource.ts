import { defineResource } from '../../src/domain/resources/types';

/** Plant control hosts of each station (system/sys/host/list, getHost). */
export const hostResource = defineResource({
  name: 'host',
  table: 'hosts',
  id: 'id',
  screen: '/settings/station-manage',
  title: 'host.title',
  orgScoped: true,
  fields: [
    { name: 'hostName', type: 'string', label: 'host.name', required: true, max: 64 },
    { name: 'ip', type: 'string', label: 'host.ip', required: true, max: 64 },
    { name: 'port', type: 'int', label: 'host.port', rule: 3 },
    {
      name: 'kind',
      type: 'enum',
      label: 'host.kind',
      options: [
        { value: 'batching', label: 'host.batching' },
        { value: 'weighbridge', label: 'host.weighbridge' },
        { value: 'video', label: 'host.video' },
      ],
    },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'hostName', type: 'input', label: 'host.name' }],
  columns: ['hostName', 'ip', 'port', 'kind', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/system/sys/host/list': 'page' },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete'],
});
