import { CMD, SNAPSHOT, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { replace } from '../merge-rules';

export type SamplingState = Snapshots['sampling'];

/** Spec doc 1 §4: shipped quantity per recipe today, polled every 3 minutes even with the socket up. */
export const SAMPLING_POLL_MS = 180_000;

export const samplingChannel: ChannelDef<SamplingState> = {
  name: 'sampling',
  snapshot: SNAPSHOT.sampling,
  poll: { downMs: SAMPLING_POLL_MS, upMs: SAMPLING_POLL_MS },
  initial: { list: [] },
  fromSnapshot: (data) => ({ list: (data as SamplingState).list ?? [] }),
  updates: [replace<SamplingState, 'list'>(CMD.sampling, 'list')],
};
