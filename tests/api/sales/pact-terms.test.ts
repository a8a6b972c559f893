import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { estimateHaul } from '../../../src/domain/sales/distance';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * A contract's terms beyond its prices (issue 10): distance and duration, project scope and
 * addresses with their approval, people, supply control, change of customer, internal prices,
 * surcharges, other fees and discounts as the price resolution and the settlement read them, agreed
 * zone and customer prices, and check points — on the seeded contracts of station 01.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'sales', 'station']) tok[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

const { call, ok } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
const firstPact = async (org = '01') =>
  (
    await rows<{ id: number; customer_id: number; project_id: number }>(
      sql`select id, customer_id, project_id from contracts where org_id = ${org} order by id limit 1`,
    )
  )[0];

describe('GET /sales/pact/getDistanceAndDuration', () => {
  it('estimates the haul from the station to the project: straight line × the road factor', async () => {
    const pact = await firstPact();
    const [o] = await rows<{ lng: number; lat: number }>(sql`select lng, lat from orgs where org_id = '01'`);
    const [p] = await rows<{ lng: number; lat: number }>(sql`select lng, lat from projects where id = ${pact.project_id}`);
    const r = await ok('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id });
    expect(r).toMatchObject({ source: 'estimate', ...estimateHaul({ lng: Number(o.lng), lat: Number(o.lat) }, { lng: Number(p.lng), lat: Number(p.lat) }) });
    expect(Number(r.distanceKm)).toBeGreaterThan(0);
  });

  it('asks the routing service when one is configured, and falls back when it fails', async () => {
    const seen: string[] = [];
    let broken = false;
    const routing: Server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(broken ? 500 : 200, { 'content-type': 'application/json' });
      res.end(broken ? '{}' : JSON.stringify({ code: 'Ok', routes: [{ distance: 18_420, duration: 1_710 }] }));
    });
    await new Promise<void>((done) => routing.listen(0, '127.0.0.1', done));
    process.env.ROUTING_URL = `http://127.0.0.1:${(routing.address() as AddressInfo).port}`;
    try {
      const pact = await firstPact();
      expect(await ok('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id })).toMatchObject({
        source: 'routing',
        distanceKm: '18.42',
        durationMin: 29,
      });
      expect(seen[0]).toMatch(/^\/route\/v1\/driving\/[\d.]+,[\d.]+;[\d.]+,[\d.]+\?overview=false$/);
      broken = true;
      expect(await ok('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id })).toMatchObject({ source: 'estimate' });
    } finally {
      delete process.env.ROUTING_URL;
      routing.close();
    }
  });

  it('refuses a contract of another station, naming pact_id', async () => {
    const other = await firstPact('02');
    expect(await call('sales', '/sales/pact/getDistanceAndDuration', { pact_id: other.id })).toMatchObject({ code: 400, data: { field: 'pact_id' } });
    expect(await call('station', '/sales/pact/getDistanceAndDuration', { pact_id: other.id })).toMatchObject({ code: 403 });
  });
});

describe('project addresses (/sales/multi/address/*) and their approval', () => {
  it('lists on address-list only the addresses its flow agreed', async () => {
    const pact = await firstPact();
    const scope = await ok('sales', '/sales/pact/getProjectScope', { pact_id: pact.id });
    expect(scope).toMatchObject({ projectId: pact.project_id, radiusM: 300 });
    const seeded = await ok('sales', '/sales/pact/address-list', { pact_id: pact.id });
    expect(seeded).toHaveLength(1);

    expect(await call('sales', '/sales/multi/address/save', { contractId: pact.id, address: '' })).toMatchObject({ code: 400, data: { field: 'address' } });
    const added = await ok('sales', '/sales/multi/address/save', {
      contractId: pact.id,
      address: '杭州市余杭区良渚街道3号地块',
      lng: '120.05',
      lat: '30.38',
      contact: '赵工',
    });
    expect(added).toMatchObject({ approveState: null, contractId: pact.id });
    expect((await ok('sales', '/sales/multi/address/detail', { id: added.id })).address).toBe('杭州市余杭区良渚街道3号地块');
    expect((await ok('sales', '/sales/multi/address/list', { contractId: pact.id })).list).toHaveLength(2);

    expect(
      (
        await call('admin', '/system/approval-flow/save', {
          businessType: 'sales-project-address',
          levels: [{ approvers: [{ type: 'role', value: 'approver' }] }],
        })
      ).code,
    ).toBe(200);
    expect((await ok('sales', '/resource/pactAddress/submit', { id: added.id })).approveState).toBe(0);
    expect(await ok('sales', '/sales/pact/address-list', { pact_id: pact.id })).toHaveLength(1);
    const waiting = await ok('approver', '/sales/multi/address/approveList', {});
    expect(waiting.list.map((r: { id: number }) => r.id)).toContain(added.id);
    await ok('approver', '/resource/pactAddress/approve', { id: added.id, status: 1, text: '同意' });
    const agreed = await ok('sales', '/sales/pact/address-list', { pact_id: pact.id });
    expect(agreed.map((a: { address: string }) => a.address)).toContain('杭州市余杭区良渚街道3号地块');
    const haul = await ok('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id, addressId: added.id });
    expect(haul.to).toEqual({ lng: 120.05, lat: 30.38 });
  });
});

describe('contract people, control and change of customer', () => {
  it("sets the portal users and foremen, and finds a user's contracts", async () => {
    const pact = await firstPact();
    const users = await ok('sales', '/sales/pact/getUser', { keyword: 'member' });
    const member = users.find((u: { userName: string }) => u.userName === 'member');
    const station = (await ok('sales', '/sales/pact/getUser', { keyword: 'station' })).find((u: { userName: string }) => u.userName === 'station');
    expect(member && station).toBeTruthy();
    expect(await call('sales', '/sales/pact/pact-portar-add', { pact_id: pact.id, userIds: '999999' })).toMatchObject({
      code: 400,
      data: { field: 'userIds' },
    });
    expect(await ok('sales', '/sales/pact/pact-portar-add', { pact_id: pact.id, userIds: `${member.value}` })).toHaveLength(1);
    await ok('sales', '/sales/pact/pact-portar-add', { pact_id: pact.id, userIds: [station.value], role: 'foreman' });
    expect((await ok('sales', '/sales/pact/foreman', { pact_id: pact.id })).map((f: { userName: string }) => f.userName)).toEqual(['station']);
    const mine = await ok('sales', '/sales/pact/getPactByUser', { userId: member.value });
    expect(mine).toEqual([expect.objectContaining({ pact_id: pact.id, role: 'portal' })]);
  });

  it('keeps one supply control per contract', async () => {
    const pact = await firstPact();
    expect(await ok('sales', '/sales/pactcontrol/findByPactId', { pact_id: pact.id })).toMatchObject({ id: null, stopSupply: false });
    expect(await call('sales', '/sales/pactcontrol/pactcontrol-add', { contractId: pact.id, maxQuantity: '-1' })).toMatchObject({
      code: 400,
      data: { field: 'maxQuantity' },
    });
    const saved = await ok('sales', '/sales/pactcontrol/pactcontrol-add', {
      contractId: pact.id,
      maxQuantity: '5000.5',
      maxAmount: '2000000',
      stopSupply: false,
    });
    expect(await call('sales', '/sales/pactcontrol/pactcontrol-add', { contractId: pact.id, maxQuantity: '1' })).toMatchObject({
      code: 400,
      data: { field: 'contractId' },
    });
    await ok('sales', '/sales/pactcontrol/pactcontrol-add', { id: saved.id, stopSupply: true });
    expect(await ok('sales', '/sales/pactcontrol/findByPactId', { pact_id: pact.id })).toMatchObject({
      id: saved.id,
      maxQuantity: '5000.500',
      stopSupply: true,
    });
  });

  it('passes a contract to another customer of its station, with its history', async () => {
    const [pact] = await rows<{ id: number; customer_id: number }>(sql`select id, customer_id from contracts where org_id = '01' order by id desc limit 1`);
    const [target] = await rows<{ customer_id: number; id: number }>(
      sql`select customer_id, id from projects where org_id = '01' and customer_id <> ${pact.customer_id} order by id limit 1`,
    );
    const [foreign] = await rows<{ id: number }>(sql`select id from customers where org_id = '02' order by id limit 1`);
    expect(
      await call('sales', '/sales/new-pact/change-customer', { pact_id: pact.id, customerId: target.customer_id, projectId: target.id, reason: ' ' }),
    ).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect(
      await call('sales', '/sales/new-pact/change-customer', { pact_id: pact.id, customerId: foreign.id, projectId: target.id, reason: '债权转让' }),
    ).toMatchObject({ code: 400, data: { field: 'customerId' } });
    const r = await ok('sales', '/sales/new-pact/change-customer', {
      pact_id: pact.id,
      customerId: target.customer_id,
      projectId: target.id,
      reason: '债权转让',
    });
    expect(r.history).toHaveLength(1);
    expect(r.history[0]).toMatchObject({ reason: '债权转让' });
    expect((await ok('sales', '/sales/pact/findbyid', { pact_id: pact.id })).customerId).toBe(target.customer_id);
  });
});

describe('internal prices (/sales/sanyinformationprice/internal*)', () => {
  it("replaces a period's list and answers the period of a day", async () => {
    const period = await ok('admin', '/resource/internalPeriod/add', { name: '2031年内部价', startDate: '2031-01-01', endDate: '2031-12-31' });
    expect(
      (
        await s.call('POST', '/sales/sanyinformationprice/internalprice-add2', tok.admin, {
          query: { ...ORG, periodId: String(period.id) },
          body: [{ grade: 'C30', price: '1.234' }],
        })
      ).body,
    ).toMatchObject({ code: 400, data: { field: 'data[0].price' } });
    const r = await ok('admin', '/sales/sanyinformationprice/internalprice-add2', {
      periodId: period.id,
      data: [
        { grade: 'c30', price: '380' },
        { grade: 'C35', price: '400.5' },
      ],
    });
    expect(r.list.map((l: { grade: string; price: string }) => [l.grade, l.price])).toEqual([
      ['C30', '380.00'],
      ['C35', '400.50'],
    ]);
    await ok('admin', '/sales/sanyinformationprice/internalprice-add', { periodId: period.id, productType: 'concrete', grade: 'C40', price: '420' });
    expect((await ok('admin', '/sales/sanyinformationprice/findInternalProductType', { periodId: period.id })).list).toHaveLength(3);
    expect((await ok('admin', '/sales/sanyinformationprice/internalpricetime-list', { name: '2031年内部价' })).list).toHaveLength(1);
    const day = await ok('admin', '/sales/sanyinformationprice/getInternalDay', { time: '2031-05-01 08:00:00' });
    expect(day).toMatchObject({ day: '2031-05-01', period: { id: period.id } });
    expect(day.list).toHaveLength(3);
    expect((await ok('admin', '/sales/sanyinformationprice/getInternalDay', { time: '2032-01-01' })).period).toBeNull();
  });
});

describe('agreed prices, surcharges, other fees and discounts', () => {
  it('prices with a customer price only once it is agreed, and keeps an agreed price as history', async () => {
    const pact = await firstPact();
    const price = () => ok('sales', '/sales/pact/get-strength-level-price', { pact_id: pact.id, strength: 'C45', time: '2031-02-01' });
    expect((await price()).rule).not.toBe('customer');
    const c = await ok('sales', '/sales/new-price/save-customer-price', {
      customerId: pact.customer_id,
      productType: 'concrete',
      grade: 'C45',
      price: '600',
      effectiveFrom: '2031-01-01',
    });
    expect((await price()).rule).not.toBe('customer');
    expect(
      (
        await call('admin', '/system/approval-flow/save', {
          businessType: 'sales-customer-price',
          levels: [{ approvers: [{ type: 'role', value: 'approver' }] }],
        })
      ).code,
    ).toBe(200);
    await ok('sales', '/resource/customerPrice/submit', { id: c.id });
    expect((await ok('approver', '/resource/customerPrice/approvalPage', {})).list.map((r: { id: number }) => r.id)).toContain(c.id);
    await ok('approver', '/resource/customerPrice/approve', { id: c.id, status: 1, text: '同意' });
    expect(await price()).toMatchObject({ rule: 'customer', unitPrice: '600.00' });
    expect(await call('sales', '/sales/new-price/save-customer-price', { id: c.id, price: '1' })).toMatchObject({ code: 409 });
  });

  it("adds the special requirement of a grade text and the contract's other fees", async () => {
    const pact = await firstPact();
    const price = (strength: string, time: string) => ok('sales', '/sales/pact/get-strength-level-price', { pact_id: pact.id, strength, time });
    const base = await price('C30', '2031-06-01');
    expect(base.priced).toBe(true);
    await ok('sales', '/sales/special-price/save', { code: 'P12', name: '抗渗P12', price: '30', effectiveFrom: '2031-01-01' });
    expect(await price('C30P12', '2031-06-01')).toMatchObject({ unitPriceFen: base.unitPriceFen + 3000 });
    expect(await price('C30P14', '2031-06-01')).toMatchObject({ priced: false, reason: 'noSpecialPrice' });
    await ok('sales', '/sales/other-fee/save', { contractId: pact.id, name: '超远运费', per: 'm3', fee: '8', startDate: '2031-06-01', endDate: '2031-06-30' });
    expect(await price('C30', '2031-06-01')).toMatchObject({ unitPriceFen: base.unitPriceFen + 800 });
    expect(await price('C30', '2031-07-01')).toMatchObject({ unitPriceFen: base.unitPriceFen });
    expect(
      await call('sales', '/sales/other-fee/save', { contractId: pact.id, name: '超远运费', per: 'trip', fee: '8', startDate: '2031-06-01' }),
    ).toMatchObject({ code: 400, data: { field: 'per' } });
  });

  it('takes a discount through its approval flow', async () => {
    const pact = await firstPact();
    expect(
      await call('sales', '/sales/discounts/save', { contractId: pact.id, kind: 'percent', value: '2', startDate: '2031-01-01', endDate: '2031-12-31' }),
    ).toMatchObject({ code: 400, data: { field: 'reason' } });
    const d = await ok('sales', '/sales/discounts/save', {
      contractId: pact.id,
      kind: 'perM3',
      value: '5',
      startDate: '2031-01-01',
      endDate: '2031-12-31',
      reason: '量大优惠',
    });
    expect(
      (await call('admin', '/system/approval-flow/save', { businessType: 'sales-discount', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] }))
        .code,
    ).toBe(200);
    await ok('sales', '/sales/discounts/submit', { id: d.id });
    expect((await ok('approver', '/sales/discounts/approveList', {})).list.map((r: { id: number }) => r.id)).toContain(d.id);
    await ok('approver', '/resource/discount/approve', { id: d.id, status: 1, text: '同意' });
    expect(await ok('sales', '/sales/discounts/detail', { id: d.id })).toMatchObject({ approveState: 1, value: '5.00' });
  });
});

describe('check points (/sales/check-point/*)', () => {
  it("prices the contract's loads up to the day, and its totals are the sums of its lines and of the loads", async () => {
    const [pact] = await rows<{
      id: number;
      n: string;
    }>(sql`select k.contract_id as id, count(*) as n from delivery_tickets t join production_tasks k on k.id = t.task_id
      where k.org_id = '01' and k.contract_id is not null group by k.contract_id order by count(*) desc limit 1`);
    const today = s.services.clock.today();
    expect(await call('sales', '/sales/check-point/generate', { pact_id: pact.id, checkDate: '2099-01-01' })).toMatchObject({
      code: 400,
      data: { field: 'checkDate' },
    });
    const point = await ok('sales', '/sales/check-point/generate', { pact_id: pact.id, checkDate: today });
    expect(point.loads).toBe(Number(pact.n));
    const detail = await ok('sales', '/sales/check-point/detail', { id: point.id });
    const fen = (y: string) => Math.round(Number(y) * 100);
    expect(detail.lines.reduce((sum: number, l: { amount: string }) => sum + fen(l.amount), 0)).toBe(point.amountFen);
    expect(detail.lines.reduce((sum: number, l: { loads: number }) => sum + l.loads, 0)).toBe(point.loads);
    // the same figures as pricing each of the contract's tasks
    const tasks = await rows<{ id: number }>(
      sql`select distinct task_id as id from delivery_tickets t join production_tasks k on k.id = t.task_id where k.contract_id = ${pact.id}`,
    );
    let total = 0;
    for (const t of tasks) total += (await ok('sales', '/sales/price/ticket-price', { taskId: t.id })).totalFen;
    expect(point.amountFen).toBe(total);
    // generating the day again replaces it
    const again = await ok('sales', '/sales/check-point/generate', { pact_id: pact.id, checkDate: today });
    const page = await ok('sales', '/sales/check-point/page', { contractId: pact.id });
    expect(page.list.map((p: { id: number }) => p.id)).toEqual([again.id]);
    expect(await call('sales', '/sales/check-point/detail', { id: again.id }, { org_id: '02' })).toMatchObject({ code: 404 });
  });
});
