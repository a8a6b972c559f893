import { CMD, SNAPSHOT, type EnvironmentReading, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { ringAppend, upsertList, type UpdateRule } from '../merge-rules';

export type EnvironmentState = Snapshots['environment'];

const HISTORY = 720;

/** A reading replaces its station's latest one and joins the history ring. */
const readingRule: UpdateRule<EnvironmentState> = {
  cmd: CMD.environment,
  split: true,
  replayable: true,
  key: (r) => `${(r as EnvironmentReading).orgId}|${(r as EnvironmentReading).time}`,
  apply: (state, items) => {
    const readings = items as EnvironmentReading[];
    return {
      ...state,
      latest: upsertList(state.latest, readings, (r) => r.orgId!),
      history: ringAppend(state.history, readings, HISTORY, (r) => `${r.orgId}|${r.time}`),
    };
  },
};

/** Dust, noise and weather per station against their limits. */
export const environmentChannel: ChannelDef<EnvironmentState> = {
  name: 'environment',
  snapshot: SNAPSHOT.environment,
  poll: { downMs: 15_000 },
  initial: { latest: [], history: [], limits: {} },
  fromSnapshot: (data) => {
    const d = data as EnvironmentState;
    return { latest: d.latest ?? [], history: d.history ?? [], limits: d.limits ?? {} };
  },
  updates: [readingRule],
};
