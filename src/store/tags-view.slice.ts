import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One open tab (spec §3 Open-tab entry); keyed by path, never by component name. */
export interface TabView {
  path: string;
  fullPath: string;
  /** i18n key of the title; the tab shows 'no-name' without one */
  title?: string;
  affix: boolean;
  noCache: boolean;
}

export interface TagsViewState {
  visited: TabView[];
  /** paths whose screen is kept alive while another tab is shown */
  cached: string[];
}

const initialState: TagsViewState = { visited: [], cached: [] };

const keep = (state: TagsViewState, paths: (v: TabView) => boolean) => {
  state.visited = state.visited.filter((v) => v.affix || paths(v));
  state.cached = state.cached.filter((p) => state.visited.some((v) => v.path === p));
};

const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState,
  reducers: {
    viewAdded(state, { payload }: PayloadAction<TabView>) {
      const existing = state.visited.find((v) => v.path === payload.path);
      if (existing) existing.fullPath = payload.fullPath;
      else state.visited.push(payload);
      if (!payload.noCache && !state.cached.includes(payload.path)) state.cached.push(payload.path);
    },
    viewClosed(state, { payload }: PayloadAction<string>) {
      keep(state, (v) => v.path !== payload);
    },
    othersClosed(state, { payload }: PayloadAction<string>) {
      keep(state, (v) => v.path === payload);
    },
    allClosed(state) {
      keep(state, () => false);
    },
    /** Refresh drops the cache so the screen mounts afresh through /redirect. */
    cacheDropped(state, { payload }: PayloadAction<string>) {
      state.cached = state.cached.filter((p) => p !== payload);
    },
    tagsReset: () => initialState,
  },
});

export const { viewAdded, viewClosed, othersClosed, allClosed, cacheDropped, tagsReset } = tagsViewSlice.actions;
export default tagsViewSlice.reducer;

/** Where to go after closing the active tab: the last remaining one, else home. */
export function nextAfterClose(visited: TabView[], closed: string): string {
  const rest = visited.filter((v) => v.path !== closed);
  return rest.at(-1)?.fullPath ?? '/';
}
