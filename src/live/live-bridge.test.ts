import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChannelName, VehicleLive } from '../domain/events';
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
