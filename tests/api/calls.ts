import { expect } from 'vitest';
import { DEMO_PASSWORD, digest, type TestServer } from './harness';

/**
 * The call helpers the API tests share, so that each file does not keep a copy of its own: the
 * sign-in's input, a sign-in over HTTP to a server in a process of its own, and answers checked
 * for code 200. The harness (./harness.ts) starts the server and signs in through it.
 */

/** The sign-in's query: the spec's password grant, the password sent as its SHA-256. */
export const signInQuery = (username: string, password = DEMO_PASSWORD) => ({ username, password: digest(password), grant_type: 'password' });

/** The sign-in call's path with its query, for a server reached by URL (app.inject, fetch). */
export const signInPath = (username: string, password = DEMO_PASSWORD) => `/prod-api/auth/oauth/token?${new URLSearchParams(signInQuery(username, password))}`;

/** Signs in over HTTP to the server at `origin` (`http://host:port`); the token, or a failure naming the answer. */
export async function fetchToken(origin: string, username: string): Promise<string> {
  const body = (await (await fetch(`${origin}${signInPath(username)}`, { method: 'POST' })).json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The `data` of a call's answer, after expecting code 200 (the answer is the message when not). */
export function okData(r: { body: any }): any {
  expect(r.body?.code, JSON.stringify(r.body).slice(0, 1000)).toBe(200);
  return r.body.data;
}

/**
 * Calls of the admin screens as the users of `tokens` acting for an organisation: POST, the
 * organisation in the query (`org`, e.g. `{ org_id: '01' }`, or another per call) and the input as
 * the body. `call` answers the body; `ok` its data, after expecting code 200. `server` is read at each
 * call, as a file's server is started in its beforeAll.
 */
export function orgCalls(server: () => TestServer, tokens: Record<string, string>, org: Record<string, string>) {
  const call = (user: string, path: string, q: Record<string, unknown> = {}, asOrg = org) =>
    server()
      .call('POST', path, tokens[user], { query: asOrg, body: q })
      .then((r) => r.body);
  const ok = async (user: string, path: string, q: Record<string, unknown> = {}, asOrg = org) => {
    const r = await call(user, path, q, asOrg);
    expect(r.code, `${path} ${JSON.stringify(r).slice(0, 1000)}`).toBe(200);
    return r.data;
  };
  return { call, ok };
}
