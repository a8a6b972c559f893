import { CMD, SNAPSHOT, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { upsert } from '../merge-rules';

export type VehiclesState = Snapshots['vehicles'];

/** Every truck with its status and position; positions patch known trucks only. */
export const vehiclesChannel: ChannelDef<VehiclesState> = {
  name: 'vehicles',
  snapshot: SNAPSHOT.vehicles,
  poll: { downMs: 10_000 },
  initial: { list: [] },
  fromSnapshot: (data) => ({ list: (data as VehiclesState).list ?? [] }),
  updates: [
    upsert<VehiclesState, 'list'>(CMD.vehicleStatus, 'list', (v) => v.id!),
    upsert<VehiclesState, 'list'>(CMD.vehiclePositions, 'list', (v) => v.id!, true),
  ],
};
