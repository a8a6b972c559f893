import { baseApi } from '../api/base-api';
import type { Notice, Page, PendingTask } from '../api/notice.api';
import type { Language } from '../i18n/detect-language';
import { useAppSelector } from '../store/hooks';

type TaskArgs = { user_id: string | number; type?: number; page?: number; limit?: number };
type QueryOptions = { skip?: boolean; pollingInterval?: number };

/**
 * Pending to-dos and notices through RTK Query, so the badge and the home page share one cache.
 * The server words each to-do in the language of the call (src/domain/todo-texts.ts): the language
 * is part of the cache key (`lang`, not sent), so a switch reads them again in the new one.
 */
export const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pendingTasks: build.query<Page<PendingTask>, TaskArgs & { lang: Language }>({
      query: ({ page = 1, limit = 20, lang: _lang, ...rest }) => ({ url: '/system/basic/getUnDealTask', params: { page, limit, ...rest } }),
      providesTags: ['Todo'],
    }),
    notices: build.query<Page<Notice>, { type?: number; lang: Language }>({
      query: ({ type }) => ({ url: '/system/notice/list', params: { type, page: 1, limit: 50 } }),
      providesTags: ['Notice'],
    }),
    readAllNotices: build.mutation<unknown, void>({
      query: () => ({ url: '/system/notice/read-all' }),
      invalidatesTags: ['Notice'],
    }),
  }),
});

export const { useReadAllNoticesMutation } = noticeApi;

/** The user's to-dos, in the language they read. */
export function usePendingTasksQuery(args: TaskArgs, opts?: QueryOptions) {
  const lang = useAppSelector((s) => s.settings.language);
  return noticeApi.usePendingTasksQuery({ ...args, lang }, opts);
}

/** The user's notices, in the language they read. */
export function useNoticesQuery(args: { type?: number }, opts?: QueryOptions) {
  const lang = useAppSelector((s) => s.settings.language);
  return noticeApi.useNoticesQuery({ ...args, lang }, opts);
}
