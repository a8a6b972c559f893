import { asyncScheduler, from, interval, map, NEVER, type Observable } from 'rxjs';
import { createLive, type Live } from '../../../streams/live';
import type { LiveDeps, LiveEnvelope } from '../../../streams/live-deps';
import { openSocketIo } from '../../../streams/socket-io';

/**
 * A wall board's live layer (streams/, exactly as the browser runs it) in Node: HTTP through the
 * given origin, the socket where get-websocket-ip says, animation frames as a 16 ms tick.
 */
export function nodeBoard(origin: string, token: string): Live {
  const get = (path: string, params?: Record<string, string | number>): Observable<LiveEnvelope> => {
    const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
    return from(fetch(`${origin}/prod-api${path}?${query}`, { headers: { access_token: token } }).then((r) => r.json() as Promise<LiveEnvelope>));
  };
  const deps: LiveDeps = {
    get,
    token: () => token,
    scheduler: asyncScheduler,
    frames: interval(16),
    visibility: NEVER,
    online: NEVER,
    // the server answers a protocol-relative address (`//host`): the page's protocol, here http
    openSocket: (url, t) => openSocketIo(url.startsWith('//') ? `http:${url}` : url || origin, t),
  };
  return createLive(deps);
}

/** The board's open/closed state as a changing value, for waiting on it. */
export function watchOpen(live: Live): { open: () => boolean; epochs: () => number } {
  let open = false;
  let epochs = 0;
  live.connection.state.pipe(map((s) => s)).subscribe((s) => {
    open = s.open;
    epochs = s.epoch;
  });
  return { open: () => open, epochs: () => epochs };
}
