import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AntdProviders } from '../../../src/app/antd-providers';
import { screenComponents } from '../../../src/app/screen-components';
import { i18nReady } from '../../../src/i18n/i18n';
import { store } from '../../../src/store/store';
import { buttonsLoaded } from '../../../src/store/permission.slice';
import { pageKey } from '../../../src/ui/permission-gate';
import { TestFrame, until } from './render-app';

/**
 * One screen of the app alone, for a behaviour test answered by msw fixtures (no server, no
 * session): the screen the app mounts for `path` (src/app/screen-components.ts, with its areas'
 * declarations and labels), in antd's providers and a router at `path`, the page's buttons granted.
 * Resolves once the screen has drawn (its lazy chunk loaded).
 */
export async function renderScreen(path: string, { buttons = ['add', 'edit', 'delete', 'import', 'export'] }: { buttons?: string[] } = {}) {
  await i18nReady;
  const Screen = screenComponents[path];
  if (!Screen) throw new Error(`no screen for ${path}`);
  store.dispatch(buttonsLoaded({ page: pageKey(path), buttons }));
  const view = render(
    <TestFrame>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <AntdProviders>
            <Suspense fallback={<div data-testid="screen-loading" />}>
              <Screen />
            </Suspense>
          </AntdProviders>
        </MemoryRouter>
      </Provider>
    </TestFrame>,
  );
  if (!(await until(() => !view.queryByTestId('screen-loading')))) throw new Error(`${path} did not load`);
  return view;
}

/** A fixture: `path` (after /prod-api) answers `data` in a code-200 envelope, whatever the method. */
export const answer = (path: string, data: JsonBodyType) => http.all(`*/prod-api${path}`, () => HttpResponse.json({ code: 200, msg: 'ok', data }));

/** A page answer of a list call. */
export const page = (list: Array<Record<string, unknown>>) => ({ list, total: list.length });
