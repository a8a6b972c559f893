import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { deliveryServer, runningTasks } from './delivery-fixture';

let s: TestServer;
let admin: string;
let station: string;

beforeAll(async () => {
  ({ s, admin, station } = await deliveryServer());
}, 120_000);
afterAll(async () => { await s.close(); });

const post = (path: string, body: Record<string, unknown>, token = admin) => s.call('POST', `/production/auxiliary/${path}`, token, { body });
const KINDS = { waterPump: 'shift', overTime: 'hour', mutationPump: 'shift', transferConcrete: 'm3', auxiliary: 'item' };

describe('auxiliary tickets', () => {
  for (const [kind, unit] of Object.entries(KINDS)) {
    it(`${kind}: saved, submitted, reviewed, approved with its quantity in ${unit}; other moves 409`, async () => {
      const [task] = await runningTasks(s);
      const saved = (await post('save', { kind, taskId: task.id, quantity: '3.5' })).body.data;
      expect(saved).toMatchObject({ kind, unit, state: 'saved', quantity: '3.50', taskId: task.id });
      expect((await post('approve', { id: saved.id })).body).toMatchObject({ code: 409, data: { field: 'state' } });
      expect((await post('save', { id: saved.id, kind, taskId: task.id, quantity: '4' })).body.data.quantity).toBe('4.00');
      expect((await post('submit', { id: saved.id })).body.data.state).toBe('submitted');
      expect((await post('save', { id: saved.id, kind, taskId: task.id, quantity: '5' })).body.code).toBe(409);
      expect((await post('contract-review', { id: saved.id })).body.data.state).toBe('reviewed');
      expect((await post('approve', { id: saved.id })).body.data).toMatchObject({ state: 'approved', decidedBy: 'admin' });
      expect((await post('fail', { id: saved.id, reason: 'x' })).body.code).toBe(409);
      const list = (await post('approval-list', { kind, state: 'approved' })).body.data;
      expect(list.list.map((r: { id: number }) => r.id)).toContain(saved.id);
      expect(list.list.every((r: { kind: string; state: string }) => r.kind === kind && r.state === 'approved')).toBe(true);
    });
  }

  it('fails a submitted ticket with a reason; bad input names the field; a station user sees its station only', async () => {
    const [task] = await runningTasks(s, '02');
    const id = (await post('save', { kind: 'overTime', taskId: task.id, quantity: '2' })).body.data.id;
    await post('submit', { id });
    expect((await post('fail', { id })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await post('fail', { id, reason: '超时未确认' })).body.data).toMatchObject({ state: 'failed', failReason: '超时未确认' });
    expect((await post('save', { kind: 'bogus', taskId: task.id, quantity: '2' })).body).toMatchObject({ code: 400, data: { field: 'kind' } });
    expect((await post('save', { kind: 'overTime', taskId: task.id, quantity: '2' }, station)).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    const mine = (await post('approval-list', {}, station)).body.data;
    expect(mine.list.every((r: { orgId: string }) => r.orgId === '01')).toBe(true);
  });
});
