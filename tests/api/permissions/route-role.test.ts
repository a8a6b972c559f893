import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer } from '../harness';
import { declaredCalls, listOf, type CallPermission } from '../../../server/http/permission';
import { dbState, type DbState } from './db-state';

/**
 * Generated from what the server registered: every call × every demo role. The expectation is
 * computed from the call's declared permission and the role's menus and buttons as stored in the
 * database (role_menus, role_menu_buttons), not from the server's own permission code.
 */
const s = await startTestServer();
afterAll(() => s.close());

const USERS = ['admin', 'sales', 'dispatcher', 'approver', 'lab', 'station', 'member'] as const;

interface Grants { admin: boolean; screens: Set<string>; buttons: Set<string> }

async function grantsOf(user: string): Promise<Grants> {
  const roles = await sql<{ role_code: string }>`select r.role_code from users u join user_roles ur on ur.user_id = u.user_id join roles r on r.role_id = ur.role_id where u.user_name = ${user}`.execute(s.services.db);
  const screens = await sql<{ path: string }>`select distinct m.path from users u join user_roles ur on ur.user_id = u.user_id join role_menus rm on rm.role_id = ur.role_id join menus m on m.id = rm.menu_id where u.user_name = ${user}`.execute(s.services.db);
  const buttons = await sql<{ k: string }>`select distinct m.path || '#' || b.button as k from users u join user_roles ur on ur.user_id = u.user_id join role_menu_buttons b on b.role_id = ur.role_id join menus m on m.id = b.menu_id where u.user_name = ${user}`.execute(s.services.db);
  return { admin: roles.rows.some((r) => r.role_code === 'admin'), screens: new Set(screens.rows.map((r) => r.path)), buttons: new Set(buttons.rows.map((r) => r.k)) };
}

function expectedAllowed(perm: CallPermission, g: Grants): boolean {
  if (perm === 'public' || perm === 'session') return true;
  if (g.admin) return true;
  if (perm === 'admin') return false;
  const screens = listOf(perm.screen);
  if (perm.button === undefined) return screens.some((p) => g.screens.has(p));
  return screens.some((p) => listOf(perm.button!).some((b) => g.buttons.has(`${p}#${b}`)));
}

const tokens = new Map<string, string>();
const grants = new Map<string, Grants>();
for (const u of USERS) {
  tokens.set(u, await s.login(u));
  grants.set(u, await grantsOf(u));
}

/** Path parameters get a harmless number; nothing else is sent, so an allowed call fails validation rather than writing. */
const pathOf = (url: string) => url.replace(/^\/prod-api/, '').replace(/:(\w+)/g, '1');
const calls = declaredCalls(s.app).filter((c) => c.perm !== 'public');
const reads = calls.filter((c) => !c.write);
const writes = calls.filter((c) => c.write);

describe('every call declares a permission', () => {
  it('registered calls are all in the table', () => {
    expect(reads.length).toBeGreaterThan(50);
    expect(writes.length).toBeGreaterThan(20);
  });

  it('the roles differ: some role is denied something of every kind', () => {
    const denied = (perm: CallPermission) => USERS.some((u) => !expectedAllowed(perm, grants.get(u)!));
    expect(calls.filter((c) => typeof c.perm === 'object' && denied(c.perm)).length).toBeGreaterThan(20);
  });
});

describe('reads: allowed or denied as the role\'s menus say', () => {
  it.each(reads.map((c) => [c.url, c] as const))('%s', async (_url, c) => {
    const seen: string[] = [];
    for (const u of USERS) {
      const r = await s.call('GET', pathOf(c.url), tokens.get(u)!);
      const allowed = expectedAllowed(c.perm, grants.get(u)!);
      const got = r.body?.code === 403 ? 'denied' : 'allowed';
      if (allowed && r.status === 401) seen.push(`${u}: 401`);
      else if ((got === 'denied') === allowed) seen.push(`${u}: expected ${allowed ? 'allowed' : 'denied'}, got ${JSON.stringify(r.body).slice(0, 120)}`);
    }
    expect(seen).toEqual([]);
  });
});

describe('writes: a denied write answers 403 and leaves the database unchanged', () => {
  for (const u of USERS) {
    const denied = () => writes.filter((c) => !expectedAllowed(c.perm, grants.get(u)!));
    it(`${u}: every denied write`, async () => {
      const list = denied();
      const before: DbState = await dbState(s.services.db);
      const wrong: string[] = [];
      for (const c of list) {
        // plausible input, so that a missing check would write rather than fail validation
        const r = await s.call('POST', pathOf(c.url), tokens.get(u)!, { query: { id: '1' }, body: { id: 1, name: '越权写入', code: 'X-DENIED', status: '1', text: '越权', roleId: 1, menuIds: [1] } });
        if (r.body?.code !== 403) wrong.push(`${c.url}: ${JSON.stringify(r.body).slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
      expect(await dbState(s.services.db)).toEqual(before);
      if (u === 'admin') expect(list).toEqual([]);
    });
  }
});
