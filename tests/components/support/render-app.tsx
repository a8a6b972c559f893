import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { login } from '../../../src/auth/session.thunks';
import { i18nReady } from '../../../src/i18n/i18n';
import { AppProviders } from '../../../src/app/app-providers';
import { router } from '../../../src/app/router';
import { store } from '../../../src/store/store';
import { allClosed } from '../../../src/store/tags-view.slice';
// the shell's screens are known before the session builds its routes (else it builds them twice)
import '../../../src/app/screen-components';
import { callsDuring, callsInFlight, quietFor } from './demo-server';

export const DEMO_PASSWORD = 'mixboard123';

/** Not hidden: no ancestor is `display: none` (a cached screen in a hidden React Activity is). */
export function shown(el: Element | null): boolean {
  for (let e = el as HTMLElement | null; e; e = e.parentElement) if (e.style?.display === 'none') return false;
  return !!el;
}

/** The shown elements of `selector` under `root`. */
export function shownIn(selector: string, root: ParentNode = document): Element[] {
  return [...root.querySelectorAll(selector)].filter(shown);
}

/**
 * Signs in as a demo user the way the login page does (the client hashes the password, the token
 * goes to its cookie) and loads the session: the user's menu becomes the store's routes.
 */
export async function signIn(user: string) {
  await i18nReady;
  callsDuring(`sign-in ${user}`);
  await store.dispatch(login(user, DEMO_PASSWORD));
}

/** The signed-in user's routable routes, as the shell built them from the menu. */
export const menuRoutes = () => store.getState().permission.flat;

/**
 * What every rendered screen is wrapped in, around the app's own providers: antd's styles go to a
 * node outside the document (jsdom parses each style tag and matches every rule of every sheet for
 * each getComputedStyle, which antd's table calls on every layout: most of a route's time), and no
 * motion (antd's ConfigProvider in src/app/antd-providers.tsx inherits the token).
 */
const styles = document.createElement('div');
export function TestFrame({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={styles} mock="server">
      <ConfigProvider theme={{ token: { motion: false } }} wave={{ disabled: true }}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}

/**
 * The real app as main.tsx mounts it (the store, AppProviders, the router of src/app/router.tsx)
 * at `path`, signed in with `signIn` first. One app per test file: a file walks its routes with
 * `openRoute`, which navigates as a menu click does instead of mounting again.
 */
export async function mountApp(path = '/home/index') {
  await router.navigate(path, { replace: true });
  const view = render(
    <TestFrame>
      <Provider store={store}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </Provider>
    </TestFrame>,
  );
  await waitFor(
    () => {
      if (!document.querySelector('main.shell-content')) throw new Error('the shell has not opened');
    },
    { timeout: 60_000 },
  );
  return view;
}

/** `mountApp` after `signIn(user)`. */
export async function renderRoute(path: string, { user }: { user: string }) {
  await signIn(user);
  return mountApp(path);
}

/** Closes every open view (as the tabs' "close all" does), then goes to `path` as a menu click does. */
export async function openRoute(path: string) {
  callsDuring(path);
  await act(async () => {
    store.dispatch(allClosed());
    await router.navigate(path);
  });
}

/**
 * Polls `check` until it answers true (or throws no more), every `intervalMs`, for at most
 * `timeoutMs`: Testing Library's waitFor also runs it on every DOM mutation, hundreds of times
 * while antd renders a screen.
 */
export async function until(check: () => boolean, timeoutMs = 30_000, intervalMs = 30): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    if (check()) return true;
    if (performance.now() > end) return false;
    await act(() => new Promise((r) => setTimeout(r, intervalMs)));
  }
}

/** Waits until no call has been waiting for `quietMs` (Playwright's network idle), for at most `maxMs`. */
export async function settle(quietMs = 50, maxMs = 10_000) {
  const until = performance.now() + maxMs;
  while (performance.now() < until) {
    if (callsInFlight() === 0 && quietFor() >= quietMs) return;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}

export const currentPath = () => router.state.location.pathname;
