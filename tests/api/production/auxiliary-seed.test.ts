import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s.close();
});

const page = async (token: string, resource: string) => {
  const r = await s.call('GET', `/resource/${resource}/page`, token, { query: { limit: '100' } });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { total: number; list: Array<Record<string, any>> };
};

/**
 * The demo opens the auxiliary check screens and the returned-concrete screen on rows (server/seed/auxiliary.seed.ts),
 * written through their handlers and the approval engine: every kind in several states, returns of yesterday's pour
 * within their tickets' volume, a transfer waiting for its approval.
 */
describe('the demo seed of auxiliary tickets and returns', () => {
  it('fills every check screen for the dispatcher, each row in its kind and with its approval state', async () => {
    const dispatcher = await s.login('dispatcher');
    const units: Record<string, string> = { waterPumpTicket: 'shift', overTimeTicket: 'hour', mutationPumpTicket: 'shift', auxiliaryTicket: 'item' };
    for (const [resource, unit] of Object.entries(units)) {
      const p = await page(dispatcher, resource);
      expect(p.total, resource).toBeGreaterThan(0);
      expect(p.list.length, resource).toBeGreaterThan(0);
      expect(p.list.filter((r) => r.unit !== unit)).toEqual([]);
    }
    const states = new Set<unknown>();
    for (const resource of Object.keys(units)) for (const r of (await page(dispatcher, resource)).list) states.add(r.approveState);
    // draft, pending, agreed and refused all show
    expect([...states].sort()).toEqual([0, 1, 2, null].sort());
    const approver = await s.login('approver');
    const waiting = (await s.call('POST', '/production/auxiliary/approval-list', approver, { body: { kind: 'overTime' } })).body.data;
    expect(waiting.total).toBeGreaterThan(0);
  });

  it("records returns within their tickets' volume, with a transfer waiting for its approval", async () => {
    const dispatcher = await s.login('dispatcher');
    const returns = await page(dispatcher, 'returnHandleRecord');
    expect(new Set(returns.list.map((r) => r.handlingMethod))).toEqual(new Set(['1', '2', '3']));
    const transfers = await page(dispatcher, 'concreteTransfer');
    expect(transfers.list.some((r) => r.state === 'pending' && r.approveState === 0 && r.targetTaskId)).toBe(true);
    const byTicket = new Map<number, number>();
    for (const r of returns.list.filter((x) => x.state !== 'refused')) byTicket.set(r.ticketId, (byTicket.get(r.ticketId) ?? 0) + Number(r.quantity));
    const tickets = await s.services.db
      .selectFrom('delivery_tickets')
      .select(['id', 'quantity'])
      .where('id', 'in', [...byTicket.keys()])
      .execute();
    for (const t of tickets) expect(byTicket.get(t.id)!).toBeLessThanOrEqual(Number(t.quantity));
  });
});
