import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, digest, startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('POST /auth/oauth/token', () => {
  it('answers a token for the right password, sent as its SHA-256', async () => {
    const r = await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'admin', password: digest('mixboard123'), grant_type: 'password' } });
    expect(r.body).toMatchObject({ code: 200, token_type: 'bearer' });
    expect(r.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.expires_in).toBeGreaterThan(0);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'sales', password: digest('nope-nope'), grant_type: 'password' } });
    const unknown = await s.call('POST', '/auth/oauth/token', undefined, {
      query: { username: 'nobody', password: digest('nope-nope'), grant_type: 'password' },
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 500, msg: '用户名或密码错误' });
    expect(wrong.body.access_token).toBeUndefined();
  });

  it('names the missing field', async () => {
    const r = await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'admin', grant_type: 'password' } });
    expect(r.body.code).toBe(500);
    expect(r.body.msg).toContain('password');
  });

  it('refuses a password that is not a digest, without a session', async () => {
    const before = await countRows(s, 'sessions');
    const r = await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'lab', password: 'mixboard123', grant_type: 'password' } });
    expect(r.body.code).toBe(500);
    expect(await countRows(s, 'sessions')).toBe(before);
  });

  it('throttles a user after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'member', password: digest(`bad${i}`), grant_type: 'password' } });
    const r = await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'member', password: digest('mixboard123'), grant_type: 'password' } });
    expect(r.body).toMatchObject({ code: 500, msg: '登录尝试过于频繁，请稍后再试' });
  });

  it('answers in the caller language', async () => {
    const r = await s.call('POST', '/auth/oauth/token', undefined, {
      query: { username: 'x', password: digest('y'), grant_type: 'password' },
      headers: { 'accept-language': 'en-GB,en' },
    });
    expect(r.body.msg).toBe('Wrong user name or password');
  });
});

describe('tokens', () => {
  it('answers 401 without a token and for an unknown one', async () => {
    expect((await s.call('GET', '/user/users/current', undefined)).status).toBe(401);
    const r = await s.call('GET', '/user/users/current', 'not-a-token');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
  });

  it('accepts the token from the header or the query, never a cookie', async () => {
    const t = await s.login('dispatcher');
    expect((await s.call('GET', '/user/users/current', t)).body.data.user_name).toBe('dispatcher');
    expect((await s.call('GET', '/user/users/current', undefined, { query: { access_token: t } })).body.data.user_name).toBe('dispatcher');
    expect((await s.call('GET', '/user/users/current', undefined, { headers: { cookie: `access_token=${t}` } })).status).toBe(401);
  });

  it('answers 400 when header and query carry different tokens', async () => {
    const t = await s.login('dispatcher');
    const r = await s.call('GET', '/user/users/current', t, { query: { access_token: 'other' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
  });

  it('revokes a token on exit: every call answers 401 afterwards', async () => {
    const t = await s.login('approver');
    expect((await s.call('GET', '/auth/api/exit', t)).body.code).toBe(200);
    expect((await s.call('GET', '/user/users/info-extend', t)).status).toBe(401);
    expect((await s.call('GET', '/user/menu/findbycode', t)).status).toBe(401);
  });

  it('expires a token that has been idle too long', async () => {
    const t = await s.login('lab');
    await s.services.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await s.call('GET', '/user/users/current', t)).status).toBe(401);
  });

  it('stores only the hash of a token', async () => {
    const t = await s.login('sales');
    const rows = await s.services.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === t)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !/^[0-9a-f]{64}$/.test(r.token_hash))).toEqual([]);
  });
});

describe('the journal names who signed in', () => {
  it('writes the user into a sign-in row, and names the rows written before it did', async () => {
    const { sql } = await import('kysely');
    await s.call('POST', '/auth/oauth/token', undefined, { query: { username: 'dispatcher', password: digest('mixboard123'), grant_type: 'password' } });
    const login = await sql<{ user_name: string }>`select user_name from audit_log where action = 'login' order by id desc limit 1`.execute(s.services.db);
    expect(login.rows[0].user_name).toBe('dispatcher');
    // rows as the older code wrote them: an empty 操作人 for a sign-in and for the simulator
    await sql`insert into audit_log (user_name, org_id, action, entity, entity_id, detail, ip) values
      ('', '0001', 'login', 'user', '3', ${JSON.stringify({ user_name: 'sales' })}::jsonb, '127.0.0.1'),
      ('', '0001', 'move', 'vehicle', '7', '{}'::jsonb, 'simulator')`.execute(s.services.db);
    const { up } = await import('../../server/db/migrations/0011-journal-actors');
    await up(s.services.db as never);
    const empty = await sql<{ n: number }>`select count(*)::int as n from audit_log where user_name = ''`.execute(s.services.db);
    expect(empty.rows[0].n).toBe(0);
    const named = await sql<{ user_name: string }>`select user_name from audit_log order by id desc limit 2`.execute(s.services.db);
    expect(named.rows.map((r) => r.user_name)).toEqual(['simulator', 'sales']);
  });
});
