import { fetchLogout, fetchMenuTree, fetchPageButtons, fetchToken, fetchUserInfo, fetchUpdatePassword } from '../api/session.api';
import { baseApi } from '../api/base-api';
import { navigateTo } from '../app/navigation';
import { buildRoutes, smartScreenLinks } from '../app/route-builder';
import { screensForRoutes } from '../app/screen-registry';
import { HEAD_OFFICE_ORG_ID, ROUTE_CONFLICT_MS, SESSION_EXPIRED_LOGOUT_MS } from '../constants';
import { INFO_CENTER_MENU_ID, INFO_MENU_ID, QUEUE_BOARD_MENU_ID } from '../domain/screens/menu-tree';
import i18n from '../i18n/i18n';
import { buttonsLoaded, routesCleared, routesFailed, routesLoaded, routesLoading } from '../store/permission.slice';
import { loadPlantClock } from '../live/plant-clock';
import { sessionCleared, userInfoLoaded } from '../store/session.slice';
import type { AppDispatch, RootState } from '../store/store';
import { tagsReset } from '../store/tags-view.slice';
import { sha256Hex } from './password-hash';
import { removeToken, setToken } from './token';
import { toast } from '../ui/feedback';

type Thunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;

/** Spec §4: login stores the token, then loads user info, then routes. */
export const login =
  (username: string, password: string): Thunk =>
  async (dispatch) => {
    setToken(await fetchToken(username.trim(), await sha256Hex(password)));
    await dispatch(loadSession());
  };

let loading: Promise<void> | null = null;

/** User info and the routes of the user's organisation; on failure the token is reset. */
export const loadSession = (): Thunk => (dispatch) => {
  // one load at a time: the guard and login may both ask (and StrictMode runs effects twice)
  loading ??= dispatch(loadSessionOnce()).finally(() => {
    loading = null;
  });
  return loading;
};

const loadSessionOnce = (): Thunk => async (dispatch, getState) => {
  dispatch(routesLoading());
  try {
    const info = await fetchUserInfo();
    dispatch(userInfoLoaded(info));
    const { session } = getState();
    // the plant's zone and this PC's skew beside the menu: every screen opens on the plant's day (src/ui/plant-day.ts);
    // without an answer the screens keep the default zone
    const [menu] = await Promise.all([fetchMenuTree(session.orgId || HEAD_OFFICE_ORG_ID), loadPlantClock(true).catch(() => undefined)]);
    const built = buildRoutes(menu, { userName: info.user.user_name, userRoles: info.roles, hasComponent: screensForRoutes() });
    if (built.duplicates.length) {
      void toast.error({ content: i18n.t('nav.routeConflict', { names: built.duplicates.join(', ') }), duration: ROUTE_CONFLICT_MS / 1000 });
    }
    const smartScreen = smartScreenLinks(menu, INFO_MENU_ID, INFO_CENTER_MENU_ID, QUEUE_BOARD_MENU_ID);
    dispatch(routesLoaded({ tree: built.tree, flat: built.flat, landing: built.landing, smartScreen }));
  } catch (e) {
    dispatch(routesFailed());
    removeToken();
    throw e;
  }
};

/** Spec §2: after each navigation the page's button permissions are loaded, keyed by its last segment. */
export const loadPageButtons =
  (path: string): Thunk =>
  async (dispatch, getState) => {
    const page = path.split('/').filter(Boolean).at(-1);
    if (!page || getState().permission.buttons[page]) return;
    try {
      dispatch(buttonsLoaded({ page, buttons: await fetchPageButtons(page) }));
    } catch {
      // the catalogue already told the user; the page simply shows no guarded buttons
    }
  };

/** Clears token, org list, user info, routes, stored state and tabs (spec §4 and §8). */
export const clearSession = (): Thunk => async (dispatch) => {
  removeToken();
  dispatch(sessionCleared());
  dispatch(routesCleared());
  dispatch(tagsReset());
  dispatch(baseApi.util.resetApiState());
};

export const logout = (): Thunk => async (dispatch) => {
  try {
    await fetchLogout();
  } finally {
    await dispatch(clearSession());
    navigateTo('/login', { replace: true });
  }
};

let expiring = false;
/** HTTP 401: the message is already shown; one second later the session is gone. */
export const expireSession = (): Thunk => async (dispatch) => {
  if (expiring) return;
  expiring = true;
  setTimeout(() => {
    expiring = false;
    void dispatch(clearSession()).then(() => navigateTo('/login', { replace: true }));
  }, SESSION_EXPIRED_LOGOUT_MS);
};

export const changePassword = (password: string, confirm: string) =>
  Promise.all([sha256Hex(password), sha256Hex(confirm)]).then(([p, c]) => fetchUpdatePassword(p, c, password.length));
