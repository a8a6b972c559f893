import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRouteUrl } from '../../server/http/call';
import { startTestServer, type TestServer } from '../api/harness';
import { COMPLETE_AREAS, readCatalogue, type CatalogueCall } from './calls-catalogue';

const rows = readCatalogue();
const methodOf = (r: CatalogueCall) => (r.method === 'POST' ? 'POST' : 'GET');

let s: TestServer;
let token: string;
let served: CatalogueCall[] = [];
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
  // served means the app has a route for the row: every area, whichever module or object serves it
  served = rows.filter((r) => s.app.hasRoute({ method: methodOf(r), url: toRouteUrl(r.path) }));
  // `npm test` prints the coverage it reads here in its summary: it must never fall between runs
  const dir = join(import.meta.dirname, '../../.tmp/coverage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'calls.json'), JSON.stringify({ served: served.length, named: rows.length }));
});
afterAll(async () => {
  await s.close();
});

/** A call as the client makes it with no business parameters: it must answer the envelope, never fail (HTTP 5xx). */
async function answers(row: CatalogueCall) {
  const url = row.path.replace(/\{[^}]+\}/g, '1');
  return s.call(methodOf(row), url, token, { query: { access_token: token, org_id: '', orgId: '' }, ...(row.method === 'POST' ? { body: {} } : {}) });
}

describe('the call catalogue (docs/spec/calls.tsv)', () => {
  it.each(COMPLETE_AREAS)('serves every call of the complete area %s', (area) => {
    const missing = rows.filter((r) => r.area === area && !served.includes(r)).map((r) => `${r.method} ${r.path}`);
    expect(rows.some((r) => r.area === area)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('answers the envelope on every served call of every area', async () => {
    expect(served.length).toBeGreaterThan(rows.filter((r) => COMPLETE_AREAS.includes(r.area)).length);
    const failures: string[] = [];
    for (const row of served) {
      const r = await answers(row);
      const envelope = r.body && typeof r.body === 'object' && ('code' in r.body || 'access_token' in r.body);
      if (r.status === 404 || r.status >= 500 || !envelope || r.body.code === 501) {
        failures.push(`${row.method} ${row.path} (${row.area}): HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
