import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/base-api';
import { store } from '../../../src/store/store';
import { mockServer } from './demo-server';

/** One call of the app, as a behaviour test reads it: the path after /prod-api, its query and its JSON body. */
export interface MadeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Records the calls the app makes from now on (a screen answered by msw fixtures), so a test can
 * say which call a screen's data came through and what it sent; `stop` ends the recording.
 */
export function recordCalls() {
  const made: MadeCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/prod-api/')) return;
    const call: MadeCall = { method: request.method, path: url.pathname.slice('/prod-api'.length), query: url.searchParams, body: undefined };
    if (request.method === 'GET') {
      made.push(call);
      return;
    }
    // a call with a body counts once its body is read, so a test that sees it sees what it sent
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          call.body = text ? JSON.parse(text) : undefined;
        } catch {
          call.body = text;
        }
        made.push(call);
      });
  };
  mockServer.events.on('request:start', listener);
  return {
    made,
    /** the calls of `path` so far */
    to: (path: string) => made.filter((c) => c.path === path),
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** Any other call of the screen answers an empty list (the generic tables and pickers around the part under test). */
export const emptyOtherwise = http.all('*/prod-api/*', ({ request }) => {
  const path = new URL(request.url).pathname;
  // a declared object's `list` answers its rows, every other read a page of them
  return HttpResponse.json({ code: 200, msg: 'ok', data: path.endsWith('/list') ? [] : { list: [], total: 0 } });
});

/** A behaviour test's screen starts from an empty cache: RTK Query keeps answers for a minute, across tests of one file. */
export const forgetAnswers = () => store.dispatch(baseApi.util.resetApiState());
