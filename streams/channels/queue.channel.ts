import { CMD, SNAPSHOT, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { replace } from '../merge-rules';

export type QueueState = Snapshots['queue'];

/** The unloading / driver queue: every message is the whole queue. */
export const queueChannel: ChannelDef<QueueState> = {
  name: 'queue',
  snapshot: SNAPSHOT.queue,
  poll: { downMs: 10_000 },
  initial: { list: [] },
  fromSnapshot: (data) => ({ list: (data as QueueState).list ?? [] }),
  updates: [replace<QueueState, 'list'>(CMD.queue, 'list')],
};
