import { defineResource } from '../../src/domain/resources/types';

const STATUS = [{ value: 1, label: 'res.enabled' }, { value: 0, label: 'res.disabled' }] as const;
const USER_TYPES = [{ value: 'staff', label: 'ui.userTypeStaff' }, { value: 'member', label: 'ui.userTypeMember' }] as const;

/**
 * Users as /hr/user shows them. Served by server/modules/users (its own calls, not the generic
 * handlers), so this declaration lives with the screen and is not in the server's registry.
 */
export const userResource = defineResource({
  name: 'user', table: 'users', id: 'user_id', screen: '/hr/user', title: 'ui.userTitle',
  fields: [
    { name: 'user_name', type: 'string', label: 'ui.userName', required: true, max: 50 },
    { name: 'true_name', type: 'string', label: 'ui.trueName', required: true, max: 50 },
    { name: 'user_code', type: 'string', label: 'ui.userCode', required: true, unique: true, max: 32 },
    { name: 'user_type', type: 'enum', label: 'ui.userType', options: USER_TYPES },
    { name: 'post_code', type: 'string', label: 'ui.postCode', max: 16 },
    { name: 'phone', type: 'string', label: 'res.phone', max: 40 },
    { name: 'org_id', type: 'string', label: 'ui.orgId', readonly: true },
    { name: 'status', type: 'enum', label: 'res.status', options: STATUS },
    { name: 'password', type: 'string', label: 'ui.password', required: true, max: 64, hideInTable: true },
  ],
  search: [
    { name: 'user_name', type: 'input', label: 'ui.userName' },
    { name: 'true_name', type: 'input', label: 'ui.trueName' },
    { name: 'status', type: 'select', label: 'res.status', options: STATUS },
  ],
  columns: ['user_name', 'true_name', 'user_code', 'user_type', 'post_code', 'phone', 'org_id', 'status'],
  calls: {
    '/user/users/list': 'page', '/user/users/save': 'add', '/user/users/update': 'update', '/user/users/delete': 'delete',
    '/user/users/code_check': 'exists',
  },
  actions: ['page', 'add', 'update', 'delete', 'exists'],
});
