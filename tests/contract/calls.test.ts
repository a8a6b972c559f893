import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/harness';
import { readCatalogue, SERVED_AREAS } from './calls-catalogue';

let s: TestServer;
let token: string;
beforeAll(async () => { s = await startTestServer(); token = await s.login('admin'); });
afterAll(async () => { await s.close(); });

const rows = readCatalogue();
const served = rows.filter((r) => SERVED_AREAS.includes(r.area));

/** Served means: the call exists (not HTTP 404) and answers the envelope, as calls-coverage judges it. */
async function answers(method: string, path: string) {
  const url = path.replace(/\{[^}]+\}/g, '1');
  const r = await s.call(method === 'POST' ? 'POST' : 'GET', url, token, { query: { access_token: token, org_id: '', orgId: '' }, ...(method === 'POST' ? { body: {} } : {}) });
  return r;
}

describe('the call catalogue (docs/spec/calls.tsv)', () => {
  it('has rows for every served area', () => {
    for (const area of SERVED_AREAS) expect(served.some((r) => r.area === area), area).toBe(true);
  });

  it.each(served.map((r) => [`${r.method} ${r.path}`, r] as const))('serves %s', async (_name, row) => {
    const r = await answers(row.method, row.path);
    expect(r.status, JSON.stringify(r.body)).not.toBe(404);
    expect(r.body && typeof r.body === 'object' && ('code' in r.body || 'access_token' in r.body)).toBe(true);
    expect(r.body.code).not.toBe(501);
  });
});
