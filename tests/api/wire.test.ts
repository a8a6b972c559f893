import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { redactUrl } from '../../server/http/logging';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('the wire contract', () => {
  it('answers health with the database kind', async () => {
    const r = await s.call('GET', '/health', undefined);
    expect(r.body).toMatchObject({ code: 200, data: { db: process.env.DATABASE_URL ? 'postgres' : 'pglite', version: expect.any(String) } });
  });

  it('answers an unknown call with HTTP 404', async () => {
    const t = await s.login('admin');
    const r = await s.call('GET', '/no/such/call', t);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
  });

  it('marks every answer no-store', async () => {
    expect((await s.call('GET', '/health', undefined)).headers['cache-control']).toBe('no-store');
    expect((await s.call('GET', '/user/users/current', undefined)).headers['cache-control']).toBe('no-store');
    expect((await s.call('GET', '/nope', undefined)).headers['cache-control']).toBe('no-store');
  });

  it('serves a call on GET and on POST with a JSON body', async () => {
    const t = await s.login('admin');
    const a = await s.call('GET', '/user/users/getUserByUserNmae', t, { query: { user_name: 'lab' } });
    const b = await s.call('POST', '/user/users/getUserByUserNmae', t, { body: { user_name: 'lab' } });
    expect(a.body.data).toEqual(b.body.data);
  });

  it('answers a malformed JSON body with 400', async () => {
    const t = await s.login('admin');
    const r = await s.app.inject({
      method: 'POST',
      url: '/prod-api/user/users/current',
      headers: { access_token: t, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(r.statusCode).toBe(400);
  });

  it('redacts tokens from logged URLs', () => {
    expect(redactUrl('/prod-api/x?org_id=&access_token=abc.def&b=1')).toBe('/prod-api/x?org_id=&access_token=[redacted]&b=1');
    expect(redactUrl('/prod-api/x?access_token=abc')).toBe('/prod-api/x?access_token=[redacted]');
  });
});
