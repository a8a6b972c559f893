import { map, merge, of, Subject, type Observable } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { globalParams, requestContext } from '../../../src/api/request-context';
import { BASE_PATH } from '../../../src/constants';
import { CMD, type LiveMessage } from '../../../src/domain/events';
import { browserDeps } from '../../../streams/browser-deps';
import { createLive, type Live } from '../../../streams/live';
import type { LiveEnvelope, SocketEvent, SocketHandle } from '../../../streams/live-deps';

/**
 * The app's live layer (src/live/live-client.ts `createAppLive`) without socket.io: each channel's
 * snapshot is the real HTTP call (through msw, to the seeded server), and the "socket" opens at
 * once, answers the heartbeat and carries no event. So the dispatch desk, the map and the boards
 * draw the demo's trucks and tasks from their snapshots, and no test waits on a socket; events
 * over the socket are the end-to-end journeys' business.
 */
function quietGet(path: string, params?: Record<string, string | number>): Observable<LiveEnvelope> {
  const { getToken, getOrgId, getLanguage } = requestContext();
  const token = getToken();
  const query = new URLSearchParams(globalParams(token, getOrgId()));
  for (const [k, v] of Object.entries(params ?? {})) query.set(k, String(v));
  return fromFetch(`${BASE_PATH}${path}?${query}`, {
    headers: { 'Accept-Language': getLanguage(), ...(token ? { access_token: token } : {}) },
    selector: (res) => res.json() as Promise<LiveEnvelope>,
  }).pipe(map((env) => env ?? { code: 500, data: null }));
}

function openSilentSocket(): SocketHandle {
  const pongs = new Subject<SocketEvent>();
  return {
    events: merge(of<SocketEvent>({ type: 'open' }), pongs),
    send: (message) => {
      if (message.cmd === CMD.ping) queueMicrotask(() => pongs.next({ type: 'message', message: { cmd: CMD.ping, data: null } as LiveMessage }));
    },
    close: () => pongs.complete(),
  };
}

export function createAppLive(): Live {
  return createLive({ ...browserDeps(quietGet, () => requestContext().getToken()), openSocket: openSilentSocket });
}
