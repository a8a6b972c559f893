import { CMD, SNAPSHOT, type NoticeEvent } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { ring } from '../merge-rules';

/** A pending to-do as /system/basic/getUnDealTask answers it (docs/wire.md). */
export interface PendingTodo {
  id: number;
  type: number;
  title: string;
  content: string;
  create_time: string;
  route?: string;
}

export interface NoticesState {
  /** first page of the user's pending to-dos */
  pending: PendingTodo[];
  total: number;
  /** notices pushed since the page opened, newest last */
  recent: NoticeEvent[];
}

export const noticesChannel: ChannelDef<NoticesState> = {
  name: 'notices',
  snapshot: SNAPSHOT.notices,
  params: { page: 1, limit: 10 },
  poll: { downMs: 60_000 },
  initial: { pending: [], total: 0, recent: [] },
  fromSnapshot: (data, previous) => {
    const d = data as { list?: PendingTodo[]; total?: number };
    return { pending: d.list ?? [], total: Number(d.total ?? 0), recent: previous.recent };
  },
  updates: [ring<NoticesState, 'recent'>(CMD.notice, 'recent', 50, (n) => String(n.id))],
};
