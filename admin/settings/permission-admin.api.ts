import { baseApi } from '../../src/api/base-api';
import type { Page } from '../../src/api/notice.api';
import type { FlowLevel } from '../../src/domain/resources/approval';
import type { MenuNode } from '../../src/domain/screens/menu-tree';

export interface FlowType {
  businessType: string;
  label: string;
  route: string;
  levels: FlowLevel[];
}
export interface RoleRow {
  role_id: number;
  role_code: string;
  role_name: string;
  remark: string;
  userCount: number;
}
export interface RoleGrants {
  roleId: number;
  menuIds: number[];
  details: Array<{ menuId: number; buttons: string[] }>;
}
export interface UserRow {
  user_id: number;
  user_name: string;
  true_name: string;
}

/** Calls of the approval-flow and role screens (spec §7 roles; /system/approval-flow/*). */
export const permissionAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Flow', 'Role'] }).injectEndpoints({
  endpoints: (build) => ({
    flows: build.query<FlowType[], void>({ query: () => ({ url: '/system/approval-flow/list' }), providesTags: ['Flow'] }),
    unconfiguredFlows: build.query<Array<Omit<FlowType, 'levels'>>, void>({
      query: () => ({ url: '/system/approval-flow/unconfigured' }),
      providesTags: ['Flow'],
    }),
    saveFlow: build.mutation<unknown, { businessType: string; levels: Array<{ approvers: FlowLevel['approvers'] }> }>({
      query: (body) => ({ url: '/system/approval-flow/save', method: 'POST', body }),
      invalidatesTags: ['Flow'],
    }),
    roles: build.query<RoleRow[], void>({ query: () => ({ url: '/erp/console/role/list' }), providesTags: ['Role'] }),
    users: build.query<Page<UserRow>, void>({ query: () => ({ url: '/user/users/list', params: { page: 1, limit: 500, status: 1 } }) }),
    menuTree: build.query<MenuNode[], void>({ query: () => ({ url: '/user/menu/tree-data' }) }),
    roleGrants: build.query<RoleGrants, number>({ query: (roleId) => ({ url: '/user/role-menu/select', params: { roleId } }), providesTags: ['Role'] }),
    saveRoleMenus: build.mutation<unknown, { roleId: number; menuIds: number[] }>({
      query: (body) => ({ url: '/user/role-menu/insert', method: 'POST', body }),
      invalidatesTags: ['Role'],
    }),
    saveRoleButtons: build.mutation<unknown, { roleId: number; auths: Array<{ menuId: number; buttons: string[] }> }>({
      query: ({ roleId, auths }) => ({ url: '/user/role-menu/insertDetail', method: 'POST', params: { roleId }, body: auths }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const {
  useFlowsQuery,
  useUnconfiguredFlowsQuery,
  useSaveFlowMutation,
  useRolesQuery,
  useUsersQuery,
  useMenuTreeQuery,
  useRoleGrantsQuery,
  useSaveRoleMenusMutation,
  useSaveRoleButtonsMutation,
} = permissionAdminApi;
