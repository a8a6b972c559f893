import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LineLive, VehicleStatus } from '../domain/events';
import type { TaskTotals } from './aggregates';

/**
 * The live aggregates the boards and the admin screens share (ARCHITECTURE.md §5). Only small,
 * already coalesced figures land here; raw positions go from channel to map layer directly.
 */
export interface LiveState {
  connected: boolean;
  vehiclesByStatus: Partial<Record<VehicleStatus, number>>;
  vehicleCount: number;
  tasks: TaskTotals;
  lines: LineLive[];
  queueLength: number;
  environmentAlarms: string[];
}

const initialState: LiveState = {
  connected: false,
  vehiclesByStatus: {},
  vehicleCount: 0,
  tasks: { open: 0, completed: 0, planQuantity: 0, shippedQuantity: 0 },
  lines: [],
  queueLength: 0,
  environmentAlarms: [],
};

const slice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    connectionChanged(state, { payload }: PayloadAction<boolean>) {
      state.connected = payload;
    },
    vehiclesCounted(state, { payload }: PayloadAction<{ byStatus: LiveState['vehiclesByStatus']; count: number }>) {
      state.vehiclesByStatus = payload.byStatus;
      state.vehicleCount = payload.count;
    },
    tasksTotalled(state, { payload }: PayloadAction<TaskTotals>) {
      state.tasks = payload;
    },
    linesChanged(state, { payload }: PayloadAction<LineLive[]>) {
      state.lines = payload;
    },
    queueChanged(state, { payload }: PayloadAction<number>) {
      state.queueLength = payload;
    },
    alarmsChanged(state, { payload }: PayloadAction<string[]>) {
      state.environmentAlarms = payload;
    },
    liveReset: () => initialState,
  },
});

export const { connectionChanged, vehiclesCounted, tasksTotalled, linesChanged, queueChanged, alarmsChanged, liveReset } = slice.actions;
export default slice.reducer;
