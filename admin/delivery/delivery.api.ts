import { baseApi } from '../../src/api/base-api';
import type { Page } from '../../src/api/notice.api';
import { changesResources, resourceTags } from '../../src/api/resource.api';

/**
 * The return desk's calls (/production/return-management). `ReturnEntry` is the input of
 * `addReturnHandleRecord` (`HandleInput` in ./return-handle.server.ts, which client code may not import).
 */
export interface ReturnEntry {
  ticketId: number;
  remainingType: string;
  handlingMethod: string;
  quantity: string;
  targetTaskId?: number;
  remark?: string;
}
/** The columns of a delivery ticket row the entry reads. */
export interface ReturnTicket {
  id: number;
  orgId: string;
  ticketCode: string;
  taskId: number;
  taskCode: string;
  quantity: number;
  detailState: string;
}
/** The columns of a task row the entry reads. */
export interface ReturnTargetTask {
  id: number;
  taskCode: string;
  projectName: string;
  orgId: string;
  state: number;
}

export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** the tickets whose code holds `ticketCode` (at most 20), which live ticket events refresh */
    ticketsToReturn: build.query<Page<ReturnTicket>, string>({
      query: (ticketCode) => ({ url: '/resource/deliveryTicket/page', params: { ticketCode, limit: '20' } }),
      providesTags: resourceTags('deliveryTicket'),
    }),
    /** the tasks a transfer may go to (at most 500), which live task events refresh */
    returnTargetTasks: build.query<Page<ReturnTargetTask>, void>({
      query: () => ({ url: '/resource/task/page', params: { limit: '500' } }),
      providesTags: resourceTags('task'),
    }),
    addReturnHandle: build.mutation<unknown, ReturnEntry>({
      query: (body) => ({ url: '/production/production/addReturnHandleRecord', method: 'POST', body }),
      invalidatesTags: changesResources('returnHandleRecord', 'concreteTransfer'),
    }),
  }),
});

export const { useTicketsToReturnQuery, useReturnTargetTasksQuery, useAddReturnHandleMutation } = deliveryApi;
