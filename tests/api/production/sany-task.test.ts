import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPosition } from '../../../admin/production/credit-check.server';
import type { TestServer } from '../harness';
import { productionServer } from './production-fixture';

/**
 * Production (sany) tasks through their approval flow (issue 9): entered pending after the
 * credit check, opened when approved, refused, cancelled and resumed, held, edited and deleted.
 */
let s: TestServer;
let admin: string, dispatcher: string, approver: string, station: string;
const ORG = '01';
let project: { id: number; customer_id: number };
let recipeId: number;

beforeAll(async () => {
  ({ s, admin, dispatcher, approver, station, project, recipeId } = await productionServer('sany-task'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const q = { orgId: ORG };
async function addTask(over: Record<string, unknown> = {}) {
  return s.call('POST', '/production/sany_production/task-add', dispatcher, {
    query: q,
    body: {
      customerId: project.customer_id,
      projectId: project.id,
      recipeId,
      pouringSite: '二层剪力墙',
      pourMethod: '泵送',
      planQuantity: '30',
      unitPrice: '410.00',
      ...over,
    },
  });
}
const row = (id: number) => s.services.db.selectFrom('production_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const post = (path: string, token: string, body: Record<string, unknown>) => s.call('POST', path, token, { query: q, body });

describe('sany task approval', () => {
  it('enters a pending task that no board shows, and opens it when approved', async () => {
    const added = await addTask();
    expect(added.body.code, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data.id;
    expect(await row(id)).toMatchObject({ state: 0, unit_price: '410.00', org_id: ORG });
    const board = await s.call('GET', '/production/sany_sctask/task-list-select', dispatcher, { query: q });
    expect(board.body.data.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await post('/production/sany_production/task-submit', dispatcher, { id })).body.code).toBe(200);
    const list = await s.call('GET', '/production/sany_production/task-approval-list', approver, { query: q });
    expect(list.body.code, JSON.stringify(list.body)).toBe(200);
    const ok = await post('/production/sany_production/task-approval', approver, { id, opinion: 1 });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect(await row(id)).toMatchObject({ state: 1, approve_state: 1 });
    const select = await s.call('GET', '/production/sany_sctask/task-list-select', dispatcher, { query: q });
    expect(select.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, remaining: 30 })]));
    const detail = await s.call('GET', '/production/sany_production/task-approval-detail', approver, { query: { ...q, id: String(id) } });
    expect(detail.body.code, JSON.stringify(detail.body)).toBe(200);
  });

  it('refuses: the task stays pending and off the boards', async () => {
    const id = (await addTask()).body.data.id;
    await post('/production/sany_production/task-submit', dispatcher, { id });
    const r = await post('/production/sany_production/task-refuse', approver, { id, reason: '配比不符' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(await row(id)).toMatchObject({ state: 0, approve_state: 2 });
  });

  it('cancels (update state) and resumes; a move not allowed is 409 naming the state', async () => {
    const id = (await addTask()).body.data.id;
    await post('/production/sany_production/task-submit', dispatcher, { id });
    await post('/production/sany_production/task-approval', approver, { id, opinion: 1 });
    const notCancelled = await post('/production/sany_production/task-resume', dispatcher, { id });
    expect(notCancelled.body.code).toBe(409);
    expect(notCancelled.body.msg).toContain('待生产');
    expect((await post('/production/sany_production/task-update-state', dispatcher, { id })).body.code).toBe(200);
    expect((await row(id)).state).toBe(4);
    const resumed = await post('/production/sany_production/task-resume', dispatcher, { id });
    expect(resumed.body.code, JSON.stringify(resumed.body)).toBe(200);
    expect((await row(id)).state).toBe(1);
  });

  it('holds a task (update waiting) and releases it', async () => {
    const id = (await addTask()).body.data.id;
    expect((await post('/production/sany_production/task-update-waiting', dispatcher, { id, waiting: 1 })).body.code).toBe(200);
    expect((await row(id)).waiting).toBe(true);
    expect((await post('/production/sany_production/task-update-waiting', dispatcher, { id, waiting: 0 })).body.code).toBe(200);
    expect((await row(id)).waiting).toBe(false);
  });

  it('edits and deletes pending tasks only; deletes all or none', async () => {
    const a = (await addTask()).body.data.id,
      b = (await addTask()).body.data.id;
    const upd = await post('/production/production/task-update', dispatcher, {
      id: a,
      customerId: project.customer_id,
      projectId: project.id,
      recipeId,
      pouringSite: '三层楼板',
      pourMethod: '塔吊',
      planQuantity: '8',
      unitPrice: '415.50',
    });
    expect(upd.body.code, JSON.stringify(upd.body)).toBe(200);
    expect(await row(a)).toMatchObject({ pouring_site: '三层楼板', pour_method: '塔吊', unit_price: '415.50' });
    await post('/production/sany_production/task-submit', dispatcher, { id: b });
    await post('/production/sany_production/task-approval', approver, { id: b, opinion: 1 });
    const mixed = await post('/production/production/task-deletes', admin, { ids: [a, b] });
    expect(mixed.body.code).toBe(409);
    expect(await row(a)).toBeTruthy();
    const editOpen = await post('/production/production/task-update', dispatcher, {
      id: b,
      customerId: project.customer_id,
      projectId: project.id,
      recipeId,
      pouringSite: 'x',
      pourMethod: '泵送',
      planQuantity: '1',
      unitPrice: '1',
    });
    expect(editOpen.body.code).toBe(409);
    expect((await post('/production/production/task-delete', admin, { id: a })).body.code).toBe(200);
    expect(await s.services.db.selectFrom('production_tasks').select('id').where('id', '=', a).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a task over the credit limit at entry, naming the amount', async () => {
    const { receivablesFen } = await creditPosition(s.services.db, project.customer_id);
    await s.services.db
      .updateTable('customer_credits')
      .set({ credit_amount: ((receivablesFen + 500_000) / 100).toFixed(2), temp_amount: '0' })
      .where('customer_id', '=', project.customer_id)
      .execute();
    const before = await s.services.db
      .selectFrom('production_tasks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // 20 m³ × 410.00 = 8,200.00 yuan against 5,000.00 of room
    const r = await addTask({ planQuantity: '20' });
    expect(r.body.code).toBe(409);
    expect(r.body.msg).toBe('客户信用额度不足，超出额度 3,200.00 元');
    const after = await s.services.db
      .selectFrom('production_tasks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await s.services.db.updateTable('customer_credits').set({ credit_amount: '900000000.00' }).where('customer_id', '=', project.customer_id).execute();
  });

  it('keeps a station user to its station and rejects bad input with a 400 naming the field', async () => {
    const other = await s.services.db.selectFrom('production_tasks').select('id').where('org_id', '!=', ORG).executeTakeFirstOrThrow();
    const r = await s.call('POST', '/production/sany_production/task-update-waiting', station, { body: { id: other.id, waiting: 1 } });
    expect(r.body.code).not.toBe(200);
    const bad = await addTask({ planQuantity: 'abc' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.data.field).toBe('planQuantity');
  });
});
