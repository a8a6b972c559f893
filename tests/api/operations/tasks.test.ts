import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from './plant-run';

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
  await s.close();
});

describe('GET /production/production/task-list', () => {
  it('pages the tasks of the station, newest first, filtered by the search fields', async () => {
    const r = await s.call('GET', '/production/production/task-list', station, { query: { page: '1', limit: '3' } });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ page: 1, limit: 3 });
    expect(r.body.data.list).toHaveLength(3);
    expect(r.body.data.list.every((t: { orgId: string }) => t.orgId === '01')).toBe(true);
    const code = r.body.data.list[0].taskCode as string;
    const one = await s.call('GET', '/production/production/task-list', station, { query: { taskCode: code.slice(-5) } });
    expect(one.body.data.list.map((t: { taskCode: string }) => t.taskCode)).toContain(code);
    const none = await s.call('GET', '/production/production/task-list', station, { query: { state: '3', start_time: '2001-01-01', end_time: '2001-01-02' } });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('answers 400 naming a malformed time, and 403 to a role without the task screens', async () => {
    const bad = await s.call('GET', '/production/production/task-list', station, { query: { start_time: 'yesterday' } });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'start_time' } });
    expect((await s.call('GET', '/production/production/task-list', await s.login('sales'))).body.code).toBe(403);
  });
});

describe('task totals, one task, its tickets', () => {
  it('totals agree with the list, and a ticket carries a time for each status it reached', async () => {
    const list = (await s.call('GET', '/production/production/task-list', dispatcher, { query: { limit: '1000' } })).body.data;
    const totals = (await s.call('GET', '/production/production/task-total-info', dispatcher)).body.data;
    expect(totals.taskCount).toBe(list.total);
    expect(totals.shippedQuantity).toBeCloseTo(
      list.list.reduce((a: number, t: { shippedQuantity: number }) => a + t.shippedQuantity, 0),
      2,
    );
    const shipped = list.list.find((t: { truckCount: number }) => t.truckCount > 0);
    const task = (await s.call('GET', '/production/production/task-findbyid', dispatcher, { query: { id: String(shipped.id) } })).body.data;
    expect(task).toMatchObject({ id: shipped.id, taskCode: shipped.taskCode });
    expect(task.state).toBeGreaterThanOrEqual(2);
    const tickets = (await s.call('GET', '/production/production/getTaskDetailByTime', dispatcher, { query: { taskId: String(task.id) } })).body.data;
    expect(tickets.total).toBe(task.truckCount);
    const detail = (await s.call('GET', '/production/production/getTaskDetailById', dispatcher, { query: { id: String(tickets.list[0].id) } })).body.data;
    expect(detail.times.ticketed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(detail).toMatchObject({ taskId: task.id, ticketCode: expect.stringMatching(new RegExp(`^${task.taskCode}-\\d{3}$`)) });
  });

  it('answers 404 for a task of another station', async () => {
    const other = (await s.call('GET', '/production/production/task-list', dispatcher, { query: { org_id: '02' } })).body.data.list[0];
    expect((await s.call('GET', '/production/production/task-findbyid', station, { query: { id: String(other.id) } })).body.code).toBe(404);
  });
});
