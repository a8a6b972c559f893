import { describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../../server/docs/docs.routes';
import { MAX_JSON_DEPTH } from '../../../server/http/json-depth';
import { signedInServer } from '../harness';
import { inBatches, pathOf } from './authz-calls';

/**
 * Issue 26 item 17, beside the schema fuzz: a body nested 20,000 levels deep answered HTTP 500 on 277
 * calls. Every served call that takes a body refuses it with 400 naming the body, before its handler.
 */
const f = signedInServer('admin');
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

describe('a body nested beyond the limit', () => {
  it('is refused with 400 naming the body on every call that takes one', async () => {
    const routes = documentedRoutes(f.s.app).filter((r) => r.methods.includes('POST') && !/logout/.test(r.url));
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    await inBatches(
      routes.map((r) => async () => {
        const res = await f.s.app.inject({
          method: 'POST',
          url: `/prod-api${pathOf(r.url)}`,
          headers: { access_token: f.token, 'content-type': 'application/json' },
          payload: DEEP,
        });
        const body = JSON.parse(res.body) as { code: number; data: { field?: string } | null };
        if (res.statusCode !== 400 || body.data?.field !== 'body') wrong.push(`${r.url} → HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      }),
      8,
    );
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets a body at the limit through to the call', async () => {
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    const res = await f.s.app.inject({
      method: 'POST',
      url: '/prod-api/sales/cus/customer-list',
      headers: { access_token: f.token, 'content-type': 'application/json' },
      payload: `{"pageNum":1,"pageSize":1,"x":${atLimit.slice(1, -1)}}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
