import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startServer, type Server } from './helper';

let s: Server;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
});

describe('GET /sales/cus/customer-list', () => {
  it('answers a page in the wire shape, with decimals exact and dates as text', async () => {
    const r = await s.call('/sales/cus/customer-list', admin, { query: { pageNo: '1', pageSize: '2' } });
    expect(r.body.code).toBe(200);
    // the demo seed grows as other areas add customers: the database is the reference
    expect(r.body.data).toMatchObject({ total: await s.count('customers'), page: 1, limit: 2 });
    expect(r.body.data.list[0].creditAmount).toMatch(/^\d+\.\d{2}$/);
    expect(r.body.data.list[0].signDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by the declared search fields only', async () => {
    const r = await s.call('/sales/cus/customer-list', admin, { query: { customerName: '地铁', ignored: 'x' } });
    expect(r.body.data.list.map((c: any) => c.customerCode)).toEqual(['KH00003']);
    const range = await s.call('/sales/cus/customer-list', admin, { query: { signDateStart: '2026-01-01', signDateEnd: '2026-02-28' } });
    const inRange = await s.count('customers', sql`sign_date between '2026-01-01' and '2026-02-28'`);
    expect(inRange).toBeLessThan(await s.count('customers'));
    expect(range.body.data.total).toBe(inRange);
  });

  it('limits a station user to their organisation', async () => {
    const station = await s.login('station');
    // reads follow the menus (spec §6): the station role is given the customer screen first
    await sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m
      where r.role_code = 'station' and m.path = '/sales/customer'`.execute(s.services.db);
    const r = await s.call('/resource/customer/page', station, { query: { org_id: '01' } });
    expect(r.body.data.list.length).toBeGreaterThan(0);
    const own = (await sql<{ customer_code: string }>`select customer_code from customers where org_id = '01'`.execute(s.services.db)).rows.map(
      (c) => c.customer_code,
    );
    expect(r.body.data.list.map((c: any) => c.customerCode).sort()).toEqual(own.sort());
  });
});

describe('GET /sales/cus/customer-add', () => {
  it('answers 400 naming the field when a number breaks rule 1', async () => {
    const r = await s.call('/sales/cus/customer-add', admin, {
      query: { customerCode: 'KH09001', customerName: '测试客户', customerType: 'company', creditAmount: '1000000.01' },
    });
    expect(r.body).toMatchObject({ code: 400, msg: '请输入0到1000000之间的数字，最多两位小数', data: { field: 'creditAmount' } });
  });

  it('answers 400 for a missing required field and ignores read-only fields', async () => {
    const r = await s.call('/sales/cus/customer-add', admin, { query: { customerName: '测试客户', customerType: 'company' } });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'customerCode' } });
    const ok = await s.call('/sales/cus/customer-add', admin, {
      body: {
        customerCode: 'KH09002',
        customerName: '测试客户二',
        customerType: 'company',
        createdAt: '2000-01-01 00:00:00',
        id: 999,
        submitUser: 'x',
        sort: 5,
      },
    });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.id).not.toBe(999);
    expect(ok.body.data.createdAt).not.toBe('2000-01-01 00:00:00');
    const stored = await sql<{ org_id: string }>`select org_id from customers where id = ${ok.body.data.id}`.execute(s.services.db);
    expect(stored.rows[0].org_id).toBe('0001');
    expect(await s.count('audit_log', sql`action = 'add' and entity = 'customer' and entity_id = ${String(ok.body.data.id)}`)).toBe(1);
  });

  it('refuses a duplicate code and the exists check sees it', async () => {
    const dup = await s.call('/sales/cus/customer-add', admin, { query: { customerCode: 'KH09002', customerName: '另一个', customerType: 'company' } });
    expect(dup.body).toMatchObject({ code: 400, data: { field: 'customerCode' } });
    const ex = await s.call('/resource/customer/exists', admin, { query: { customerCode: 'KH09002' } });
    expect(ex.body.data).toEqual({ exists: true });
    const code = await s.call('/sales/cus/getCode', admin);
    expect(code.body.data.code).toBe('KH09003');
  });
});

describe('button permissions', () => {
  it('a denied write answers 403 and leaves the database unchanged', async () => {
    const lab = await s.login('lab');
    const before = await s.count('customers');
    const auditBefore = await s.count('audit_log');
    const r = await s.call('/sales/cus/customer-add', lab, { query: { customerCode: 'KH09100', customerName: '越权客户', customerType: 'company' } });
    expect(r.body.code).toBe(403);
    const del = await s.call('/sales/cus/customer-delete', lab, { query: { id: '1' } });
    expect(del.body.code).toBe(403);
    expect(await s.count('customers')).toBe(before);
    expect(await s.count('audit_log')).toBe(auditBefore);
  });

  it('the sales role may edit customers but not approve suppliers', async () => {
    const sales = await s.login('sales');
    const r = await s.call('/sales/cus/customer-update', sales, { query: { id: '1', phone: '13900000000' } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.phone).toBe('13900000000');
  });
});

describe('ordering and visibility', () => {
  it('tops, bottoms and sorts a master list', async () => {
    await s.call('/system/ncc-data/material/topping', admin, { body: { id: 4 } });
    let list = (await s.call('/system/ncc-data/material/list', admin, { body: {} })).body.data.list;
    expect(list[0].id).toBe(4);
    await s.call('/system/ncc-data/material/bottoming', admin, { body: { id: 4 } });
    list = (await s.call('/system/ncc-data/material/list', admin, { body: {} })).body.data.list;
    expect(list.at(-1).id).toBe(4);
    await s.call('/system/ncc-data/material/sort', admin, { body: { ids: [6, 5, 4, 3, 2, 1] } });
    list = (await s.call('/system/ncc-data/material/list', admin, { body: {} })).body.data.list;
    expect(list.map((m: any) => m.id)).toEqual([6, 5, 4, 3, 2, 1]);
    const v = await s.call('/system/ncc-data/update-visible', admin, { body: { type: 'material', id: 6, visible: 0 } });
    expect(v.body.data.visible).toBe(0);
  });
});

describe('customer credit', () => {
  it('presets and adjusts a credit limit exactly, refusing to go negative', async () => {
    const p = await s.call('/system/customer-amount/preset', admin, { body: { customerId: 1, creditAmount: '100000.10' } });
    expect(p.body.data.creditAmount).toBe('100000.10');
    const a = await s.call('/system/customer-amount/adjust', admin, { body: { customerId: 1, amount: '-0.20' } });
    expect(a.body.data.creditAmount).toBe('99999.90');
    const neg = await s.call('/system/customer-amount/adjust', admin, { body: { customerId: 1, amount: '-100000' } });
    expect(neg.body.code).toBe(400);
  });
});
