import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * Outsourcing (issue 9 part 5): the contract flow through its spec paths, the transport prices,
 * task bills whose loads carry the unit, and settlements priced from the unit's tickets.
 * Everything is acted for station 01 (org_id=01), in January 2030, where the seed has no tickets.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'station', 'dispatcher']) tok[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

const { call } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];

let unitId: number;
let contractId: number;
let taskId: number;

async function newUnit(name: string, org = ORG): Promise<number> {
  const code = await s.call('GET', '/resource/outsourcingUnit/code', tok.admin, { query: org });
  const r = await s.call('POST', '/resource/outsourcingUnit/add', tok.admin, {
    query: org,
    body: { unitCode: code.body.data.code, unitName: name, contact: '王工' },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data.id;
}

/** Loads of the task at the given plant times (raw rows, as the operations services write them). */
async function loads(task: number, list: Array<[string, string]>): Promise<number[]> {
  const [t] = await rows<{ org_id: string; task_code: string }>(sql`select org_id, task_code from production_tasks where id = ${task}`);
  const [v] = await rows<{ id: number }>(sql`select id from vehicles where org_id = ${t.org_id} and kind = 'mixer' order by id limit 1`);
  const ids: number[] = [];
  for (const [at, quantity] of list) {
    const [r] = await rows<{ id: number }>(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, created_at)
      values (${t.org_id}, ${task}, ${v.id}, ${`${t.task_code}-W${ids.length + Math.random().toString().slice(2, 7)}`},
        ${quantity}, ${at}::timestamp at time zone 'Asia/Shanghai') returning id`);
    ids.push(r.id);
  }
  return ids;
}

describe('outsourcing contracts (/sales/outsourcing-contract/*)', () => {
  it('saves, submits, recovers, and is approved through the flow', async () => {
    unitId = await newUnit('余杭外协一厂');
    const saved = await call('admin', '/sales/outsourcing-contract/save', {
      contractCode: 'WXHT90001',
      unitId,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    contractId = saved.data.id;
    expect(saved.data).toMatchObject({ unitName: '余杭外协一厂', approveState: null });
    expect(await call('admin', '/sales/outsourcing-contract/save', { contractCode: 'WXHT90002', unitId, startDate: 'x', endDate: '2030-12-31' })).toMatchObject(
      { code: 400, data: { field: 'startDate' } },
    );

    const flow = await s.call('POST', '/system/approval-flow/save', tok.admin, {
      body: { businessType: 'outsourcing-contract', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
    });
    expect(flow.body.code).toBe(200);
    expect((await call('admin', '/sales/outsourcing-contract/submit', { id: contractId })).data.approveState).toBe(0);
    // in approval it can be neither changed nor deleted
    expect((await call('admin', '/sales/outsourcing-contract/delete', { id: contractId })).code).toBe(409);
    expect((await call('admin', '/sales/outsourcing-contract/recover', { id: contractId })).code).toBe(200);
    expect((await call('admin', '/sales/outsourcing-contract/findById', { id: contractId })).data.approveState).not.toBe(0);
    expect((await call('admin', '/sales/outsourcing-contract/submit', { id: contractId })).code).toBe(200);

    const waiting = await call('approver', '/sales/outsourcing-contract/outsourcingContractApprovalList', {});
    expect(waiting.code).toBe(200);
    expect(waiting.data.list.map((c: { id: number }) => c.id)).toContain(contractId);
    expect((await call('approver', '/sales/outsourcing-contract/refuseApproval', { id: contractId, text: '价格待议' })).code).toBe(200);
    expect((await call('admin', '/sales/outsourcing-contract/findById', { id: contractId })).data.approveState).toBe(2);
    expect((await call('admin', '/sales/outsourcing-contract/submit', { id: contractId })).code).toBe(200);
    const ok = await call('approver', '/sales/outsourcing-contract/approveApproval', { id: contractId });
    expect(ok.code, JSON.stringify(ok)).toBe(200);
    expect((await call('admin', '/sales/outsourcing-contract/findById', { id: contractId })).data.approveState).toBe(1);
    const page = await call('admin', '/sales/outsourcing-contract/page', { unitId });
    expect(page.data.list.map((c: { contractCode: string }) => c.contractCode)).toEqual(['WXHT90001']);
  });
});

describe('transport prices (/sales/outsourcing-transport-price/*)', () => {
  it('adds, lists by contract and deletes bands in integer fen', async () => {
    const near = await call('admin', '/sales/outsourcing-transport-price/add', { contractId, priceKind: 'volume', fromKm: '0', toKm: '15', priceFen: 4550 });
    expect(near.code, JSON.stringify(near)).toBe(200);
    expect(
      (await call('admin', '/sales/outsourcing-transport-price/add', { contractId, priceKind: 'trip', fromKm: '15', toKm: '60', priceFen: 52000 })).code,
    ).toBe(200);
    const wrong = await call('admin', '/sales/outsourcing-transport-price/add', { contractId, priceKind: 'volume', fromKm: '60', toKm: '90', priceFen: 12.5 });
    expect(wrong).toMatchObject({ code: 400, data: { field: 'priceFen' } });
    const extra = await call('admin', '/sales/outsourcing-transport-price/add', { contractId, priceKind: 'volume', fromKm: '60', toKm: '90', priceFen: 100 });
    expect((await call('admin', '/sales/outsourcing-transport-price/delete', { id: extra.data.id })).code).toBe(200);
    const list = await call('admin', '/sales/outsourcing-transport-price/list', { contractId });
    expect(list.data.map((p: { priceKind: string; priceFen: number }) => [p.priceKind, p.priceFen])).toEqual([
      ['volume', 4550],
      ['trip', 52000],
    ]);
  });

  it("are the contract's terms: while it is in approval they can be neither added, changed, moved nor deleted (409)", async () => {
    const draft = await call('admin', '/sales/outsourcing-contract/save', {
      contractCode: 'WXHT90005',
      unitId,
      startDate: '2031-01-01',
      endDate: '2031-12-31',
    });
    const other = await call('admin', '/sales/outsourcing-contract/save', {
      contractCode: 'WXHT90006',
      unitId,
      startDate: '2032-01-01',
      endDate: '2032-12-31',
    });
    const band = await call('admin', '/sales/outsourcing-transport-price/add', {
      contractId: draft.data.id,
      priceKind: 'volume',
      fromKm: '0',
      toKm: '20',
      priceFen: 4000,
    });
    const moving = await call('admin', '/sales/outsourcing-transport-price/add', {
      contractId: other.data.id,
      priceKind: 'volume',
      fromKm: '0',
      toKm: '20',
      priceFen: 4100,
    });
    expect((await call('admin', '/sales/outsourcing-contract/submit', { id: draft.data.id })).data.approveState).toBe(0);
    const prices = async () =>
      (await call('admin', '/sales/outsourcing-transport-price/list', { contractId: draft.data.id })).data.map((p: { id: number; priceFen: number }) => [
        p.id,
        p.priceFen,
      ]);
    const before = await prices();
    expect(
      await call('admin', '/sales/outsourcing-transport-price/add', {
        contractId: draft.data.id,
        priceKind: 'trip',
        fromKm: '20',
        toKm: '60',
        priceFen: 50000,
      }),
    ).toMatchObject({ code: 409 });
    expect((await call('admin', '/resource/outsourcingTransportPrice/update', { id: band.data.id, priceFen: 1 })).code).toBe(409);
    expect((await call('admin', '/resource/outsourcingTransportPrice/update', { id: moving.data.id, contractId: draft.data.id })).code).toBe(409);
    expect((await call('admin', '/sales/outsourcing-transport-price/delete', { id: band.data.id })).code).toBe(409);
    expect(await prices()).toEqual(before);
    expect((await call('admin', '/sales/outsourcing-contract/recover', { id: draft.data.id })).code).toBe(200);
    const changed = await call('admin', '/resource/outsourcingTransportPrice/update', { id: band.data.id, priceFen: 4200 });
    expect(changed.data?.priceFen, JSON.stringify(changed)).toBe(4200);
  });
});

describe('task bills and delivery bills', () => {
  it('gives a task to the unit: its earlier and later loads carry the unit', async () => {
    const [t] = await rows<{ id: number }>(sql`select id from production_tasks where org_id = '01' order by id limit 1`);
    taskId = t.id;
    const before = await loads(taskId, [['2030-01-05 08:00:00', '8.000']]);
    const r = await call('admin', '/resource/outsourcingTask/update', { id: taskId, outsourcingUnitId: unitId, outsourcingDistanceKm: '12.5' });
    expect(r.code, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ unitName: '余杭外协一厂', outsourcingDistanceKm: '12.50' });
    const after = await loads(taskId, [
      ['2030-01-06 09:30:00', '7.500'],
      ['2030-01-31 23:59:00', '6.250'],
      ['2030-02-01 00:00:10', '9.000'],
    ]);
    const unitOf = await rows<{ id: number; outsourcing_unit_id: number }>(
      sql`select id, outsourcing_unit_id from delivery_tickets where id in (${sql.join([...before, ...after])})`,
    );
    expect(unitOf.map((x) => x.outsourcing_unit_id)).toEqual([unitId, unitId, unitId, unitId]);
    const bill = await s.call('GET', '/sales/open/tickets/unit/list', tok.admin, { query: { ...ORG, unitId: String(unitId), pageSize: '100' } });
    expect(bill.body.code).toBe(200);
    const own = await rows<{ n: string }>(sql`select count(*) as n from delivery_tickets where outsourcing_unit_id = ${unitId}`);
    expect(bill.body.data.total).toBe(Number(own[0].n));
    expect(bill.body.data.list[0]).toMatchObject({ unitName: '余杭外协一厂' });
  });

  it("the production console sums the unit's loads per task", async () => {
    const r = await call('dispatcher', '/production/outsourcing/console', { unitId, all: 1 });
    expect(r.code, JSON.stringify(r)).toBe(200);
    const [sum] = await rows<{ q: string; n: string }>(
      sql`select coalesce(sum(quantity), 0)::numeric(14,3)::text as q, count(*) as n from delivery_tickets
        where task_id = ${taskId} and outsourcing_unit_id = ${unitId}`,
    );
    const task = r.data[0].tasks.find((x: { taskId: number }) => x.taskId === taskId);
    expect(task).toMatchObject({ shippedQuantity: sum.q, trips: Number(sum.n) });
    expect(r.data[0].shippedQuantity).toBe(sum.q);
  });
});

describe('outsourcing settlements (/sales/outsourcing-settlement/*)', () => {
  const period = () => ({ unitId, startDate: '2030-01-01', endDate: '2030-01-31' });
  let sheetId: number;

  it('previews and makes a sheet whose total is the sum of the tickets × prices', async () => {
    const pre = await call('admin', '/sales/outsourcing-settlement/pre-sheet', period());
    expect(pre.code, JSON.stringify(pre)).toBe(200);
    // the period's tickets of the unit, priced here independently: 12.5 km is in the per-m³ band of 45.50 yuan
    const tickets = await rows<{
      id: number;
      quantity: string;
      fen: string;
    }>(sql`select id, quantity::text, round(quantity * 4550)::text as fen from delivery_tickets
      where outsourcing_unit_id = ${unitId} and created_at >= '2030-01-01 00:00:00+08' and created_at < '2030-02-01 00:00:00+08'`);
    expect(tickets.length).toBe(3);
    const expected = tickets.reduce((a, t) => a + Number(t.fen), 0);
    expect(pre.data).toMatchObject({ ticketCount: 3, totalFen: expected, totalQuantity: '21.750', contractCode: 'WXHT90001' });
    expect(pre.data.lines.reduce((a: number, l: { amountFen: number }) => a + l.amountFen, 0)).toBe(pre.data.totalFen);
    expect(Number((await rows<{ n: string }>(sql`select count(*) as n from outsourcing_settlements`))[0].n)).toBe(0);

    const made = await call('admin', '/sales/outsourcing-settlement/make', period());
    expect(made.code, JSON.stringify(made)).toBe(200);
    sheetId = made.data.id;
    expect(made.data).toMatchObject({ totalFen: expected, ticketCount: 3, unitName: '余杭外协一厂' });
    expect(made.data.settlementCode).toMatch(/^WXJS\d{8}\d{5}$/);
    const [stored] = await rows<{
      total_fen: string;
      lines: string;
    }>(sql`select s.total_fen::text, (select sum(amount_fen) from outsourcing_settlement_lines where settlement_id = s.id)::text as lines
      from outsourcing_settlements s where s.id = ${sheetId}`);
    expect(Number(stored.total_fen)).toBe(expected);
    expect(Number(stored.lines)).toBe(expected);
    const locked = await rows<{ id: number }>(sql`select id from delivery_tickets where outsourcing_settlement_id = ${sheetId}`);
    expect(locked.map((x) => x.id).sort()).toEqual(tickets.map((t) => t.id).sort());
    const detail = await call('admin', '/sales/outsourcing-settlement/detail', { id: sheetId });
    expect(detail.data.lines).toHaveLength(3);
    expect(await s.call('POST', '/resource/outsourcingSettlement/page', tok.admin, { query: ORG }).then((r) => r.body.data.total)).toBe(1);
  });

  it('never settles a ticket twice', async () => {
    expect(await call('admin', '/sales/outsourcing-settlement/make', period())).toMatchObject({ code: 409, data: { field: 'unitId' } });
    expect((await call('admin', '/sales/outsourcing-settlement/pre-sheet', period())).code).toBe(409);
  });

  it('refuses a period without an agreed contract, and bad input with 400 naming the field', async () => {
    expect(await call('admin', '/sales/outsourcing-settlement/make', { ...period(), startDate: '2031-01-01', endDate: '2031-01-31' })).toMatchObject({
      code: 409,
      data: { field: 'unitId' },
    });
    expect(await call('admin', '/sales/outsourcing-settlement/make', { ...period(), endDate: '2029-12-31' })).toMatchObject({
      code: 400,
      data: { field: 'endDate' },
    });
    expect(await call('admin', '/sales/outsourcing-settlement/make', { ...period(), unitId: 'x' })).toMatchObject({ code: 400, data: { field: 'unitId' } });
  });

  it('submits, refuses, cannot revoke while pending, and revoke unlocks the tickets', async () => {
    await s.call('POST', '/system/approval-flow/save', tok.admin, {
      body: { businessType: 'outsourcing-settlement', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
    });
    expect((await call('admin', '/sales/outsourcing-settlement/submit', { id: sheetId })).data.approveState).toBe(0);
    expect(await call('admin', '/sales/outsourcing-settlement/revoke', { id: sheetId })).toMatchObject({ code: 409, data: { field: 'approveState' } });
    expect((await call('approver', '/sales/outsourcing-settlement/refuse', { id: sheetId, text: '量不符' })).code).toBe(200);
    const revoked = await call('admin', '/sales/outsourcing-settlement/revoke', { id: sheetId });
    expect(revoked).toMatchObject({ code: 200, data: { tickets: 3 } });
    expect(Number((await rows<{ n: string }>(sql`select count(*) as n from delivery_tickets where outsourcing_settlement_id is not null`))[0].n)).toBe(0);
    expect(
      Number(
        (await rows<{ n: string }>(sql`select count(*) as n from audit_log where entity = 'outsourcingSettlement' and action in ('make', 'revoke')`))[0].n,
      ),
    ).toBe(2);
    // the unlocked tickets settle again, and the sheet is approved
    const again = await call('admin', '/sales/outsourcing-settlement/make', period());
    expect(again.code).toBe(200);
    await call('admin', '/sales/outsourcing-settlement/submit', { id: again.data.id });
    expect((await call('approver', '/sales/outsourcing-settlement/approve', { id: again.data.id })).code).toBe(200);
    expect(await call('admin', '/sales/outsourcing-settlement/revoke', { id: again.data.id })).toMatchObject({ code: 409 });
  });

  it('prices a per-trip band by the trip', async () => {
    const farUnit = await newUnit('远郊外协厂');
    const c = await call('admin', '/sales/outsourcing-contract/save', {
      contractCode: 'WXHT90003',
      unitId: farUnit,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    await sql`update outsourcing_contracts set approve_state = 1 where id = ${c.data.id}`.execute(s.services.db);
    await call('admin', '/sales/outsourcing-transport-price/add', { contractId: c.data.id, priceKind: 'trip', fromKm: '20', toKm: '60', priceFen: 52000 });
    const [t] = await rows<{ id: number }>(sql`select id from production_tasks where org_id = '01' and id <> ${taskId} order by id limit 1`);
    await call('admin', '/resource/outsourcingTask/update', { id: t.id, outsourcingUnitId: farUnit, outsourcingDistanceKm: '35' });
    await loads(t.id, [
      ['2030-03-02 10:00:00', '8.000'],
      ['2030-03-03 10:00:00', '3.000'],
    ]);
    const pre = await call('admin', '/sales/outsourcing-settlement/pre-sheet', { unitId: farUnit, startDate: '2030-03-01', endDate: '2030-03-31' });
    expect(pre.data).toMatchObject({ ticketCount: 2, totalFen: 104000 });
  });
});

describe('scope', () => {
  it('a station user sees its own units, settlements and loads only', async () => {
    const other = await newUnit('临平外协厂', { org_id: '02' });
    await sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m
      where r.role_code = 'station'
      and m.path in ('/production/outsourcing/outsourcing-unit', '/production/outsourcing/settlement', '/production/outsourcing/delivery-bill')
      on conflict do nothing`.execute(s.services.db);
    const units = await s.call('GET', '/resource/outsourcingUnit/list', tok.station, { query: ORG });
    expect(units.body.code).toBe(200);
    const ids = units.body.data.map((u: { id: number }) => u.id);
    expect(ids).toContain(unitId);
    expect(ids).not.toContain(other);
    const foreign = await s.call('GET', '/sales/outsourcing-settlement/pre-sheet', tok.station, {
      query: { ...ORG, unitId: String(other), startDate: '2030-01-01', endDate: '2030-01-31' },
    });
    expect(foreign.body.code).toBe(404);
    const sheets = await s.call('GET', '/sales/outsourcing-settlement/list', tok.station, { query: ORG });
    expect(sheets.body.code).toBe(200);
    expect(sheets.body.data.list.length).toBeGreaterThan(0);
    expect(sheets.body.data.list.filter((x: { unitId: number }) => x.unitId !== unitId)).toEqual([]);
    const bill = await s.call('GET', '/sales/open/tickets/unit/list', tok.station, { query: { ...ORG, unitId: String(other) } });
    expect(bill.body.data.total).toBe(0);
  });
});
