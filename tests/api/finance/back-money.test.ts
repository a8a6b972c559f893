import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countRows, startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/** Back money (/sales/back-money/*): payments received, their history and voucher images, acted for station 01. */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'sales', 'station', 'member']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const { call, ok } = orgCalls(() => s, tok, ORG);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

let customerId: number;
let contractId: number;
let otherContractId: number;
let paymentId: number;

describe('back money', () => {
  it("lists the kinds of payment and the customer's contracts", async () => {
    const types = await ok('sales', '/sales/back-money/back-money-type');
    expect(types.map((t: { value: string }) => t.value)).toEqual(['transfer', 'cash', 'acceptance', 'cheque', 'offset']);
    const [c] = (
      await sql<{ id: number; customer_id: number }>`select id, customer_id from contracts where org_id = '01' order by id limit 1`.execute(s.services.db)
    ).rows;
    [customerId, contractId] = [c.customer_id, c.id];
    const [o] = (await sql<{ id: number }>`select id from contracts where customer_id <> ${customerId} order by id limit 1`.execute(s.services.db)).rows;
    otherContractId = o.id;
    const names = await ok('sales', '/sales/back-money/project-names', { customerId });
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n: { customerId: number }) => n.customerId === customerId)).toBe(true);
  });

  it('refuses a bad payment naming the field, writing nothing', async () => {
    const before = await countRows(s, 'back_money');
    const base = { customerId, contractId, backTime: '2031-03-01', amount: '1000.00', backType: 'transfer' };
    for (const [patch, field] of [
      [{ amount: '0' }, 'amount'],
      [{ amount: '12.345' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ backType: 'gold' }, 'backType'],
      [{ backTime: '2031-02-30' }, 'backTime'],
      [{ contractId: otherContractId }, 'contractId'],
      [{ customerId: undefined }, 'customerId'],
    ] as const) {
      const r = await call('sales', '/sales/back-money/back-money-add', { ...base, ...patch });
      expect(r.code, JSON.stringify(patch)).toBe(400);
      expect(r.data.field).toBe(field);
    }
    expect(await countRows(s, 'back_money')).toBe(before);
  });

  it('adds, changes and deletes a payment, each kept in its history', async () => {
    const added = await ok('sales', '/sales/back-money/back-money-add', {
      customerId,
      contractId,
      backTime: '2031-03-01',
      amount: '1234.56',
      backType: 'transfer',
      payer: '杭州建工',
    });
    paymentId = added.id;
    expect(added.amount).toBe('1234.56');
    const changed = await ok('sales', '/sales/back-money/back-money-update', { id: paymentId, amount: '1200.10' });
    expect(changed.amount).toBe('1200.10');
    const got = await ok('sales', '/sales/back-money/find-back-money-id', { id: paymentId });
    expect(got.customerId).toBe(customerId);
    const page = await ok('sales', '/sales/back-money/back-money-list', { customerId });
    expect(page.list.map((r: { id: number }) => r.id)).toContain(paymentId);
    const history = await ok('sales', '/sales/back-money/find-back-money-history-id', { id: paymentId });
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'add']);
    expect(history[0].record.amount).toBe('1200.10');
    const one = await ok('sales', '/sales/back-money/find-back-money-history-record-id', { id: history[1].id });
    expect(one.record.amount).toBe('1234.56');
  });

  it('stores a checked voucher image under the data directory and serves it back', async () => {
    const up = await s.call('POST', '/sales/back-money/uploadImages', tok.sales, {
      query: { ...ORG, id: String(paymentId) },
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(up.body.code).toBe(400); // no file
    const res = await s.app.inject({
      method: 'POST',
      url: `/prod-api/sales/back-money/uploadImages?org_id=01&id=${paymentId}`,
      headers: { access_token: tok.sales, 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    const body = JSON.parse(res.body);
    expect(body.code, res.body).toBe(200);
    expect(body.data.images).toHaveLength(1);
    const fake = await s.app.inject({
      method: 'POST',
      url: `/prod-api/sales/back-money/uploadImages?org_id=01&id=${paymentId}`,
      headers: { access_token: tok.sales, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(JSON.parse(fake.body)).toMatchObject({ code: 400, data: { field: 'file' } });
    const big = await s.app.inject({
      method: 'POST',
      url: `/prod-api/sales/back-money/uploadImages?org_id=01&id=${paymentId}`,
      headers: { access_token: tok.sales, 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(JSON.parse(big.body)).toMatchObject({ code: 400, data: { field: 'file' } });
    const img = await s.app.inject({
      method: 'GET',
      url: `/prod-api/sales/back-money/image?org_id=01&id=${paymentId}&name=${body.data.name}`,
      headers: { access_token: tok.sales },
    });
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.from(img.rawPayload).equals(PNG)).toBe(true);
    const bad = await s.call('GET', '/sales/back-money/image', tok.sales, { query: { ...ORG, id: String(paymentId), name: '../../etc/passwd' } });
    expect(bad.body.code).toBe(404);
  });

  it('takes at most nine images per payment, refusing the tenth before writing its file, and none from a role without the screen', async () => {
    const upload = (user: string, payload: Buffer) =>
      s.app
        .inject({
          method: 'POST',
          url: `/prod-api/sales/back-money/uploadImages?org_id=01&id=${paymentId}`,
          headers: { access_token: tok[user], 'content-type': 'application/octet-stream' },
          payload,
        })
        .then((r) => JSON.parse(r.body));
    // distinct images (the stored name is the content's digest): one is there already
    for (let i = 1; i < 9; i++) expect((await upload('sales', Buffer.concat([PNG, Buffer.from([i])]))).code).toBe(200);
    const files = () => readdir(join(tmpdir(), `mixboard-memory-${process.pid}`, 'uploads', 'back-money', String(paymentId))).then((f) => f.length);
    expect(await files()).toBe(9);
    expect(await upload('sales', Buffer.concat([PNG, Buffer.from([99])]))).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(await files()).toBe(9);
    const [row] = (await sql<{ images: string }>`select images from back_money where id = ${paymentId}`.execute(s.services.db)).rows;
    expect(row.images.split(',')).toHaveLength(9);
    expect((await upload('member', PNG)).code).toBe(403);
  });

  it("books a payment entered at the head office under its customer's station, where the station's lists count it", async () => {
    const r = await s.call('POST', '/sales/back-money/back-money-add', tok.admin, {
      query: { org_id: '' },
      body: { customerId, backTime: '2031-03-03', amount: '20.00', backType: 'cash' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const [{ org_id: orgId }] = (await sql<{ org_id: string }>`select org_id from customers where id = ${customerId}`.execute(s.services.db)).rows;
    const [saved] = (await sql<{ org_id: string }>`select org_id from back_money where id = ${r.body.data.id}`.execute(s.services.db)).rows;
    expect(saved.org_id).toBe(orgId);
    const page = await ok('sales', '/sales/back-money/back-money-list', { customerId });
    expect(page.list.map((x: { id: number }) => x.id)).toContain(r.body.data.id);
    await ok('admin', '/sales/back-money/back-money-delete', { id: r.body.data.id });
  });

  it('keeps payments to their organisation and their screen', async () => {
    const hq = await ok('admin', '/sales/back-money/back-money-add', { customerId, backTime: '2031-03-02', amount: '10.00', backType: 'cash' });
    expect((await call('member', '/sales/back-money/back-money-list')).code).toBe(403);
    const r = await s.call('POST', '/sales/back-money/back-money-delete', tok.station, { query: { org_id: '02' }, body: { id: hq.id } });
    expect(r.body.code).not.toBe(200);
    await ok('sales', '/sales/back-money/back-money-delete', { id: paymentId });
    const history = await ok('sales', '/sales/back-money/find-back-money-history-id', { id: paymentId });
    expect(history[0].action).toBe('delete');
  });
});
