import { requestData } from './http-client';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** A to-do of `system/basic/getUnDealTask` (docs/wire.md). */
export interface PendingTask {
  id: number | string;
  type: number;
  typeFrom?: string;
  title?: string;
  content?: string;
  create_user?: string;
  create_time?: string;
  state: number;
  business_type?: string;
  business_id?: string | number;
  route?: string;
}

export interface Notice {
  id: number | string;
  type: number;
  time: string;
  approveName?: string;
  title?: string;
  content?: string;
  read?: boolean;
}

export interface PendingQuery {
  user_id: string | number;
  page?: number;
  limit?: number;
  type?: number;
}

export const fetchPendingTasks = ({ page = 1, limit = 20, ...rest }: PendingQuery) =>
  requestData<Page<PendingTask>>('/system/basic/getUnDealTask', { params: { page, limit, ...rest } });

export const fetchNotices = (type?: number) =>
  requestData<Page<Notice>>('/system/notice/list', { params: { type, page: 1, limit: 50 } });

export const markAllNoticesRead = () => requestData<unknown>('/system/notice/read-all');
