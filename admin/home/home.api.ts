import { baseApi } from '../../src/api/base-api';
import type { Page } from '../../src/api/notice.api';

/** A row of `system/home/today-tasks` (spec §3 Today task entry). */
export interface TodayTask {
  taskCode: string;
  openTime: string;
  hostId: string | number;
  innerNumber: string;
  projectName: string;
  pouringSite: string;
  strength: string;
  planQuantity: number;
  state: number;
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    todayTasks: build.query<Page<TodayTask>, { page: number; limit: number }>({
      query: (params) => ({ url: '/system/home/today-tasks', params }),
      providesTags: ['Home'],
    }),
  }),
});

export const { useTodayTasksQuery } = homeApi;
