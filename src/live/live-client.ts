import { map, type Observable } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { browserDeps } from '../../streams/browser-deps';
import type { LiveDeps, LiveEnvelope } from '../../streams/live-deps';
import { createLive, type Live } from '../../streams/live';
import { globalParams, requestContext } from '../api/request-context';
import { BASE_PATH } from '../constants';

/**
 * GET for the live layer: same token, org and language as every call, but silent. Polls and
 * snapshots fail and retry on their own; the user is not toasted every few seconds for them.
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

/** The live layer of a signed-in session; a new one per session and organisation. */
export function createAppLive(): Live {
  const deps: LiveDeps = browserDeps(quietGet, () => requestContext().getToken());
  return createLive(deps);
}
