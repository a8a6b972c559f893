import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { bypass, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { inject } from 'vitest';

/**
 * The app's HTTP layer in a component test: msw intercepts every `fetch` of the client (RTK Query
 * and the one HTTP client go through it). Route renders forward each `/prod-api/*` call to the
 * in-process seeded server the global set-up started (`serveFromDemo`); behaviour tests answer from
 * small fixtures with `mockServer.use(http.get('*\/prod-api/…', …))` instead. A call nothing
 * answers fails the test (onUnhandledRequest: 'error').
 */
export const mockServer = setupServer();

/** One call the demo server answered. */
export interface SeenCall {
  method: string;
  /** path after /prod-api */
  path: string;
  status: number;
  /** the envelope's code when the answer is JSON with one */
  code?: number;
  /** what the test was doing when the call was made (the route being rendered) */
  during: string;
}

const state = { during: '', inFlight: 0, lastSettled: 0 };
export const seenCalls: SeenCall[] = [];

/** Labels the calls made from now on (the route a walk is rendering). */
export function callsDuring(label: string) {
  state.during = label;
}

/** Refused or failed calls of `label`: an HTTP error or an envelope whose code is not 200. */
export function failedCalls(label: string): string[] {
  return seenCalls
    .filter((c) => c.during === label && (c.status >= 400 || (c.code !== undefined && c.code !== 200)))
    .map((c) => `${c.code ?? c.status} ${c.method} ${c.path}`);
}

/** Calls still waiting for the server. */
export const callsInFlight = () => state.inFlight;
/** ms since the last call ended (Infinity before any) */
export const quietFor = () => (state.lastSettled ? performance.now() - state.lastSettled : Infinity);

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public');

/** The client's static files (public/: the offline base map), as the server hands them out. */
export const publicFiles = http.get(`${location.origin}/map/*`, async ({ request }) => {
  const file = normalize(join(PUBLIC_DIR, new URL(request.url).pathname));
  if (!file.startsWith(PUBLIC_DIR)) return new HttpResponse(null, { status: 404 });
  try {
    return new HttpResponse(await readFile(file), { headers: { 'content-type': file.endsWith('json') ? 'application/json' : 'application/octet-stream' } });
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
});

const DROPPED_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];

/** Answers every `/prod-api/*` call from the seeded demo server, recording it. */
export function serveFromDemo() {
  const origin = inject('apiOrigin');
  mockServer.resetHandlers(
    publicFiles,
    http.all('*/prod-api/*', async ({ request }) => {
      const url = new URL(request.url);
      const during = state.during;
      state.inFlight++;
      try {
        const headers = new Headers(request.headers);
        headers.set('accept-encoding', 'identity');
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        const res = await fetch(bypass(new URL(url.pathname + url.search, origin), { method: request.method, headers, body }));
        const data = await res.arrayBuffer();
        let code: number | undefined;
        if ((res.headers.get('content-type') ?? '').includes('json')) {
          try {
            const parsed = JSON.parse(new TextDecoder().decode(data)) as { code?: unknown };
            if (typeof parsed?.code === 'number') code = parsed.code;
          } catch {
            /* not an envelope */
          }
        }
        seenCalls.push({ method: request.method, path: url.pathname.replace(/^\/prod-api/, ''), status: res.status, code, during });
        const out = new Headers(res.headers);
        for (const h of DROPPED_HEADERS) out.delete(h);
        return new HttpResponse(data, { status: res.status, statusText: res.statusText, headers: out });
      } finally {
        state.inFlight--;
        state.lastSettled = performance.now();
      }
    }),
  );
}
