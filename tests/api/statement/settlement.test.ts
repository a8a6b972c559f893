import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { lineAmountFen } from '../../../src/domain/sales/money';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * The delivery book and sales settlement sheets (issue 10, admin/statement): tickets written for
 * one customer of station 01 in March 2033 (no seeded ticket is there), priced by customer prices,
 * the book's totals against the sheet's to the fen, the sheet's flow, and the freeze rules.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'sales', 'station']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const { call, ok } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];

const BOOK = '/sales/sany-delivery-book';
const SHEET = '/sales/sanysettlementsheet';
const PERIOD = { startDate: '2033-03-01', endDate: '2033-03-31' };
let customerId: number;
let projectId: number;
let pumped: number;
let dumped: number;
const tickets: Record<string, number> = {};

async function task(strength: string, pour: string) {
  const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
  return (
    await rows<{ id: number }>(sql`insert into production_tasks
    (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump, pour_method, plan_quantity, shipped_quantity, open_time)
    values ('01', ${customerId}, ${projectId}, null, ${recipe.id}, ${`RW2033${strength}${pour.length}`}, '2号楼', ${strength}, '180±20', ${pour}, 100, 0, now())
    returning id`)
  )[0].id;
}
async function load(taskId: number, code: string, at: string, quantity: string) {
  const [v] = await rows<{ id: number }>(sql`select id from vehicles where org_id = '01' and kind = 'mixer' order by id limit 1`);
  tickets[code] = (
    await rows<{ id: number }>(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, created_at, ticketed_at)
    values ('01', ${taskId}, ${v.id}, ${code}, ${quantity}, ${at}::timestamp at time zone 'Asia/Shanghai', ${at}::timestamp at time zone 'Asia/Shanghai')
    returning id`)
  )[0].id;
}
/** A customer price in force (its own approval is tested with the price lists, tests/api/sales). */
async function price(grade: string, yuan: string, effectiveFrom: string) {
  const p = await ok('admin', '/sales/new-price/save-customer-price', { customerId, productType: 'concrete', grade, price: yuan, effectiveFrom });
  await rows(sql`update customer_prices set approve_state = 1 where id = ${p.id}`);
}
const book = (q: Record<string, unknown> = {}) =>
  ok('admin', `${BOOK}/delivery-book-list`, { customerId, time: `${PERIOD.startDate},${PERIOD.endDate}`, limit: 50, ...q });

describe('the delivery book (/sales/sany-delivery-book/*)', () => {
  it('holds quantities to 0.001 m³ and prices each ticket with its rule', async () => {
    [{ customer_id: customerId, id: projectId }] = await rows<{ customer_id: number; id: number }>(
      sql`select customer_id, id from projects where org_id = '01' order by id limit 1`,
    );
    pumped = await task('C30', '泵送');
    dumped = await task('C40', '自卸');
    await load(pumped, 'ST-1', '2033-03-01 00:00:00', '7.335');
    await load(pumped, 'ST-2', '2033-03-15 10:00:00', '8');
    await load(dumped, 'ST-3', '2033-03-31 23:59:00', '6.5');
    await load(dumped, 'ST-4', '2033-04-01 00:00:00', '9'); // April: outside the period
    // a draft (saved) ticket is no delivery
    await rows(sql`update delivery_tickets set detail_state = 'saved' where id = ${tickets['ST-4']}`);
    await price('C30', '412.34', '2033-01-01');

    const r = await book();
    expect(r.total).toBe(3);
    const byCode = Object.fromEntries(r.list.map((l: { ticketCode: string }) => [l.ticketCode, l]));
    expect(byCode['ST-1']).toMatchObject({
      quantity: '7.335',
      settledQuantity: '7.335',
      unitPriceFen: 41234,
      amountFen: 302451,
      priced: true,
      priceRule: 'customer',
    });
    expect(byCode['ST-1'].priceText).toContain('412.34');
    expect(byCode['ST-3']).toMatchObject({ priced: false, amountFen: null });
    expect(r.totals).toEqual({
      ticketCount: 3,
      settledQuantity: '21.835',
      amountFen: lineAmountFen(7335, 41234) + lineAmountFen(8000, 41234),
      unpricedCount: 1,
    });
  });

  it('lists the book by day and project, its days, and one ticket with how it was priced', async () => {
    const days = await ok('admin', `${BOOK}/delivery-book-list2`, { customerId, time: `${PERIOD.startDate},${PERIOD.endDate}` });
    expect(days.map((d: { day: string; quantity: string }) => [d.day, d.quantity])).toEqual([
      ['2033-03-01', '7.335'],
      ['2033-03-15', '8.000'],
      ['2033-03-31', '6.500'],
    ]);
    expect(days.reduce((n: number, d: { amountFen: number }) => n + d.amountFen, 0)).toBe((await book()).totals.amountFen);
    const dates = await ok('admin', `${BOOK}/delivery-book-dates`, { customerId, month: '2033-03' });
    expect(dates.map((d: { day: string }) => d.day)).toEqual(['2033-03-01', '2033-03-15', '2033-03-31']);
    expect(await ok('admin', '/sales/settlementsheet/delivery-book-dates', { customerId, month: '2033-03' })).toEqual(dates);
    const one = await ok('admin', `${BOOK}/findDetailById`, { id: tickets['ST-1'] });
    expect(one).toMatchObject({ ticketCode: 'ST-1', price: { rule: 'customer', amountFen: 302451 }, explanation: { rule: 'customer', basePriceFen: 41234 } });
    expect((await call('sales', `${BOOK}/findDetailById`, { id: tickets['ST-1'] }, { org_id: '02' })).code).toBe(404);
  });

  it('records paper tickets and pump tickets back, with the signed volume', async () => {
    expect(await call('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-2']], ticketState: 1, signedQuantity: '8.0001' })).toMatchObject({
      code: 400,
      data: { field: 'signedQuantity' },
    });
    expect(await call('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-2']], ticketState: 1, signedQuantity: '9' })).toMatchObject({
      code: 400,
      data: { field: 'signedQuantity' },
    });
    expect(await call('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-2']], ticketState: 3 })).toMatchObject({
      code: 400,
      data: { field: 'ticketState' },
    });
    expect(await call('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-4']], ticketState: 1 })).toMatchObject({ code: 404 });
    await ok('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-2']], ticketState: 1, signedQuantity: '7.995' });
    expect(await call('admin', `${BOOK}/updateTaskDetailPumpTicketState`, { ids: [tickets['ST-3']], pumpTicketState: 1 })).toMatchObject({
      code: 400,
      data: { field: 'ids' },
    });
    await ok('admin', `${BOOK}/updateTaskDetailPumpTicketState`, { ids: [tickets['ST-1'], tickets['ST-2']], pumpTicketState: 1 });
    const r = await book({ ticketState: 1 });
    expect(r.list).toHaveLength(1);
    expect(r.list[0]).toMatchObject({
      ticketCode: 'ST-2',
      signedQuantity: '7.995',
      settledQuantity: '7.995',
      ticketState: 1,
      pumpTicketState: 1,
      amountFen: lineAmountFen(7995, 41234),
    });
    // the station's own staff keep no delivery book (its menus have no /statement)
    expect((await call('station', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-2']], ticketState: 0 })).code).toBe(403);
  });

  it('exports the book as .xlsx', async () => {
    const r = await s.call('POST', '/sales/delivery-book/export1', tok.admin, {
      query: ORG,
      body: { customerId, time: `${PERIOD.startDate},${PERIOD.endDate}` },
    });
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('manual costs (/sales/manual/cost/*)', () => {
  it("keeps types and costs, confirms a cost, and lists the customer's tasks", async () => {
    const type = await ok('admin', '/sales/manual/cost/type-save', { typeName: '泵车台班费' });
    expect((await ok('admin', '/sales/manual/cost/type-list')).map((t: { typeName: string }) => t.typeName)).toContain('泵车台班费');
    expect(await call('admin', '/sales/manual/cost/save', { customerId, costTypeId: type.id, costDate: '2033-03-10', amount: '12.345' })).toMatchObject({
      code: 400,
      data: { field: 'amount' },
    });
    expect(await call('admin', '/sales/manual/cost/save', { costTypeId: type.id, costDate: '2033-03-10', amount: '1' })).toMatchObject({
      code: 400,
      data: { field: 'customerId' },
    });
    const cost = await ok('admin', '/sales/manual/cost/save', {
      customerId,
      costTypeId: type.id,
      costDate: '2033-03-10',
      amount: '800.50',
      remark: '3月10日台班',
    });
    const unconfirmed = await ok('admin', '/sales/manual/cost/save', { customerId, costTypeId: type.id, costDate: '2033-03-11', amount: '100' });
    expect(await ok('admin', '/sales/manual/cost/confirm', { id: cost.id })).toMatchObject({ confirmState: 1, confirmUser: expect.any(String) });
    expect(
      await call('admin', '/sales/manual/cost/save', { id: cost.id, customerId, costTypeId: type.id, costDate: '2033-03-10', amount: '900' }),
    ).toMatchObject({ code: 409 });
    expect((await ok('admin', '/sales/manual/cost/page', { customerId })).total).toBe(2);
    const list = await ok('admin', '/sales/manual/cost/taskList', { customerId });
    expect(list.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([pumped, dumped]));
    expect((await call('admin', '/sales/manual/cost/type-delete', { id: type.id })).code).toBe(409); // still used
    await ok('admin', '/sales/manual/cost/delete', { id: unconfirmed.id });
  });
});

describe('settlement sheets (/sales/sanysettlementsheet/*)', () => {
  let sheetId: number;
  const key = () => ({ customerId, ...PERIOD });

  it('refuses a period with a ticket nothing prices, naming it', async () => {
    const r = await call('admin', `${SHEET}/settlement-sheet-make`, key());
    expect(r).toMatchObject({ code: 409 });
    expect(r.msg).toContain('ST-3');
    expect(await call('admin', `${SHEET}/settlement-sheet-make`, { ...key(), endDate: '2033-02-01' })).toMatchObject({ code: 400, data: { field: 'endDate' } });
    await price('C40', '455.55', '2033-03-01');
  });

  it("makes the sheet from the delivery book: its ticket total equals the book's to the fen", async () => {
    const b = await book();
    expect(b.totals.unpricedCount).toBe(0);
    const candidates = await ok('admin', `${SHEET}/delivery-book-list`, key());
    expect(candidates.amountFen).toBe(b.totals.amountFen);
    expect((await ok('admin', `${SHEET}/project-name-select`, { customerId })).some((p: { id: number }) => p.id === projectId)).toBe(true);
    const preview = await ok('admin', `${SHEET}/settlement-sheet-make`, key());
    expect(preview).toMatchObject({
      ticketCount: 3,
      totalQuantity: '21.830',
      ticketsFen: b.totals.amountFen,
      manualCostFen: 80050,
      totalFen: b.totals.amountFen + 80050,
    });
    const made = await ok('admin', `${SHEET}/settlement-make`, key());
    sheetId = made.id;
    expect(made).toMatchObject({
      settlementCode: expect.stringMatching(/^XSJS\d{8}\d{5}$/),
      ticketsFen: b.totals.amountFen,
      totalFen: b.totals.amountFen + 80050,
      approveState: null,
    });
    expect(made.lines.reduce((n: number, l: { amountFen: number }) => n + l.amountFen, 0)).toBe(made.ticketsFen);
    expect(made.lines.length).toBeGreaterThan(0);
    expect(made.lines.filter((l: { rule: string; priceText: string }) => !(l.rule === 'customer' && l.priceText.length > 0))).toEqual([]);
    expect(made.items).toEqual([{ kind: 'manualCost', sourceId: expect.any(Number), name: '泵车台班费', contractId: null, amountFen: 80050 }]);
    const grades = await ok('admin', `${SHEET}/grades`, { id: sheetId });
    expect(grades.reduce((n: number, g: { amountFen: number }) => n + g.amountFen, 0)).toBe(made.ticketsFen);
    // the book now shows the sheet's frozen lines, and its total is unchanged
    const after = await book();
    expect(after.totals.amountFen).toBe(made.ticketsFen);
    expect(after.list.length).toBeGreaterThan(0);
    expect(after.list.filter((l: { settlementCode: string }) => l.settlementCode !== made.settlementCode)).toEqual([]);
    const [{ n }] = await rows<{ n: string }>(sql`select sum(amount_fen)::text as n from sales_settlement_lines where settlement_id = ${sheetId}`);
    expect(Number(n)).toBe(made.ticketsFen);
  });

  it('never prices a ticket twice', async () => {
    expect(await call('admin', `${SHEET}/settlement-make`, key())).toMatchObject({ code: 409 });
    expect(await call('admin', `${BOOK}/updateDetailTicketState`, { ids: [tickets['ST-1']], ticketState: 1, signedQuantity: '7' })).toMatchObject({
      code: 409,
      data: { field: 'signedQuantity' },
    });
    const [cost] = await rows<{ id: number }>(sql`select id from manual_costs where sales_settlement_id = ${sheetId}`);
    expect(await call('admin', '/sales/manual/cost/delete', { id: cost.id })).toMatchObject({ code: 409 });
    expect((await ok('admin', `${SHEET}/sc-settlement-list`, { customerId })).total).toBe(1);
  });

  it('goes through its flow: submitted, sent back, re-priced, recovered, approved', async () => {
    expect(
      (await call('admin', '/system/approval-flow/save', { businessType: 'sale-settlement', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] }))
        .code,
    ).toBe(200);
    expect((await ok('admin', `${SHEET}/settlement-submit`, { id: sheetId })).approveState).toBe(0);
    expect(await call('admin', `${SHEET}/saveSettlement`, { id: sheetId })).toMatchObject({ code: 409 });
    expect((await ok('approver', `${SHEET}/ApprovalList`, {})).list.some((r: { id: number }) => r.id === sheetId)).toBe(true);
    await ok('approver', `${SHEET}/back-settlement`, { id: sheetId, text: '请核对签收方量' });
    expect((await ok('admin', `${SHEET}/settlement-detail`, { id: sheetId })).approveState).toBe(null);
    // sent back: a price changed since is taken when it is priced again
    await price('C40', '460', '2033-03-20');
    const again = await ok('admin', `${SHEET}/saveSettlement`, { id: sheetId, remark: '已核对' });
    expect(again).toMatchObject({ remark: '已核对', ticketCount: 3 });
    expect(again.ticketsFen).toBe(lineAmountFen(7335, 41234) + lineAmountFen(7995, 41234) + lineAmountFen(6500, 46000));
    expect(again.ticketsFen).toBe((await book()).totals.amountFen);
    await ok('admin', `${SHEET}/settlement-submit`, { id: sheetId });
    expect((await ok('admin', `${SHEET}/settlement-recover`, { id: sheetId })).approveState).toBe(null);
    await ok('admin', `${SHEET}/settlement-submit`, { id: sheetId });
    expect(await call('admin', `${SHEET}/settlement-approve`, { id: sheetId, status: 1, text: '同意' })).toMatchObject({ code: 403 });
    await ok('approver', `${SHEET}/settlement-approve`, { id: sheetId, status: 1, text: '同意' });
    expect((await ok('admin', `${SHEET}/settlement-detail`, { id: sheetId })).approveState).toBe(1);
  });

  it('freezes an approved sheet and its period', async () => {
    expect(await call('admin', `${SHEET}/saveSettlement`, { id: sheetId })).toMatchObject({ code: 409 });
    expect(await call('admin', '/resource/salesSettlement/delete', { id: sheetId })).toMatchObject({ code: 409 });
    await load(pumped, 'ST-5', '2033-03-20 09:00:00', '5');
    const r = await call('admin', `${SHEET}/settlement-make`, key());
    expect(r).toMatchObject({ code: 409, data: { field: 'startDate' } });
    expect(await call('admin', `${SHEET}/settlement-sheet-make`, { customerId, projectId, startDate: '2033-03-20', endDate: '2033-04-05' })).toMatchObject({
      code: 409,
    });
    // the late ticket goes on a sheet of a later period that does not overlap
    await rows(sql`update delivery_tickets set created_at = '2033-04-02 09:00:00+08' where id = ${tickets['ST-5']}`);
    const april = await ok('admin', `${SHEET}/settlement-make`, { customerId, startDate: '2033-04-01', endDate: '2033-04-30' });
    expect(april).toMatchObject({ ticketCount: 1, ticketsFen: lineAmountFen(5000, 41234) });
    await ok('admin', '/resource/salesSettlement/delete', { id: april.id });
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from delivery_tickets where sales_settlement_id is not null and id = ${tickets['ST-5']}`,
    );
    expect(n).toBe(0);
  });

  it('keeps sheets inside their organisation and behind their screen', async () => {
    expect((await call('sales', `${SHEET}/settlement-detail`, { id: sheetId }, { org_id: '02' })).code).toBe(404);
    expect((await ok('sales', `${SHEET}/sc-settlement-list`, {}, { org_id: '02' })).list.some((r: { id: number }) => r.id === sheetId)).toBe(false);
    expect((await call('station', `${SHEET}/settlement-make`, key())).code).toBe(403);
  });
});

describe('agreed discounts on a sheet (/sales/discounts)', () => {
  it('takes each agreed discount of the contract off the sheet, by the one rule, and leaves a pending one out', async () => {
    const [c] = await rows<{ id: number }>(sql`insert into contracts (org_id, contract_code, customer_id, project_id)
      values ('01', 'HT-DISC-2033', ${customerId}, ${projectId}) returning id`);
    const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
    const [t] = await rows<{ id: number }>(sql`insert into production_tasks
      (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump,
      pour_method, plan_quantity, shipped_quantity, open_time)
      values ('01', ${customerId}, ${projectId}, ${c.id}, ${recipe.id}, 'RW2033DISC', '3号楼', 'C30', '180±20', '自卸', 100, 0, now()) returning id`);
    await load(t.id, 'SD-1', '2033-06-03 09:00:00', '8');
    await load(t.id, 'SD-2', '2033-06-20 09:00:00', '6.25');
    const insert = (kind: string, value: string, grade: string | null, state: number) =>
      rows(sql`insert into sales_discounts
      (org_id, contract_id, kind, value, grade, start_date, end_date, reason, approve_state)
      values ('01', ${c.id}, ${kind}, ${value}, ${grade}, '2033-06-01', '2033-06-10', ${`折让${kind}`}, ${state})`);
    await insert('percent', '5', 'C30', 1); // agreed: covers SD-1 only (its days)
    await insert('amount', '100', null, 1); // agreed: 100 yuan once
    await insert('perM3', '9', null, 0); // pending: never applied
    const key = { customerId, startDate: '2033-06-01', endDate: '2033-06-30' };
    const preview = await ok('admin', `${SHEET}/settlement-sheet-make`, key);
    const sd1 = lineAmountFen(8000, 41234);
    const expected = Math.round(sd1 * 0.05) + 10000;
    expect(preview.ticketsFen).toBe(sd1 + lineAmountFen(6250, 41234));
    expect(preview.discountFen).toBe(expected);
    expect(preview.totalFen).toBe(preview.ticketsFen - expected);
    const made = await ok('admin', `${SHEET}/settlement-make`, key);
    expect(made.items.filter((i: { kind: string }) => i.kind === 'discount').map((i: { name: string; amountFen: number }) => [i.name, i.amountFen])).toEqual([
      ['折让percent', Math.round(sd1 * 0.05)],
      ['折让amount', 10000],
    ]);
    expect(made.totalFen).toBe(made.ticketsFen + made.manualCostFen + made.otherFeeFen - made.discountFen);
  });
});
