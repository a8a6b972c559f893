import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countRows, startTestServer, type TestServer } from '../harness';
import { actionsFixtureServer } from './actions-fixture/server';
import { agreedFloats } from './actions-fixture/mix-adjustment.server';

/**
 * Declared actions beyond CRUD on a test-only object (./actions-fixture): transitions, batch
 * actions, named flows, group approval and extra buttons, each refused where it must be.
 */
let s: TestServer;
let admin: string;
let lab: string;
let approver: string;
beforeAll(async () => {
  s = await startTestServer({}, { areas: [actionsFixtureServer] });
  [admin, lab, approver] = [await s.login('admin'), await s.login('lab'), await s.login('approver')];
  await grant('lab', '/lab/mixProportion-adopt', ['add', 'edit', 'delete', 'confirm']);
  for (const businessType of ['fixture-mix-adjust', 'fixture-mix-float']) {
    const r = await s.call('POST', '/system/approval-flow/save', admin, {
      body: { businessType, levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  }
});
afterAll(async () => {
  await s?.close();
});

async function grant(role: string, path: string, buttons: string[]) {
  const db = s.services.db;
  const menu = await db.selectFrom('menus').select('id').where('path', '=', path).executeTakeFirstOrThrow();
  const r = await db.selectFrom('roles').select('role_id').where('role_code', '=', role).executeTakeFirstOrThrow();
  await db.deleteFrom('role_menu_buttons').where('role_id', '=', r.role_id).where('menu_id', '=', menu.id).where('button', 'in', buttons).execute();
  await db
    .insertInto('role_menu_buttons')
    .values(buttons.map((button) => ({ role_id: r.role_id, menu_id: menu.id, button })))
    .execute();
}

async function revoke(role: string, path: string, button: string) {
  const db = s.services.db;
  const menu = await db.selectFrom('menus').select('id').where('path', '=', path).executeTakeFirstOrThrow();
  const r = await db.selectFrom('roles').select('role_id').where('role_code', '=', role).executeTakeFirstOrThrow();
  await db.deleteFrom('role_menu_buttons').where('role_id', '=', r.role_id).where('menu_id', '=', menu.id).where('button', '=', button).execute();
}

let seq = 0;
async function draft(strength = 'C30'): Promise<number> {
  const r = await s.call('POST', '/resource/mixAdjustment/add', lab, { body: { adjustCode: `TZ-${++seq}`, strength } });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return Number(r.body.data.id);
}
const row = async (id: number) => (await s.call('GET', '/resource/mixAdjustment/get', admin, { query: { id: String(id) } })).body.data;

describe('state transitions', () => {
  it('moves a draft to confirmed, stamps the time and writes an audit row', async () => {
    const id = await draft();
    const r = await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id, state: 1, confirmTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(await countRows(s, 'audit_log')).toBeGreaterThan(0);
    const audit = await sql<{
      n: string;
    }>`select count(*) as n from audit_log where entity = 'mixAdjustment' and entity_id = ${String(id)} and action = 'confirm'`.execute(s.services.db);
    expect(Number(audit.rows[0].n)).toBe(1);
  });

  it("answers 409 naming the current state in the caller's language when the transition does not leave it", async () => {
    const id = await draft();
    await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id } });
    const zh = await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id } });
    expect(zh.body).toMatchObject({ code: 409, data: { field: 'state' } });
    expect(zh.body.msg).toContain('已确认');
    const en = await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id }, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toContain('Confirmed');
    const closeDraft = await s.call('POST', '/resource/mixAdjustment/close', admin, { body: { id: await draft() }, headers: { 'accept-language': 'ja' } });
    expect(closeDraft.body).toMatchObject({ code: 409 });
    expect(closeDraft.body.msg).toContain('下書き');
  });

  it("runs the server part's guard, and serves the spec path mapped to the transition", async () => {
    const blank = await draft('');
    const refused = await s.call('POST', '/fixture/mix-adjust/confirm', lab, { body: { id: blank } });
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'strength' } });
    expect((await row(blank)).state).toBe(0);
    const ok = await s.call('GET', '/fixture/mix-adjust/confirm', lab, { query: { id: String(await draft()) } });
    expect(ok.body.data.state).toBe(1);
  });

  it("refuses (403) a caller without the transition's button, and answers 404 for a record of another station", async () => {
    const id = await draft();
    await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id } });
    await revoke('lab', '/lab/mixProportion-adopt', 'close');
    expect((await s.call('POST', '/resource/mixAdjustment/close', lab, { body: { id } })).body.code).toBe(403);
    expect((await row(id)).state).toBe(1);
    expect((await s.call('POST', '/resource/mixAdjustment/close', admin, { body: { id } })).body.data.state).toBe(2);
    const foreign = await s.call('POST', '/resource/mixAdjustment/confirm', admin, { body: { id: await draft() }, query: { org_id: '02' } });
    expect(foreign.body.code).toBe(404);
  });
});

describe('batch actions over the selected rows', () => {
  it('confirms all or none: one row in the wrong state rolls every row back', async () => {
    const [a, b, c] = [await draft(), await draft(), await draft()];
    await s.call('POST', '/resource/mixAdjustment/confirm', lab, { body: { id: b } });
    const mixed = await s.call('POST', '/fixture/mix-adjust/batch-confirm', lab, { body: { ids: [a, b] } });
    expect(mixed.body.code).toBe(409);
    expect((await row(a)).state).toBe(0);
    const ok = await s.call('POST', '/resource/mixAdjustment/batchConfirm', lab, { body: { ids: `${a},${c}` } });
    expect(ok.body).toMatchObject({ code: 200, data: { done: 2 } });
    expect([(await row(a)).state, (await row(c)).state]).toEqual([1, 1]);
    expect((await s.call('POST', '/resource/mixAdjustment/batchConfirm', lab, { body: { ids: [] } })).body).toMatchObject({
      code: 400,
      data: { field: 'ids' },
    });
  });

  it('deletes all or none, refusing a row under approval', async () => {
    const [a, b] = [await draft(), await draft()];
    await s.call('POST', '/resource/mixAdjustment/submit', lab, { body: { id: b } });
    const refused = await s.call('POST', '/resource/mixAdjustment/batchDelete', lab, { body: { ids: [a, b] } });
    expect(refused.body.code).toBe(409);
    expect((await row(a)).id).toBe(a);
    const c = await draft();
    expect((await s.call('POST', '/resource/mixAdjustment/batchDelete', lab, { body: { ids: [a, c] } })).body.data).toMatchObject({ deleted: 2 });
    expect((await s.call('GET', '/resource/mixAdjustment/get', admin, { query: { id: String(a) } })).body.code).toBe(404);
  });

  it("approves several submitted records in one call, on the flow's approval screen button", async () => {
    const [a, b] = [await draft(), await draft()];
    for (const id of [a, b]) await s.call('POST', '/resource/mixAdjustment/submit', lab, { body: { id } });
    expect((await s.call('POST', '/resource/mixAdjustment/batchApprove', lab, { body: { ids: [a, b] } })).body.code).toBe(403);
    const ok = await s.call('POST', '/resource/mixAdjustment/batchApprove', approver, { body: { ids: [a, b], text: '同意' } });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect([(await row(a)).approveState, (await row(b)).approveState]).toEqual([1, 1]);
  });
});

describe('named flows', () => {
  it("keeps each flow's own state: a float approval runs while the approval stays a draft", async () => {
    const id = await draft();
    const sub = await s.call('POST', '/resource/mixAdjustment/submit', lab, { body: { id, flow: 'float' } });
    expect(sub.body.data).toMatchObject({ floatApproveState: 0, approveState: null });
    expect((await s.call('POST', '/resource/mixAdjustment/approve', approver, { body: { id } })).body.code).toBe(409);
    const page = await s.call('GET', '/resource/mixAdjustment/approvalPage', approver, { query: { flow: 'float' } });
    expect(page.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const done = await s.call('POST', '/resource/mixAdjustment/approve', approver, { body: { id, flow: 'float', text: '浮动合理' } });
    expect(done.body.data).toMatchObject({ floatApproveState: 1, approveState: null });
    expect(agreedFloats).toContain(id);
    const info = await s.call('GET', '/resource/mixAdjustment/approvalInfo', admin, { query: { id: String(id), flow: 'float' } });
    expect(info.body.data.timeline.map((l: { level: number; state: number }) => [l.level, l.state])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect((await s.call('POST', '/resource/mixAdjustment/submit', lab, { body: { id, flow: 'leader' } })).body).toMatchObject({
      code: 400,
      data: { field: 'flow' },
    });
  });

  it("lists every flow's business type on the flow settings screen", async () => {
    const types = (await s.call('GET', '/system/approval-flow/list', admin)).body.data.map((t: { businessType: string }) => t.businessType);
    expect(types).toEqual(expect.arrayContaining(['fixture-mix-adjust', 'fixture-mix-float', 'supplier', 'customer-temp-credit']));
  });
});

describe('group approval', () => {
  it('submits several records as one group and decides them as one', async () => {
    const [a, b] = [await draft(), await draft()];
    const g = await s.call('POST', '/resource/mixAdjustment/groupSubmit', lab, { body: { ids: [a, b] } });
    expect(g.body.code, JSON.stringify(g.body)).toBe(200);
    const groupId = g.body.data.groupId as number;
    expect([(await row(a)).approveState, (await row(b)).approveState]).toEqual([0, 0]);
    // one to-do per approver for the whole group, and no member decided alone
    expect(await countRows(s, 'todos')).toBeGreaterThan(0);
    const todos = await sql<{ n: string }>`select count(*) as n from todos where business_id = ${`g${groupId}`} and state = 0`.execute(s.services.db);
    expect(Number(todos.rows[0].n)).toBeGreaterThan(0);
    expect((await s.call('POST', '/resource/mixAdjustment/approve', approver, { body: { id: a } })).body.code).toBe(403);
    expect((await s.call('POST', '/resource/mixAdjustment/recover', lab, { body: { id: a } })).body.code).toBe(409);
    const page = await s.call('GET', '/resource/mixAdjustment/groupPage', approver);
    expect(page.body.data.list.map((x: { groupId: number }) => x.groupId)).toContain(groupId);
    const done = await s.call('POST', '/resource/mixAdjustment/groupApprove', approver, { body: { groupId, text: '同意' } });
    expect(done.body.data).toMatchObject({ groupId, approveState: 1, ids: [a, b] });
    expect([(await row(a)).approveState, (await row(b)).approveState]).toEqual([1, 1]);
    const left = await sql<{ n: string }>`select count(*) as n from todos where business_id = ${`g${groupId}`} and state = 0`.execute(s.services.db);
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it('refuses a whole group, and submits none when one member is already in approval', async () => {
    const [a, b, c] = [await draft(), await draft(), await draft()];
    const groupId = (await s.call('POST', '/resource/mixAdjustment/groupSubmit', lab, { body: { ids: [a, b] } })).body.data.groupId;
    const noReason = await s.call('POST', '/resource/mixAdjustment/groupRefuse', approver, { body: { groupId } });
    expect(noReason.body.code).toBe(400);
    const refused = await s.call('POST', '/resource/mixAdjustment/groupRefuse', approver, { body: { groupId, text: '坍落度不符' } });
    expect(refused.body.data.approveState).toBe(2);
    expect([(await row(a)).approveState, (await row(b)).approveState]).toEqual([2, 2]);
    await s.call('POST', '/resource/mixAdjustment/submit', lab, { body: { id: c } });
    const before = await countRows(s, 'approval_groups');
    expect((await s.call('POST', '/resource/mixAdjustment/groupSubmit', lab, { body: { ids: [a, c] } })).body.code).toBe(409);
    expect(await countRows(s, 'approval_groups')).toBe(before);
    expect((await row(a)).approveState).toBe(2);
  });
});

describe('buttons beyond the standard five', () => {
  it("puts the declared buttons on the screen's menu for the role screen", async () => {
    const menu = await s.services.db.selectFrom('menus').select('buttons').where('path', '=', '/lab/mixProportion-adopt').executeTakeFirstOrThrow();
    expect(menu.buttons.split(',')).toEqual(expect.arrayContaining(['add', 'edit', 'delete', 'confirm', 'close']));
  });
});
