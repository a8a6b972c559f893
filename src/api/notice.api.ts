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
