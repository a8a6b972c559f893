import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { deliveryServer, runningTasks, shipped as shippedOn, ticketOn, type DeliveryFixture } from './delivery-fixture';

let f: DeliveryFixture;
let s: TestServer;
let admin: string;
let dispatcher: string;

beforeAll(async () => {
  f = await deliveryServer();
  ({ s, admin, dispatcher } = f);
}, 120_000);
afterAll(async () => {
  await s.close();
});

const shipped = (taskId: number) => shippedOn(s, taskId);
const post = (path: string, body: Record<string, unknown>, token = dispatcher) => s.call('POST', path, token, { body });

/** A sent 5 m³ ticket called back: an abandoned delivery. */
async function abandoned() {
  const [task] = await runningTasks(s);
  const id = await ticketOn(f, task.id, '5');
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
    const live = await ticketOn(f, t2, '1', false);
    expect((await post('/production/abandonDeliver/revokeSubmit', { id: live, reason: 'r' })).body).toMatchObject({ code: 409, data: { field: 'state' } });
    expect((await post('/production/abandonDeliver/revokeSubmit', { id: live })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
  });
});
