import { configureStore } from '@reduxjs/toolkit';
import { configureRequests } from '../api/request-context';
import { expireSession } from '../auth/session.thunks';
import { getToken } from '../auth/token';
import i18n from '../i18n/i18n';
import { baseApi } from '../api/base-api';
import permission from './permission.slice';
import session, { persistSession } from './session.slice';
import settings, { persistSettings } from './settings.slice';
import tagsView from './tags-view.slice';
import live from '../live/live.slice';

export const store = configureStore({
  reducer: { session, settings, tagsView, permission, live, [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;

let last = store.getState();
store.subscribe(() => {
  const next = store.getState();
  if (next.session !== last.session) persistSession(next.session);
  if (next.settings !== last.settings) persistSettings(next.settings);
  last = next;
});

configureRequests({
  getToken,
  getOrgId: () => store.getState().session.orgId,
  getLanguage: () => i18n.language,
  onSessionExpired: () => void store.dispatch(expireSession()),
});
