import { baseApi } from '../api/base-api';
import type { Notice, Page, PendingTask } from '../api/notice.api';

/** Pending to-dos and notices through RTK Query, so the badge and the home page share one cache. */
export const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pendingTasks: build.query<Page<PendingTask>, { user_id: string | number; type?: number; page?: number; limit?: number }>({
      query: ({ page = 1, limit = 20, ...rest }) => ({ url: '/system/basic/getUnDealTask', params: { page, limit, ...rest } }),
      providesTags: ['Todo'],
    }),
    notices: build.query<Page<Notice>, { type?: number }>({
      query: ({ type }) => ({ url: '/system/notice/list', params: { type, page: 1, limit: 50 } }),
      providesTags: ['Notice'],
    }),
    readAllNotices: build.mutation<unknown, void>({
      query: () => ({ url: '/system/notice/read-all' }),
      invalidatesTags: ['Notice'],
    }),
  }),
});

export const { usePendingTasksQuery, useNoticesQuery, useReadAllNoticesMutation } = noticeApi;
