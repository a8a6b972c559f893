import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Org, SessionUser, UserInfo } from '../api/session.api';
import { HEAD_OFFICE_ORG_ID } from '../constants';

/** Spec §3: user info and org list are kept locally, so a reload keeps who is signed in. */
const STORAGE_KEY = 'mixboard.session';

export interface SessionState {
  user: SessionUser | null;
  orgList: Org[];
  roles?: string[];
  /** the organisation the user acts for; head office 0001 by default */
  orgId: string;
}

const empty: SessionState = { user: null, orgList: [], roles: undefined, orgId: HEAD_OFFICE_ORG_ID };

function load(): SessionState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<SessionState>) } : empty;
  } catch {
    return empty;
  }
}

export function persistSession(state: SessionState): void {
  if (state.user) localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  else localStorage.removeItem(STORAGE_KEY);
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: load,
  reducers: {
    userInfoLoaded(state, { payload }: PayloadAction<UserInfo>) {
      state.user = payload.user;
      state.orgList = payload.orgList ?? [];
      state.roles = payload.roles;
      if (!payload.orgList?.some((o) => o.org_id === state.orgId)) state.orgId = payload.user.org_id || HEAD_OFFICE_ORG_ID;
    },
    orgChosen(state, { payload }: PayloadAction<string>) {
      state.orgId = payload;
    },
    sessionCleared: () => empty,
  },
});

export const { userInfoLoaded, orgChosen, sessionCleared } = sessionSlice.actions;
export default sessionSlice.reducer;

export const isMember = (s: SessionState) => s.user?.user_type === 'member';
/** Spec §2: the station flag picks the navbar icon. */
export const isStation = (s: SessionState) => s.orgList.find((o) => o.org_id === s.orgId)?.org_type === 'station';
