import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../config';
import { bootServices } from '../boot';
import { build } from '../app';
import type { Services } from '../services';
import { GRANTS_TTL_MS, mayOpen, mayPressAny } from './permission';
import type { SessionUser } from './session-user';

/** a server on PGlite in memory, as the API tests' harness builds it (a server test may not import tests/) */
let s: { app: FastifyInstance; services: Services; close(): Promise<void> };
let station: string;
const call = async (url: string, token: string) => JSON.parse((await s.app.inject({ url: `/prod-api${url}`, headers: { access_token: token } })).body);
beforeAll(async () => {
  const config = readConfig({ ...process.env, REDIS_URL: '', DATA_DIR: 'memory://', DATABASE_URL: '', SIMULATOR: 'off', LOG_LEVEL: 'silent' });
  const { services, database } = await bootServices(config);
  const app = await build({ services, logger: false });
  await app.ready();
  s = {
    app,
    services,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  const password = createHash('sha256').update('mixboard123').digest('hex');
  const r = await s.app.inject({ method: 'POST', url: `/prod-api/auth/oauth/token?username=station&password=${password}&grant_type=password` });
  station = JSON.parse(r.body).access_token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const grant = (path: string) =>
  sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m
  where r.role_code = 'station' and m.path = ${path} on conflict do nothing`.execute(s.services.db);
const revoke = (path: string) =>
  sql`delete from role_menus where role_id = (select role_id from roles where role_code = 'station')
  and menu_id = (select id from menus where path = ${path})`.execute(s.services.db);

/** a database handle that counts the grant reads it makes */
function counted() {
  let reads = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (a) => {
      if (a.node.kind === 'SelectQueryNode') reads++;
      return a.node;
    },
    transformResult: async (a) => a.result,
  };
  return { db: s.services.db.withPlugin(plugin), reads: () => reads };
}

const stationUser = async (): Promise<SessionUser> => {
  const u = await s.services.db.selectFrom('users').select('user_id').where('user_name', '=', 'station').executeTakeFirstOrThrow();
  return { userId: u.user_id, userName: 'station', trueName: '', orgId: '01', userType: '', roles: ['station'], orgs: ['01'], tokenHash: '' };
};

describe('cached grants', () => {
  it('a grant or a revocation by SQL counts on the very next call', async () => {
    const page = () => call('/resource/customer/page?org_id=01', station);
    await revoke('/sales/customer');
    expect((await page()).code).toBe(403);
    await grant('/sales/customer');
    expect((await page()).code).toBe(200);
    expect((await page()).code).toBe(200);
    await revoke('/sales/customer');
    expect((await page()).code).toBe(403);
  });

  it("reads a user's screens and buttons once for a burst of checks", async () => {
    const { db, reads } = counted();
    const user = await stationUser();
    await grant('/sales/customer');
    for (let i = 0; i < 5; i++) expect(await mayOpen(db, user, ['/sales/customer'])).toBe(true);
    expect(await mayOpen(db, user, ['/no/such/screen'])).toBe(false);
    expect(reads()).toBe(1);
    for (let i = 0; i < 3; i++) await mayPressAny(db, user, ['/sales/customer'], ['add']);
    expect(reads()).toBe(2);
  });

  it('reads them again after the bound a change on another instance may take', async () => {
    const { db, reads } = counted();
    const user = await stationUser();
    let now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      await mayOpen(db, user, ['/sales/customer']);
      now += GRANTS_TTL_MS - 1;
      await mayOpen(db, user, ['/sales/customer']);
      expect(reads()).toBe(1);
      now += 2;
      await mayOpen(db, user, ['/sales/customer']);
      expect(reads()).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });
});
