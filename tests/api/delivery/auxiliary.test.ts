import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { deliveryServer, runningTasks } from './delivery-fixture';

let s: TestServer;
let admin: string;
let dispatcher: string;
let approver: string;
let station: string;

beforeAll(async () => {
  ({ s, admin, dispatcher, station } = await deliveryServer());
  approver = await s.login('approver');
}, 120_000);
afterAll(async () => {
  await s.close();
});

const post = (path: string, body: Record<string, unknown>, token = dispatcher) => s.call('POST', `/production/auxiliary/${path}`, token, { body });
const KINDS = { waterPump: 'shift', overTime: 'hour', mutationPump: 'shift', auxiliary: 'item' };

/**
 * Auxiliary tickets go through the approval engine: the seeded flow of each kind is the contract
 * review (approver role), then the admin role's approval.
 */
describe('auxiliary tickets', () => {
  for (const [kind, unit] of Object.entries(KINDS)) {
    it(`${kind}: saved, submitted, reviewed, approved by the seeded levels with its quantity in ${unit}; other moves refused`, async () => {
      const [task] = await runningTasks(s);
      const saved = (await post('save', { kind, taskId: task.id, quantity: '3.5' })).body.data;
      expect(saved).toMatchObject({ unit, approveState: null, quantity: '3.50', taskId: task.id });
      expect((await post('contract-review', { kind, id: saved.id }, approver)).body.code).toBe(409);
      expect((await post('save', { kind, id: saved.id, taskId: task.id, quantity: '4' })).body.data.quantity).toBe('4.00');
      expect((await post('submit', { kind, id: saved.id })).body.data).toMatchObject({ approveState: 0, approveLevel: 1 });
      expect((await post('save', { kind, id: saved.id, taskId: task.id, quantity: '5' })).body.code).toBe(409);
      // the dispatcher may not decide; the admin is no approver of level 1
      expect((await post('contract-review', { kind, id: saved.id })).body.code).toBe(403);
      expect((await post('contract-review', { kind, id: saved.id }, admin)).body.code).toBe(403);
      const mine = (await post('approval-list', { kind }, approver)).body.data;
      expect(mine.list.map((r: { id: number }) => r.id)).toContain(saved.id);
      expect((await post('contract-review', { kind, id: saved.id }, approver)).body.data).toMatchObject({ approveState: 0, approveLevel: 2 });
      const done = (await post('contract-review', { kind, id: saved.id }, admin)).body.data;
      expect(done).toMatchObject({ approveState: 1, decidedBy: '王建国', quantity: '4.00' });
      expect((await post('fail', { kind, id: saved.id, reason: 'x' }, admin)).body.code).toBe(409);
      expect((await post('save', { kind, id: saved.id, taskId: task.id, quantity: '6' })).body.code).toBe(409);
      const listed = (await post('approval-list', { kind, all: true, approveState: 1 }, admin)).body;
      expect(listed.code, JSON.stringify(listed)).toBe(200);
      const all = listed.data;
      expect(all.list.map((r: { id: number }) => r.id)).toContain(saved.id);
      expect(all.list.length).toBeGreaterThan(0);
      expect(all.list.filter((r: { unit: string; approveState: number }) => !(r.unit === unit && r.approveState === 1))).toEqual([]);
    });
  }

  it('fails a submitted ticket with a reason; the submitter may not decide it; bad input names the field; a station user sees its station only', async () => {
    const [task] = await runningTasks(s, '02');
    const manager = await s.login('manager');
    const id = (await post('save', { kind: 'overTime', taskId: task.id, quantity: '2' }, manager)).body.data.id;
    await post('submit', { kind: 'overTime', id }, manager);
    expect((await post('contract-review', { kind: 'overTime', id }, manager)).body.code).toBe(403);
    expect((await post('fail', { kind: 'overTime', id }, approver)).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await post('fail', { kind: 'overTime', id, reason: '超时未确认' }, approver)).body.data).toMatchObject({
      approveState: 2,
      failReason: '超时未确认',
      decidedBy: '赵丽华',
    });
    expect((await post('save', { kind: 'bogus', taskId: task.id, quantity: '2' })).body).toMatchObject({ code: 400, data: { field: 'kind' } });
    expect((await post('save', { kind: 'overTime', taskId: task.id, quantity: '0' })).body).toMatchObject({ code: 400, data: { field: 'quantity' } });
    expect((await post('save', { kind: 'overTime', taskId: task.id, quantity: '2' }, station)).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    const page = (await s.call('GET', '/resource/overTimeTicket/page', station)).body.data;
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.map((r: { taskId: number }) => r.taskId)).not.toContain(task.id);
  });
});
