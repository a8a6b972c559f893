import { defineResource } from '../../src/domain/resources/types';

export const USER_STATUS = [
  { value: 1, label: 'res.enabled' },
  { value: 0, label: 'res.disabled' },
] as const;
export const USER_TYPES = [
  { value: 'staff', label: 'user.typeStaff' },
  { value: 'member', label: 'user.typeMember' },
] as const;

/**
 * Users as /hr/user shows them. Served by server/modules/users (its own calls, not the generic
 * handlers), which checks its input against these fields' lengths and options.
 */
export const userResource = defineResource({
  name: 'user',
  table: 'users',
  id: 'user_id',
  screen: '/hr/user',
  title: 'user.title',
  servedBy: 'server/modules/users',
  fields: [
    { name: 'user_name', type: 'string', label: 'user.userName', required: true, max: 50 },
    { name: 'true_name', type: 'string', label: 'user.trueName', required: true, max: 50 },
    { name: 'user_code', type: 'string', label: 'user.userCode', required: true, unique: true, max: 32 },
    { name: 'user_type', type: 'enum', label: 'user.userType', options: USER_TYPES },
    { name: 'post_code', type: 'string', label: 'user.postCode', max: 16 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' },
    { name: 'org_id', type: 'string', label: 'user.orgId', readonly: true },
    { name: 'status', type: 'enum', label: 'res.status', options: USER_STATUS },
    { name: 'password', type: 'string', label: 'user.password', required: true, max: 64, hideInTable: true },
  ],
  search: [
    { name: 'user_name', type: 'input', label: 'user.userName' },
    { name: 'true_name', type: 'input', label: 'user.trueName' },
    { name: 'status', type: 'select', label: 'res.status', options: USER_STATUS },
  ],
  columns: ['user_name', 'true_name', 'user_code', 'user_type', 'post_code', 'phone', 'org_id', 'status'],
  calls: {
    '/user/users/list': 'page',
    '/user/users/save': 'add',
    '/user/users/update': 'update',
    '/user/users/delete': 'delete',
    '/user/users/code_check': 'exists',
  },
  actions: ['page', 'add', 'update', 'delete', 'exists'],
});
