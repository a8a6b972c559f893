import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../server/clock';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { signInQuery } from './calls';

/**
 * The limits of a session, on a clock the test moves: idle and absolute token expiry, and the
 * sign-in throttle per user name and per address. Nothing here waits.
 */
const HOUR = 3600_000;
let at = Date.parse('2026-03-02T08:00:00+08:00');
const advance = (ms: number) => {
  at += ms;
};
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer(
    { TOKEN_IDLE_SECONDS: String(12 * 3600), TOKEN_ABSOLUTE_SECONDS: String(7 * 24 * 3600) },
    { clock: createClock('Asia/Shanghai', () => new Date(at)) },
  );
});
afterAll(async () => {
  await s.close();
});

const current = (token: string) => s.call('GET', '/user/users/current', token).then((r) => r.status);
// the sign-in call itself, from an address, answered as it is (s.login fails on a refusal)
const signIn = (username: string, password: string, ip = '10.0.0.1') =>
  s.call('POST', '/auth/oauth/token', undefined, { query: signInQuery(username, password), headers: { 'x-forwarded-for': ip } });

describe('idle expiry', () => {
  it('ends a session left alone past the idle limit, not a second before', async () => {
    const t = await s.login('lab');
    advance(12 * HOUR - 1000);
    expect(await current(t)).toBe(200);
    advance(12 * HOUR + 1000);
    expect(await current(t)).toBe(401);
  });

  it('slides with activity: a call every eleven hours keeps the session for days', async () => {
    const t = await s.login('sales');
    for (let i = 0; i < 5; i++) {
      advance(11 * HOUR);
      expect(await current(t)).toBe(200);
    }
  });
});

describe('absolute expiry', () => {
  it('ends a session seven days after sign-in however active it is', async () => {
    const t = await s.login('dispatcher');
    for (let day = 0; day < 7 * 2 - 1; day++) {
      advance(12 * HOUR - 60_000);
      expect(await current(t)).toBe(200);
    }
    advance(12 * HOUR);
    expect(await current(t)).toBe(401);
  });
});

describe('sign-in throttle', () => {
  it('blocks a user name after five failures, even with the right password, and forgets after the window', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('approver', 'wrong', `10.1.0.${i}`)).body.access_token).toBeUndefined();
    const blocked = await signIn('approver', DEMO_PASSWORD, '10.1.1.1');
    expect(blocked.body.access_token).toBeUndefined();
    expect(blocked.body.msg).toMatch(/频繁|稍后/);
    advance(15 * 60_000 + 1000);
    expect((await signIn('approver', DEMO_PASSWORD, '10.1.1.1')).body.access_token).toEqual(expect.any(String));
  });

  it('blocks an address that tries many user names, and only that address', async () => {
    for (let i = 0; i < 20; i++) await signIn(`nobody${i}`, 'wrong', '10.2.0.9');
    expect((await signIn('member', DEMO_PASSWORD, '10.2.0.9')).body.access_token).toBeUndefined();
    expect((await signIn('member', DEMO_PASSWORD, '10.2.0.10')).body.access_token).toEqual(expect.any(String));
    advance(15 * 60_000 + 1000);
    expect((await signIn('member', DEMO_PASSWORD, '10.2.0.9')).body.access_token).toEqual(expect.any(String));
  });
});
