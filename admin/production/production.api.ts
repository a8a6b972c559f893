import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTags, type PickOption, type Row } from '../../src/api/resource.api';

/**
 * The production screens' own calls: the task form's pickers, the task add and update of
 * /production/order, and the control panel's organisations and totals. Shapes as
 * admin/production/*.server.ts and server/operations/task.routes.ts answer them.
 */
export type ProjectOption = PickOption & { customerName?: string };
/** `isGroup`: whether the caller's organisation is a group, and the organisations it sees. */
export interface OrgGroup {
  isGroup: boolean;
  orgs: Array<{ orgId: string; orgName: string }>;
}
/** `task-total-info`: an organisation's task figures, which live task and ticket events change. */
export interface TaskTotals {
  taskCount: number;
  planQuantity: number;
  shippedQuantity: number;
  truckCount: number;
  completedCount: number;
}

const orgParams = (orgId: string | undefined) => (orgId ? { orgId } : {});

export const productionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** select-projects: the projects of the organisation, named with their customer */
    taskProjectOptions: build.query<ProjectOption[], string | undefined>({
      query: (orgId) => ({ url: '/production/production/select-projects', params: orgParams(orgId) }),
      providesTags: resourceTags('customerSite'),
    }),
    /** select-recipes: the organisation's mix designs */
    taskRecipeOptions: build.query<PickOption[], string | undefined>({
      query: (orgId) => ({ url: '/production/production/select-recipes', params: orgParams(orgId) }),
      providesTags: resourceTags('recipeLib'),
    }),
    /** task-add and task-update: the form's values (a task is entered pending; the server checks the customer's credit) */
    saveSanyTask: build.mutation<unknown, { values: Row; update: boolean }>({
      query: ({ values, update }) => ({
        url: update ? '/production/production/task-update' : '/production/sany_production/task-add',
        method: 'POST',
        body: values,
      }),
      invalidatesTags: changesResources('sanyTask', 'task'),
    }),
    orgGroup: build.query<OrgGroup, void>({ query: () => ({ url: '/production/task/plan/isGroup' }), providesTags: resourceTags('station') }),
    taskTotals: build.query<TaskTotals, string>({
      query: (orgId) => ({ url: '/production/production/task-total-info', params: { orgId } }),
      providesTags: resourceTags('task', 'deliveryTicket'),
    }),
  }),
});

export const { useTaskProjectOptionsQuery, useTaskRecipeOptionsQuery, useSaveSanyTaskMutation, useOrgGroupQuery, useTaskTotalsQuery } = productionApi;
