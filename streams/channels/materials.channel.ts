import { CMD, SNAPSHOT, type Snapshots } from '../../src/domain/events';
import type { ChannelDef } from '../channel';
import { ring, upsert } from '../merge-rules';

export type MaterialsState = Snapshots['materials'];

/** Silo levels, weighbridge receipts and today's consumption (refreshed by snapshot only). */
export const materialsChannel: ChannelDef<MaterialsState> = {
  name: 'materials',
  snapshot: SNAPSHOT.materials,
  poll: { downMs: 15_000, upMs: 60_000 },
  initial: { silos: [], receipts: [], consumptionToday: [] },
  fromSnapshot: (data) => {
    const d = data as MaterialsState;
    return { silos: d.silos ?? [], receipts: d.receipts ?? [], consumptionToday: d.consumptionToday ?? [] };
  },
  updates: [
    upsert<MaterialsState, 'silos'>(CMD.siloLevels, 'silos', (s) => s.id!),
    ring<MaterialsState, 'receipts'>(CMD.weighbridge, 'receipts', 200, (r) => String(r.id)),
  ],
};
