import { defineResource } from '../../src/domain/resources/types';

const CONST_TYPES = [
  { value: 'task_detail_type', label: 'sysConst.taskDetailType' },
  { value: 'return_handling_method', label: 'sysConst.returnHandling' },
  { value: 'return_remaining_type', label: 'sysConst.returnRemaining' },
  { value: 'statistics', label: 'sysConst.statistics' },
] as const;

/** System constants (/statistics/sysConst, system/sys/const-list). */
export const sysConstResource = defineResource({
  name: 'sysConst',
  table: 'sys_consts',
  id: 'id',
  screen: '/settings/basic-setting',
  title: 'sysConst.title',
  ordering: true,
  fields: [
    { name: 'constType', type: 'enum', label: 'sysConst.type', required: true, options: CONST_TYPES },
    { name: 'constCode', type: 'string', label: 'sysConst.code', required: true, max: 32 },
    { name: 'constName', type: 'string', label: 'sysConst.name', required: true, max: 100 },
    { name: 'constValue', type: 'string', label: 'sysConst.value', max: 200 },
    { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'constType', type: 'select', label: 'sysConst.type', options: CONST_TYPES },
    { name: 'constName', type: 'input', label: 'sysConst.name' },
  ],
  columns: ['constType', 'constCode', 'constName', 'constValue', 'sort'],
  orderBy: { field: 'sort', dir: 'asc' },
  calls: {
    '/statistics/sysConst/list': 'page',
    '/statistics/sysConst/update': 'update',
    '/statistics/sysConst/add': 'add',
    '/statistics/sysConst/delete': 'delete',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'sort', 'top', 'bottom'],
});
