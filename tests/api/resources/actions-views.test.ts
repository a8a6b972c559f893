import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from '../operations/plant-run';

/**
 * The read views of the production area: `deliveryTicket` by customer and month (the plant-scale
 * query), `task` with its declared `complete` transition written by the operations service.
 */
let s: TestServer;
let dispatcher: string;
let station: string;
beforeAll(async () => {
  s = await startTestServer();
  dispatcher = await s.login('dispatcher');
  station = await s.login('station');
  await runPlant(s, { orgId: '01', steps: 30, dt: 30 });
});
afterAll(async () => {
  await s?.close();
});

type Ticket = { id: number; customerId: number; createTime: string; orgId: string; status: string; quantity: number; times: Record<string, string> };

describe('GET /resource/deliveryTicket/page', () => {
  it('filters by customer and plant-time month, newest first, in the wire shape of the boards', async () => {
    const all = (await s.call('GET', '/resource/deliveryTicket/page', dispatcher, { query: { limit: '500' } })).body.data.list as Ticket[];
    expect(all.length).toBeGreaterThan(1);
    const one = all[0];
    const month = one.createTime.slice(0, 7);
    const r = await s.call('GET', '/resource/deliveryTicket/page', dispatcher, { query: { customerId: String(one.customerId), month, limit: '500' } });
    expect(r.body.code).toBe(200);
    const list = r.body.data.list as Ticket[];
    expect(list.length).toBe(all.filter((t) => t.customerId === one.customerId && t.createTime.startsWith(month)).length);
    expect(list.every((t) => t.customerId === one.customerId && t.createTime.startsWith(month))).toBe(true);
    const times = list.map((t) => t.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(one).toMatchObject({ quantity: expect.any(Number), status: expect.any(String), times: expect.objectContaining({ ticketed: expect.any(String) }) });
    const other = await s.call('GET', '/resource/deliveryTicket/page', dispatcher, { query: { customerId: String(one.customerId), month: '2001-01' } });
    expect(other.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('answers 400 naming a malformed month or customer', async () => {
    const month = await s.call('GET', '/resource/deliveryTicket/page', dispatcher, { query: { month: '2024-13' } });
    expect(month.body).toMatchObject({ code: 400, data: { field: 'month' } });
    const customer = await s.call('GET', '/resource/deliveryTicket/page', dispatcher, { query: { customerId: 'abc' } });
    expect(customer.body).toMatchObject({ code: 400, data: { field: 'customerId' } });
  });

  it('keeps a station to its own tickets, and exports the same rows as a sheet', async () => {
    const mine = (await s.call('GET', '/resource/deliveryTicket/page', station, { query: { limit: '500' } })).body.data.list as Ticket[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.orgId === '01')).toBe(true);
    const other = await s.call('GET', '/resource/deliveryTicket/page', station, { query: { org_id: '02' } });
    expect(other.body.code).toBe(403);
    const file = await s.app.inject({
      method: 'GET',
      url: '/prod-api/resource/deliveryTicket/export',
      headers: { access_token: dispatcher },
      query: { limit: '50' },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is read only: no write is served', async () => {
    for (const a of ['add', 'update', 'delete', 'import']) {
      expect((await s.call('POST', `/resource/deliveryTicket/${a}`, dispatcher, { body: { id: 1 } })).status).toBe(404);
    }
  });
});

describe('POST /resource/task/complete', () => {
  it('completes an open task through the operations service, then answers 409 naming its state', async () => {
    const tasks = (await s.call('GET', '/resource/task/page', dispatcher, { query: { limit: '100', state: '1' } })).body.data.list as Array<{
      id: number;
      state: number;
    }>;
    const open = tasks[0] ?? (await s.call('GET', '/resource/task/page', dispatcher, { query: { limit: '100', state: '2' } })).body.data.list[0];
    expect(open).toBeDefined();
    const done = await s.call('POST', '/resource/task/complete', dispatcher, { body: { id: open.id } });
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ id: open.id, state: 3, completeTime: expect.stringMatching(/^\d{4}-/) });
    const again = await s.call('POST', '/resource/task/complete', dispatcher, { body: { id: open.id }, headers: { 'accept-language': 'en' } });
    expect(again.body).toMatchObject({ code: 409, data: { field: 'state' } });
    expect(again.body.msg).toContain('Completed');
  });

  it('refuses a role without the complete button', async () => {
    const task = (await s.call('GET', '/resource/task/page', dispatcher, { query: { limit: '1' } })).body.data.list[0];
    const menu = await s.services.db.selectFrom('menus').select('id').where('path', '=', '/production/task-bills-manager').executeTakeFirstOrThrow();
    await s.services.db.deleteFrom('role_menu_buttons').where('menu_id', '=', menu.id).where('button', '=', 'complete').execute();
    expect((await s.call('POST', '/resource/task/complete', station, { body: { id: task.id } })).body.code).toBe(403);
  });
});
