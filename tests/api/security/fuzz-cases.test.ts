import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { formatMessage } from '../../../src/domain/server-messages';
import { objectLabel } from '../../../server/http/db-errors';
import { countRows, startTestServer, type TestServer } from '../harness';

/**
 * The bad inputs of issue 13, defect 3, one by one: each is a 400 naming the field, a 404 or a
 * 409 naming what is in the way, never a 5xx (the generated fuzz in fuzz.test.ts covers the rest).
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (path: string, query: Record<string, string>) => s.call('GET', path, admin, { query });
const post = (path: string, body: unknown) => s.call('POST', path, admin, { body });

describe('defect 3: no 5xx on bad input', () => {
  it('ids beyond 32 bits are a 400 naming the field', async () => {
    for (const [path, field, value] of [
      ['/sales/cus/findbyid', 'id', '2147483648'],
      ['/system/basic/getUnDealTask', 'user_id', '99999999999'],
    ]) {
      const r = await get(path, { [field]: value });
      expect(r.status, path).toBeLessThan(500);
      expect(r.body, path).toMatchObject({ code: 400, data: { field } });
    }
  });

  it('NUL bytes in a query value or a text field are a 400 naming the field', async () => {
    const q = await get('/sales/cus/customer-list', { customerName: 'a\u0000b' });
    expect(q.body).toMatchObject({ code: 400, data: { field: 'customerName' } });
    const before = await countRows(s, 'settings');
    const b = await post('/system/system-config/insert', { configKey: 'k\u0000', configValue: 'v' });
    expect(b.status).toBeLessThan(500);
    expect(b.body.code).toBe(400);
    expect(await countRows(s, 'settings')).toBe(before);
  });

  it('impossible dates on ranges, to-dos and task lists are a 400 naming the field', async () => {
    for (const [path, field, value] of [
      ['/sales/cus/customer-list', 'signDate', '2024-02-30,2024-13-45'],
      ['/system/basic/getUnDealTask', 'start_time', '2024-13-45'],
      ['/system/basic/getDealTask', 'start_time', '2024-02-30'],
      ['/production/production/task-list', 'time', '2024-02-30 00:00:00,2024-03-01 00:00:00'],
    ]) {
      const r = await get(path, { [field]: value });
      expect(r.status, path).toBeLessThan(500);
      expect(r.body.code, path).toBe(400);
      // a range names the end at fault: signDate[1]
      expect(r.body.data.field, path).toMatch(new RegExp(`^${field}(\\[\\d\\])?$`));
    }
  });

  it('a value out of range on save is a 400 naming the field, and nothing is written', async () => {
    const before = await countRows(s, 'hosts');
    const r = await post('/resource/host/add', { hostName: 'h1', ip: '10.0.0.1', port: 999999999999999 });
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ code: 400, data: { field: 'port' } });
    expect(await countRows(s, 'hosts')).toBe(before);
  });

  it('a bad sort field on export is a 400 in the envelope, as on page', async () => {
    const page = await get('/resource/supplier/page', { sortField: 'nope' });
    const exp = await get('/resource/supplier/export', { sortField: 'nope' });
    expect(page.body).toMatchObject({ code: 400, data: { field: 'sortField' } });
    expect(exp.status).toBe(200);
    expect(exp.body).toMatchObject({ code: 400, data: { field: 'sortField' } });
  });

  it('deleting a customer that projects use is a 409 saying what uses it, and nothing is deleted', async () => {
    const used = await sql<{ id: number }>`select customer_id as id from projects limit 1`.execute(s.services.db);
    const id = used.rows[0].id;
    const r = await get('/sales/cus/customer-delete', { id: String(id) });
    expect(r.status).toBeLessThan(500);
    expect(r.body.code).toBe(409);
    // the message names the using object in the product's words, not a table name
    const users = ['projects', 'contracts', 'customer_credits', 'credit_requests', 'production_tasks', 'task_plans'];
    const named = users.filter((t) => r.body.msg === formatMessage('usedBy', 'zh', { by: objectLabel(t, 'zh') }));
    expect(named, r.body.msg).toHaveLength(1);
    expect(objectLabel(named[0], 'zh')).not.toBe(named[0]);
    const left = await sql<{ n: string }>`select count(*) as n from customers where id = ${id}`.execute(s.services.db);
    expect(Number(left.rows[0].n)).toBe(1);
  });
});
