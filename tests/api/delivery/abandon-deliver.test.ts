import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let dispatcher: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  dispatcher = await s.login('dispatcher');
}, 120_000);
afterAll(async () => { await s.close(); });

const shipped = async (taskId: number) =>
  Number((await s.services.db.selectFrom('production_tasks').select('shipped_quantity').where('id', '=', taskId).executeTakeFirstOrThrow()).shipped_quantity);
const post = (path: string, body: Record<string, unknown>, token = dispatcher) => s.call('POST', path, token, { body });

/** A sent 5 m³ ticket called back: an abandoned delivery. */
async function abandoned() {
  const db = s.services.db;
  const task = await db.selectFrom('production_tasks').select(['id', 'customer_id']).where('org_id', '=', '01').where('state', 'in', [0, 1]).orderBy('id').executeTakeFirstOrThrow();
  const truck = await db.selectFrom('vehicles').select('id').where('org_id', '=', '01').where('kind', '=', 'mixer').orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('customer_credits').set({ credit_amount: '100000000' }).where('customer_id', '=', task.customer_id).execute();
  const id = (await post('/production/sctaskdetail/save', { taskId: task.id, vehicleId: truck.id, quantity: '5' })).body.data.id as number;
  await post('/production/sctaskdetail/send', { id });
  await post('/production/sctaskdetail/back', { id });
  return { id, taskId: task.id };
}

describe('revoking an abandoned delivery', () => {
  it('submits, lists, and on approval puts the load back on the task', async () => {
    const { id, taskId } = await abandoned();
    const before = await shipped(taskId);
    expect((await post('/production/abandonDeliver/revokeSubmit', { id, reason: '客户要求恢复' })).body.data.revokeState).toBe('pending');
    expect((await post('/production/abandonDeliver/revokeSubmit', { id, reason: 'again' })).body.code).toBe(409);
    const list = (await post('/production/abandonDeliver/revokeApprovalList', {}, admin)).body.data;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await post('/production/abandonDeliver/revokeApprove', { id }, admin)).body.data.revokeState).toBe('approved');
    expect(await shipped(taskId)).toBeCloseTo(before + 5, 2);
    expect((await post('/production/abandonDeliver/revokeApprove', { id }, admin)).body.code).toBe(409);
    const detail = (await post('/production/sctaskdetail/print-flag', { id })).body.data;
    expect(detail.state).toBe('sent');
  });

  it('refuses: the ticket stays called back; a ticket not called back cannot be submitted', async () => {
    const { id, taskId } = await abandoned();
    const before = await shipped(taskId);
    await post('/production/abandonDeliver/revokeSubmit', { id, reason: 'r' });
    expect((await post('/production/abandonDeliver/revokeRefuse', { id }, admin)).body.data.revokeState).toBe('refused');
    expect(await shipped(taskId)).toBeCloseTo(before, 2);
    expect((await post('/production/sctaskdetail/remark', { id, remark: 'x' })).body.code).toBe(409);
    const { taskId: t2 } = await abandoned();
    const truck = await s.services.db.selectFrom('vehicles').select('id').where('org_id', '=', '01').where('kind', '=', 'mixer').orderBy('id').executeTakeFirstOrThrow();
    const live = (await post('/production/sctaskdetail/save', { taskId: t2, vehicleId: truck.id, quantity: '1' })).body.data.id;
    expect((await post('/production/abandonDeliver/revokeSubmit', { id: live, reason: 'r' })).body).toMatchObject({ code: 409, data: { field: 'state' } });
    expect((await post('/production/abandonDeliver/revokeSubmit', { id: live })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
  });
});
