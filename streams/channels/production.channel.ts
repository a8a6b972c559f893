import { CMD, SNAPSHOT, type BatchEvent, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { ringAppend, upsert, type UpdateRule } from '../merge-rules';

export type ProductionState = Snapshots['production'] & { recentBatches: BatchEvent[] };

const hourOf = (time: string) => Number(time.slice(11, 13));
const batchKey = (b: BatchEvent) => `${b.lineId}|${b.time}|${b.taskCode}`;

/**
 * A batch adds its quantity to its hour and joins the latest batches. Not replayable: a snapshot
 * taken while it travelled may already count it.
 */
const batchRule: UpdateRule<ProductionState> = {
  cmd: CMD.batch,
  split: true,
  replayable: false,
  apply: (state, items) => {
    const batches = items as BatchEvent[];
    const hourly = state.hourly.map((h) => ({ ...h }));
    for (const b of batches) {
      const hour = hourOf(b.time);
      const slot = hourly.find((h) => h.hour === hour);
      if (slot) slot.quantity = Math.round((slot.quantity + b.quantity) * 100) / 100;
      else hourly.push({ hour, quantity: b.quantity });
    }
    hourly.sort((a, b) => a.hour - b.hour);
    return { ...state, hourly, recentBatches: ringAppend(state.recentBatches, batches, 30, batchKey) };
  },
};

/** Production lines with their current task and output, the hourly output and the latest batches. */
export const productionChannel: ChannelDef<ProductionState> = {
  name: 'production',
  snapshot: SNAPSHOT.production,
  poll: { downMs: 15_000, upMs: 120_000 },
  initial: { lines: [], hourly: [], recentBatches: [] },
  fromSnapshot: (data, previous) => {
    const d = data as Snapshots['production'];
    return { lines: d.lines ?? [], hourly: d.hourly ?? [], recentBatches: previous.recentBatches };
  },
  updates: [upsert<ProductionState, 'lines'>(CMD.line, 'lines', (l) => l.id!), batchRule],
};
