import { CMD, SNAPSHOT, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { upsert } from '../merge-rules';

export type TasksState = Snapshots['tasks'];

/** Today's production tasks and their delivery tickets. */
export const tasksChannel: ChannelDef<TasksState> = {
  name: 'tasks',
  snapshot: SNAPSHOT.tasks,
  poll: { downMs: 15_000 },
  initial: { list: [], tickets: [] },
  fromSnapshot: (data) => {
    const d = data as TasksState;
    return { list: d.list ?? [], tickets: d.tickets ?? [] };
  },
  updates: [upsert<TasksState, 'list'>(CMD.task, 'list', (t) => t.id!), upsert<TasksState, 'tickets'>(CMD.ticket, 'tickets', (t) => t.id!)],
};
