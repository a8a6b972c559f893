import { CMD, SNAPSHOT, type ParkReading, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { ringAppend, upsert, upsertList, upsertRing, type UpdateRule } from '../merge-rules';

export type ParkState = Snapshots['park'];

const HISTORY = 720;
/** a day of washes at a large producer, with room to spare */
export const WASHES_KEPT = 5000;
const meterKey = (r: Partial<ParkReading>) => `${r.orgId}|${r.meter}`;

/** A meter reading replaces that meter's latest value and joins the history ring. */
const readingRule: UpdateRule<ParkState> = {
  cmd: CMD.park,
  split: true,
  replayable: true,
  key: (r) => `${meterKey(r as ParkReading)}|${(r as ParkReading).time}`,
  apply: (state, items) => {
    const readings = items as ParkReading[];
    return {
      ...state,
      latest: upsertList(state.latest, readings, meterKey),
      history: ringAppend(state.history, readings, HISTORY, (r) => `${meterKey(r)}|${r.time}`),
    };
  },
};

/**
 * Water, electricity, gas and oil meters of the park; its devices (upsert by id) and today's car
 * washes (by id: a wash is sent when it starts and again when it ends).
 */
export const parkChannel: ChannelDef<ParkState> = {
  name: 'park',
  snapshot: SNAPSHOT.park,
  poll: { downMs: 15_000 },
  initial: { latest: [], history: [], devices: [], washes: [] },
  fromSnapshot: (data) => {
    const d = data as ParkState;
    return { latest: d.latest ?? [], history: d.history ?? [], devices: d.devices ?? [], washes: d.washes ?? [] };
  },
  updates: [
    readingRule,
    upsert<ParkState, 'devices'>(CMD.parkDevice, 'devices', (d) => d.id!),
    upsertRing<ParkState, 'washes'>(CMD.carWash, 'washes', WASHES_KEPT, (w) => w.id!),
  ],
};
