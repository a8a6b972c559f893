import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { CMD, type ChannelName, type LiveMessage, type VehicleLive } from '../domain/events';
import type { ConnectionState } from '../../streams/connection';
import type { Live } from '../../streams/live';
import { bridgeLiveToStore } from './live-bridge';

function fakeLive() {
  const channels = new Map<ChannelName, Subject<unknown>>();
  const channel = (name: ChannelName) => {
    if (!channels.has(name)) channels.set(name, new Subject());
    return channels.get(name)!;
  };
  const state = new BehaviorSubject<ConnectionState>({ open: false, epoch: 0 });
  const live = { connection: { state, messages: new Subject() }, channel } as unknown as Live;
  return { live, channel, state };
}

const truck = (id: number, status: VehicleLive['status'], lat: number) => ({ id, status, lat }) as VehicleLive;

describe('the bridge from channels to the Redux aggregates', () => {
  it('dispatches the truck counts only when they change, not for every position', () => {
    const { live, channel } = fakeLive();
    const actions: { type: string; payload?: unknown }[] = [];
    const stop = bridgeLiveToStore(live, ((a: { type: string }) => actions.push(a)) as never);
    channel('vehicles').next({ list: [truck(1, 'toJob', 30.1), truck(2, 'loading', 30.2)] });
    channel('vehicles').next({ list: [truck(1, 'toJob', 30.15), truck(2, 'loading', 30.2)] });
    channel('vehicles').next({ list: [truck(1, 'arrived', 30.2), truck(2, 'loading', 30.2)] });
    stop();
    channel('vehicles').next({ list: [] });
    const counts = actions.filter((a) => a.type === 'live/vehiclesCounted').map((a) => a.payload);
    expect(counts).toEqual([
      { byStatus: { toJob: 1, loading: 1 }, count: 2 },
      { byStatus: { arrived: 1, loading: 1 }, count: 2 },
    ]);
  });

  it('follows the connection and refreshes the to-do badge when a notice is pushed', () => {
    const { live, channel, state } = fakeLive();
    const actions: { type: string; payload?: unknown }[] = [];
    const stop = bridgeLiveToStore(live, ((a: { type: string }) => actions.push(a)) as never);
    state.next({ open: true, epoch: 1 });
    channel('notices').next({ pending: [], total: 0, recent: [] });
    channel('notices').next({ pending: [], total: 0, recent: [{ id: 7 }] });
    stop();
    expect(actions.filter((a) => a.type === 'live/connectionChanged').map((a) => a.payload)).toEqual([false, true]);
    expect(actions.filter((a) => a.type === 'api/invalidateTags').map((a) => a.payload)).toEqual([['Todo', 'Notice']]);
  });
});

describe('the bridge from socket events to cached objects', () => {
  it('refetches the objects a command changes, once for a burst', () => {
    vi.useFakeTimers();
    const { live } = fakeLive();
    const messages = live.connection.messages as Subject<LiveMessage>;
    const actions: { type: string; payload?: unknown }[] = [];
    const objectsOf = (cmd: number) => (cmd === CMD.task ? ['task'] : cmd === CMD.ticket ? ['deliveryTicket'] : []);
    const stop = bridgeLiveToStore(live, ((a: { type: string }) => actions.push(a)) as never, objectsOf);
    for (let i = 0; i < 5; i++) messages.next({ cmd: CMD.task, data: {} });
    messages.next({ cmd: CMD.ticket, data: {} });
    messages.next({ cmd: CMD.environment, data: {} });
    vi.advanceTimersByTime(1500);
    stop();
    vi.useRealTimers();
    expect(actions.filter((a) => a.type === 'api/invalidateTags').map((a) => a.payload)).toEqual([
      [{ type: 'Resource', id: 'task' }],
      [{ type: 'Resource', id: 'deliveryTicket' }],
      [{ type: 'Resource', id: 'task' }],
    ]);
  });
});
