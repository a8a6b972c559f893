import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer } from '../harness';
import { declaredCalls } from '../../../server/http/permission';
import { serverMessages } from '../../../src/domain/server-messages';
import { dbState } from '../permissions/db-state';
import { DEMO_USERS, expectedAllowed, grantsOf, type Grants } from './authz-grants';
import { inBatches, pathOf } from './authz-calls';

/**
 * Issue 13: the route × role matrix over every call the server registered, for every demo role.
 * The expectation is computed from each call's declared `perm` and the menus and buttons the
 * role's rows in the database grant; a denied call answers the permission refusal, a denied write
 * (sent on GET and on POST, with plausible values) leaves every table as it was. Beside it, the
 * personal-data rule of defect 1: no read answers another user's phone, user code or post to a
 * role without /hr/user.
 */
const s = await startTestServer();
afterAll(() => s.close());

const REFUSAL = serverMessages.forbidden.zh;
const isRefusal = (b: any) => b?.code === 403 && b?.msg === REFUSAL;

const tokens = new Map<string, string>();
const grants = new Map<string, Grants>();
for (const u of DEMO_USERS) {
  tokens.set(u, await s.login(u));
  grants.set(u, await grantsOf(s.services.db, u));
}

const calls = declaredCalls(s.app).filter((c) => c.perm !== 'public');
const reads = calls.filter((c) => !c.write);
const writes = calls.filter((c) => c.write);
const answers = new Map<string, any>();

describe('the matrix is generated from what is served', () => {
  it('holds the calls of every area, reads and writes', () => {
    expect(reads.length).toBeGreaterThan(80);
    expect(writes.length).toBeGreaterThan(40);
  });
  it('the roles differ: most non-admin roles are denied some call of each kind', () => {
    for (const u of DEMO_USERS.filter((x) => x !== 'admin')) {
      const g = grants.get(u)!;
      expect(
        reads.some((c) => !expectedAllowed(c.perm, g)),
        u,
      ).toBe(true);
      expect(
        writes.some((c) => !expectedAllowed(c.perm, g)),
        u,
      ).toBe(true);
    }
  });
});

describe("reads: allowed or refused as the role's menus say", () => {
  it.each(DEMO_USERS.map((u) => [u]))(
    '%s',
    async (u) => {
      const wrong: string[] = [];
      await inBatches(
        reads.map((c) => async () => {
          const r = await s.call('GET', pathOf(c.url), tokens.get(u)!);
          answers.set(`${u} ${c.url}`, r.body);
          const allowed = expectedAllowed(c.perm, grants.get(u)!);
          if (r.status >= 500) wrong.push(`${c.url}: HTTP ${r.status}`);
          else if (r.status === 401) wrong.push(`${c.url}: 401`);
          else if (allowed === isRefusal(r.body))
            wrong.push(`${c.url}: expected ${allowed ? 'allowed' : 'refused'}, got ${JSON.stringify(r.body).slice(0, 100)}`);
        }),
        8,
      );
      expect(wrong).toEqual([]);
      // every read of every area, as one role: it grows with the catalogue and runs beside the other database's suite
    },
    240_000,
  );
});

describe('writes: a refused write answers the refusal and changes 0 rows', () => {
  it.each(DEMO_USERS.map((u) => [u]))(
    '%s',
    async (u) => {
      const denied = writes.filter((c) => !expectedAllowed(c.perm, grants.get(u)!));
      if (u === 'admin') {
        expect(denied).toEqual([]);
        return;
      }
      expect(denied.length).toBeGreaterThan(0);
      const before = await dbState(s.services.db);
      const wrong: string[] = [];
      // plausible values, so that a missing check would write rather than fail validation
      const body = { id: 1, ids: [1], name: '越权写入', code: 'X-DENIED', status: '1', text: '越权', reason: '越权', roleId: 1, menuIds: [1], user_id: 1 };
      await inBatches(
        denied.flatMap((c) =>
          (['GET', 'POST'] as const).map((method) => async () => {
            const r =
              method === 'GET'
                ? await s.call('GET', pathOf(c.url), tokens.get(u)!, { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) })
                : await s.call('POST', pathOf(c.url), tokens.get(u)!, { query: { id: '1' }, body });
            if (!isRefusal(r.body)) wrong.push(`${method} ${c.url}: ${r.status} ${JSON.stringify(r.body).slice(0, 100)}`);
          }),
        ),
        8,
      );
      expect(wrong).toEqual([]);
      expect(await dbState(s.services.db)).toEqual(before);
    },
    240_000,
  );
});

describe("defect 1: users' personal data only for /hr/user", () => {
  it('/user/users/list answers every role without /hr/user no phone, user code or post', async () => {
    for (const u of DEMO_USERS) {
      const r = await s.call('GET', '/user/users/list', tokens.get(u)!, { query: { page: '1', limit: '100' } });
      const hr = grants.get(u)!.admin || grants.get(u)!.screens.has('/hr/user');
      if (hr) {
        expect(r.body.data.list[0], u).toHaveProperty('phone');
        continue;
      }
      if (isRefusal(r.body)) continue;
      expect(r.body.code, u).toBe(200);
      for (const row of r.body.data.list) expect(Object.keys(row).sort(), u).toEqual(['true_name', 'user_id', 'user_name']);
    }
  });

  it("no read answers another user's phone, user code or post to a role without /hr/user", async () => {
    const ids = new Map(
      (await sql<{ user_name: string; user_id: number }>`select user_name, user_id from users`.execute(s.services.db)).rows.map((x) => [
        x.user_name,
        Number(x.user_id),
      ]),
    );
    const leaks: string[] = [];
    for (const u of DEMO_USERS) {
      const g = grants.get(u)!;
      if (g.admin || g.screens.has('/hr/user')) continue;
      for (const c of reads) {
        for (const row of userRowsIn(answers.get(`${u} ${c.url}`))) {
          if (Number(row.user_id ?? row.userId) === ids.get(u)) continue; // the caller's own profile
          const shown = PERSONAL.filter((k) => row[k] !== undefined);
          if (shown.length) leaks.push(`${u} ${c.url}: ${shown.join(',')}`);
        }
      }
    }
    expect(answers.size).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });
});

const PERSONAL = ['phone', 'user_code', 'userCode', 'post_code', 'postCode'];

/** Every object in an answer that is a user (it carries a user id beside a user name). */
function userRowsIn(v: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) userRowsIn(x, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (('user_id' in o || 'userId' in o) && ('user_name' in o || 'true_name' in o || 'userName' in o)) out.push(o);
    for (const x of Object.values(o)) userRowsIn(x, out);
  }
  return out;
}
