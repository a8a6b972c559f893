import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppRoute } from '../app/app-route';

export interface PermissionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** sidebar tree: visible groups and screens */
  tree: AppRoute[];
  /** every routable screen */
  flat: AppRoute[];
  landing: string;
  smartScreen: { infoCentre: boolean; queueBoard: boolean };
  /** button permissions per page, keyed by the last path segment (spec §6) */
  buttons: Record<string, string[]>;
}

const initialState: PermissionState = {
  status: 'idle',
  tree: [],
  flat: [],
  landing: '/home/index',
  smartScreen: { infoCentre: false, queueBoard: false },
  buttons: {},
};

const permissionSlice = createSlice({
  name: 'permission',
  initialState,
  reducers: {
    routesLoading(state) {
      state.status = 'loading';
    },
    routesLoaded(state, { payload }: PayloadAction<Omit<PermissionState, 'status' | 'buttons'>>) {
      return { ...state, ...payload, status: 'ready' };
    },
    routesFailed(state) {
      state.status = 'error';
    },
    buttonsLoaded(state, { payload }: PayloadAction<{ page: string; buttons: string[] }>) {
      state.buttons[payload.page] = payload.buttons;
    },
    routesCleared: () => initialState,
  },
});

export const { routesLoading, routesLoaded, routesFailed, buttonsLoaded, routesCleared } = permissionSlice.actions;
export default permissionSlice.reducer;
