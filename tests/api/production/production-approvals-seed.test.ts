import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { grantsOf } from '../security/authz-grants';

/**
 * The approval screens of issue 9 on a fresh demo (server/seed/production-approvals.seed.ts,
 * server/seed/auxiliary.seed.ts): each holds a record waiting for the dispatcher (level 1, which he
 * countersigns beside the approver) and one waiting for the admin (level 2, the head office's
 * sign-off), and the dispatcher is granted exactly these approval screens, with their buttons.
 */
let s: TestServer;
const tok: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'dispatcher', 'approver', 'station']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s.close();
});

const SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['/approval/taskbills-manager-approval', 'taskPlan'],
  ['/approval/taskbills-manager-approval1', 'sanyTask'],
  ['/approval/water-pump-check', 'waterPumpTicket'],
  ['/approval/over-time-check', 'overTimeTicket'],
  ['/approval/mutation-pump-check', 'mutationPumpTicket'],
  ['/approval/transfer-concrete-check', 'concreteTransfer'],
  ['/approval/auxiliary-check', 'auxiliaryTicket'],
  ['/approval/print-approval', 'printRequest'],
];
type Row = { id: number; approveState: number; approveLevel: number; submitUser: string };

const waiting = async (user: string, resource: string): Promise<Row[]> => {
  const r = await s.call('GET', `/resource/${resource}/approvalPage`, tok[user], { query: { limit: '100' } });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data.list;
};
const info = async (user: string, resource: string, id: number) =>
  (await s.call('GET', `/resource/${resource}/approvalInfo`, tok[user], { query: { id: String(id) } })).body.data as { canApprove: boolean };

describe('the production approval screens of a fresh demo', () => {
  it.each(SCREENS)('%s waits for the dispatcher at level 1 and for the admin at level 2 (%s)', async (_route, resource) => {
    for (const [user, level] of [
      ['dispatcher', 1],
      ['admin', 2],
    ] as const) {
      const rows = await waiting(user, resource);
      expect(rows.length, `${resource} for ${user}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.approveState === 0 && r.approveLevel === level)).toBe(true);
      expect((await info(user, resource, rows[0].id)).canApprove).toBe(true);
    }
    // the dispatcher's are entered by someone else: what he submits himself skips his countersign
    const forDispatcher = await waiting('dispatcher', resource);
    expect(forDispatcher.length).toBeGreaterThan(0);
    expect(forDispatcher.filter((r) => r.submitUser === '陈志强')).toEqual([]);
  });

  it('tells the dispatcher of each one on his to-do list', async () => {
    const todos = (await s.call('GET', '/system/basic/getUnDealTask', tok.dispatcher, { query: { type: '2', limit: '200' } })).body.data.list as Array<{
      route: string;
    }>;
    for (const [route] of SCREENS)
      expect(
        todos.map((t) => t.route),
        route,
      ).toContain(route);
  });

  it('asks for reprints of tickets printed once, and keeps the tasks entered at the plant off the boards until agreed', async () => {
    const db = s.services.db;
    const requests = await db.selectFrom('print_requests').select(['resource', 'record_id', 'approve_state']).execute();
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) {
      const jobs = await db
        .selectFrom('print_jobs')
        .select(['reprint', 'size_bytes'])
        .where('resource', '=', r.resource)
        .where('record_id', '=', r.record_id)
        .execute();
      expect(jobs).toEqual([{ reprint: false, size_bytes: expect.any(Number) }]);
    }
    const pending = (await s.call('GET', '/resource/sanyTask/approvalPage', tok.admin, { query: { all: 'true', limit: '100' } })).body.data.list as Array<{
      taskCode: string;
      state: number;
    }>;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((t) => t.state === 0)).toBe(true);
    const live = (await s.call('GET', '/live/tasks', tok.admin)).body.data.list as Array<{ taskCode: string }>;
    for (const t of pending) expect(live.map((x) => x.taskCode)).not.toContain(t.taskCode);
  });

  it('a plan the station entered is countersigned by the dispatcher and the approver, then signed off by the admin, and opens its task', async () => {
    const [plan] = await waiting('dispatcher', 'taskPlan');
    const decide = (user: string) => s.call('POST', '/production/task/plan/approveTaskPlan', tok[user], { body: { id: plan.id, text: '同意' } });
    expect((await decide('dispatcher')).body.data).toMatchObject({ approveState: 0, approveLevel: 1 });
    expect((await waiting('dispatcher', 'taskPlan')).map((r) => r.id)).not.toContain(plan.id);
    expect((await decide('approver')).body.data).toMatchObject({ approveState: 0, approveLevel: 2 });
    const done = (await decide('admin')).body;
    expect(done.code, JSON.stringify(done)).toBe(200);
    expect(done.data).toMatchObject({ approveState: 1, planState: 2 });
    expect(done.data.taskCode).toMatch(/^RW\d{8}01\d{3}$/);
  });
});

describe("the dispatcher's approval grants", () => {
  it('are exactly the production approval screens, with their approve and refuse buttons', async () => {
    const g = await grantsOf(s.services.db, 'dispatcher');
    const routes = SCREENS.map(([r]) => r).sort();
    expect([...g.screens].filter((p) => p.startsWith('/approval/')).sort()).toEqual(routes);
    for (const b of ['approve', 'refuse'])
      expect(
        [...g.buttons]
          .filter((k) => k.endsWith(`#${b}`))
          .map((k) => k.split('#')[0])
          .sort(),
      ).toEqual(routes);
    const menu = (await s.call('GET', '/user/menu/findbycode', tok.dispatcher)).body.data as Array<{ path: string; children?: Array<{ path: string }> }>;
    expect((menu.find((m) => m.path === '/approval')?.children ?? []).map((c) => c.path).sort()).toEqual(routes);
  });

  it("refuse him another approval screen's decision", async () => {
    expect((await s.call('POST', '/resource/pact/approve', tok.dispatcher, { body: { pact_id: 1, text: '同意' } })).body.code).toBe(403);
  });
});
