import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fenToYuan } from '../../../src/domain/sales/money';
import { pdfText } from '../print/pdf-text';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';
import { rebuildSalesTotals } from '../../../admin/finance/sales-totals.server';

/**
 * Receivables, the customer statement, invoices, the sales reports and the finance screens
 * (issue 10, admin/finance), over two agreed settlement sheets of one customer of station 01 made
 * through the statement calls in 2034 (no seeded ticket is there): every screen's figures are
 * checked against the sheets, the payments and each other, to the fen.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'sales', 'station', 'member']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const { call, ok } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
const money = (fen: number) => fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const SHEET = '/sales/sanysettlementsheet';
let customerId: number;
let contractId: number;
let c30: number;
let c40: number;
const sheets: Record<string, { id: number; code: string; totalFen: number; ticketsFen: number }> = {};
const paid = { feb: 150000, mar: 33333 }; // fen
const OPENING = 100000;

async function task(strength: string) {
  const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
  const [{ project_id: projectId }] = await rows<{ project_id: number }>(sql`select project_id from contracts where id = ${contractId}`);
  return (
    await rows<{ id: number }>(sql`insert into production_tasks
    (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump, pour_method, plan_quantity, shipped_quantity, open_time)
    values ('01', ${customerId}, ${projectId}, ${contractId}, ${recipe.id}, ${`FIN2034${strength}`}, '1号楼', ${strength}, '180±20', '自卸', 100, 0, now())
    returning id`)
  )[0].id;
}
async function load(taskId: number, code: string, at: string, quantity: string) {
  const [v] = await rows<{ id: number }>(sql`select id from vehicles where org_id = '01' and kind = 'mixer' order by id limit 1`);
  return (
    await rows<{ id: number }>(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, created_at, ticketed_at)
    values ('01', ${taskId}, ${v.id}, ${code}, ${quantity}, ${at}::timestamp at time zone 'Asia/Shanghai', ${at}::timestamp at time zone 'Asia/Shanghai')
    returning id`)
  )[0].id;
}
async function approvedSheet(name: string, startDate: string, endDate: string) {
  const made = await ok('admin', `${SHEET}/settlement-make`, { customerId, startDate, endDate });
  await ok('admin', `${SHEET}/settlement-submit`, { id: made.id });
  await ok('approver', `${SHEET}/settlement-approve`, { id: made.id, status: 1, text: '同意' });
  sheets[name] = { id: made.id, code: made.settlementCode, totalFen: made.totalFen, ticketsFen: made.ticketsFen };
}

describe('the receivable ledger over agreed settlement sheets', () => {
  it('sets up two agreed sheets, an opening receivable and two payments', async () => {
    [{ id: contractId, customer_id: customerId }] = await rows<{ id: number; customer_id: number }>(
      sql`select id, customer_id from contracts where org_id = '01' order by id limit 1`,
    );
    for (const flow of ['sale-settlement', 'sales-invoice']) {
      expect(
        (await call('admin', '/system/approval-flow/save', { businessType: flow, levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] })).code,
      ).toBe(200);
    }
    c30 = await task('C30');
    c40 = await task('C40');
    await ok('admin', '/sales/new-price/save-customer-price', {
      customerId,
      productType: 'concrete',
      grade: 'C30',
      price: '412.34',
      effectiveFrom: '2034-01-01',
    });
    await ok('admin', '/sales/new-price/save-customer-price', {
      customerId,
      productType: 'concrete',
      grade: 'C40',
      price: '455.55',
      effectiveFrom: '2034-01-01',
    });
    await load(c30, 'FIN-1', '2034-02-03 08:00:00', '7.335');
    await load(c40, 'FIN-2', '2034-02-27 23:30:00', '8.001');
    await load(c30, 'FIN-3', '2034-03-05 09:10:00', '6.5');
    await load(c40, 'FIN-4', '2034-03-05 14:00:00', '9.25');
    await approvedSheet('feb', '2034-02-01', '2034-02-28');
    await approvedSheet('mar', '2034-03-01', '2034-03-31');
    const [{ n }] = await rows<{ n: string }>(sql`select sum(amount_fen)::text as n from sales_settlement_lines where settlement_id = ${sheets.feb.id}`);
    expect(sheets.feb.totalFen).toBe(Number(n));

    await ok('sales', '/sales/pact/receivable/save', { contractId, asOf: '2034-01-15', amount: fenToYuan(OPENING), remark: '期初' });
    expect(await call('sales', '/sales/pact/receivable/save', { contractId, asOf: '2034-01-15', amount: '-1' })).toMatchObject({
      code: 400,
      data: { field: 'amount' },
    });
    await ok('sales', '/sales/back-money/back-money-add', {
      customerId,
      contractId,
      backTime: '2034-02-20',
      amount: fenToYuan(paid.feb),
      backType: 'transfer',
    });
    await ok('sales', '/sales/back-money/back-money-add', { customerId, backTime: '2034-03-10', amount: fenToYuan(paid.mar), backType: 'cash' });
    const opening = await ok('sales', '/sales/pact/receivable/page', { customerId });
    expect(opening.list).toHaveLength(1);
    expect(opening.list[0]).toMatchObject({ customerId, amount: fenToYuan(OPENING) });
  });

  it('gives the balance per customer and contract: opening + settled − received', async () => {
    const all = await ok('sales', '/sales/receivable-balance/page', { customerId, endDate: '2034-12-31' });
    expect(all.total).toBe(1);
    const row = all.list[0];
    const closing = OPENING + sheets.feb.totalFen + sheets.mar.totalFen - paid.feb - paid.mar;
    expect(row).toMatchObject({
      customerId,
      openingFen: 0,
      settledFen: OPENING + sheets.feb.totalFen + sheets.mar.totalFen,
      receivedFen: paid.feb + paid.mar,
      closingFen: closing,
    });
    expect(row.closing).toBe(fenToYuan(closing));
    // the contracts add up to the customer; the cash payment named no contract
    expect(row.contracts.reduce((n: number, c: { closingFen: number }) => n + c.closingFen, 0)).toBe(closing);
    expect(row.contracts.find((c: { contractId: number | null }) => c.contractId === null)).toMatchObject({ receivedFen: paid.mar });
    const march = (await ok('sales', '/sales/receivable-balance/page', { customerId, startDate: '2034-03-01', endDate: '2034-03-31' })).list[0];
    expect(march).toMatchObject({
      openingFen: OPENING + sheets.feb.totalFen - paid.feb,
      settledFen: sheets.mar.totalFen,
      receivedFen: paid.mar,
      closingFen: closing,
    });
    expect(await call('sales', '/sales/receivable-balance/page', { startDate: '2034-04-01', endDate: '2034-03-01' })).toMatchObject({
      code: 400,
      data: { field: 'endDate' },
    });
    expect((await call('member', '/sales/receivable-balance/page')).code).toBe(403);
    expect((await ok('sales', '/sales/receivable-balance/page', { customerId, endDate: '2034-12-31' }, { org_id: '02' })).total).toBe(0);
  });

  it('sets the balance against the credit amount', async () => {
    const closing = OPENING + sheets.feb.totalFen + sheets.mar.totalFen - paid.feb - paid.mar;
    await rows(sql`update customers set credit_amount = ${fenToYuan(closing - 1)} where id = ${customerId}`);
    const r = await ok('sales', '/sales/receivable-balance/receivableVsAmount', { customerId, endDate: '2034-12-31' });
    expect(r.list[0]).toMatchObject({ customerId, balanceFen: closing, creditFen: closing - 1, over: true });
    expect(r.over).toBe(1);
  });

  it('prints the customer statement with the same figures as the receivable screen, to the fen', async () => {
    const q = { customerId, startDate: '2034-03-01', endDate: '2034-03-31' };
    const screen = (await ok('sales', '/sales/receivable-balance/page', q)).list[0];
    const st = await ok('sales', '/sales/receivable-balance/statement', q);
    expect(st).toMatchObject({ openingFen: screen.openingFen, settledFen: screen.settledFen, receivedFen: screen.receivedFen, closingFen: screen.closingFen });
    expect(st.lines.map((l: { kind: string; code: string }) => [l.kind, l.code])).toEqual([
      ['received', ''],
      ['settled', sheets.mar.code],
    ]);
    expect(st.lines[1]).toMatchObject({ ticketsFen: sheets.mar.ticketsFen, chargeFen: sheets.mar.totalFen });
    expect(st.lines.at(-1).balanceFen).toBe(screen.closingFen);
    const res = await s.app.inject({
      method: 'GET',
      url: '/prod-api/sales/receivable-balance/statement-pdf',
      query: { ...ORG, ...q, customerId: String(customerId) },
      headers: { access_token: tok.sales },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const fen of [screen.openingFen, screen.settledFen, screen.receivedFen, screen.closingFen, sheets.mar.ticketsFen]) expect(text).toContain(money(fen));
    expect(text).toContain(sheets.mar.code);
    expect(text).toContain('客户对账单');
    expect((await call('sales', '/sales/receivable-balance/statement', q, { org_id: '02' })).code).toBe(404);
  });

  it('reconciles the month on the finance screens with the ledger, each total the sum of its rows', async () => {
    const screen = (await ok('sales', '/sales/receivable-balance/page', { customerId, startDate: '2034-03-01', endDate: '2034-03-31' })).list[0];
    const month = await ok('admin', '/finance/month-reconcilia/list', { month: '2034-03' });
    const mine = month.list.find((r: { customerId: number }) => r.customerId === customerId);
    expect(mine).toMatchObject({
      openingFen: screen.openingFen,
      settledFen: screen.settledFen,
      receivedFen: screen.receivedFen,
      closingFen: screen.closingFen,
    });
    for (const k of ['openingFen', 'settledFen', 'receivedFen', 'closingFen'])
      expect(month.total[k]).toBe(month.list.reduce((n: number, r: Record<string, number>) => n + r[k], 0));

    const avg = await ok('admin', '/finance/average-sale-price/list', { startDate: '2034-02-01', endDate: '2034-03-31', customerId });
    expect(avg.total.amountFen).toBe(sheets.feb.ticketsFen + sheets.mar.ticketsFen);
    expect(avg.total.amountFen).toBe(avg.list.reduce((n: number, r: { amountFen: number }) => n + r.amountFen, 0));
    expect(avg.total.quantity).toBe('31.086');
    const c30row = avg.list.find((r: { grade: string }) => r.grade === 'C30');
    const [line] = await rows<{ a: string }>(
      sql`select sum(amount_fen)::text as a from sales_settlement_lines where settlement_id in (${sheets.feb.id}, ${sheets.mar.id}) and grade = 'C30'`,
    );
    expect(c30row).toMatchObject({ quantity: '13.835', amountFen: Number(line.a), averagePrice: fenToYuan(Math.round((Number(line.a) * 1000) / 13835)) });
  });
});

describe('invoices (/sales/invoicing/*)', () => {
  let invoiceId: number;
  it('invoices agreed sheets, never more than is open on them', async () => {
    const customers = await ok('sales', '/sales/invoicing/getCustomer');
    expect(customers.find((c: { value: number }) => c.value === customerId)).toMatchObject({ openFen: sheets.feb.totalFen + sheets.mar.totalFen });
    const base = { customerId, invoiceType: 'special', titleName: '杭州建工集团', settlementIds: [sheets.feb.id] };
    expect(await call('sales', '/sales/invoicing/save', { ...base, amount: fenToYuan(sheets.feb.totalFen + 1) })).toMatchObject({
      code: 400,
      data: { field: 'amount' },
    });
    expect(await call('sales', '/sales/invoicing/save', { ...base, settlementIds: [999999] })).toMatchObject({
      code: 400,
      data: { field: 'settlementIds[0]' },
    });
    expect(await call('sales', '/sales/invoicing/save', { ...base, invoiceType: 'x' })).toMatchObject({ code: 400, data: { field: 'invoiceType' } });
    const made = await ok('sales', '/sales/invoicing/save', { ...base, amount: fenToYuan(sheets.feb.totalFen - 100) });
    invoiceId = made.xsInvoicingId;
    expect(made).toMatchObject({
      amount: fenToYuan(sheets.feb.totalFen - 100),
      invoiceCode: expect.stringMatching(/^KP\d{13}$/),
      settlements: [{ settlementId: sheets.feb.id, amountFen: sheets.feb.totalFen - 100 }],
    });
    const open = await ok('sales', '/sales/invoicing/open-settlements', { customerId });
    expect(open.find((o: { settlementId: number }) => o.settlementId === sheets.feb.id)).toMatchObject({ openFen: 100 });
    expect(await call('sales', '/sales/invoicing/save', { ...base })).toMatchObject({ code: 200, data: { amount: '1.00' } });
  });

  it('is submitted, approved and made out; an agreed invoice stays', async () => {
    expect((await ok('sales', '/sales/invoicing/submit', { xsInvoicingId: invoiceId })).approveState).toBe(0);
    expect((await ok('sales', '/sales/invoicing/recover', { id: invoiceId })).approveState).toBe(null);
    await ok('sales', '/sales/invoicing/submit', { xsInvoicingId: invoiceId });
    const info = await ok('approver', '/sales/invoicing/approve-detail', { id: invoiceId });
    expect(info.canApprove).toBe(true);
    expect(await call('approver', '/sales/invoicing/refuseApproval', { id: invoiceId, status: 2 })).toMatchObject({ code: 400 });
    await ok('approver', '/sales/invoicing/approveApproval', { id: invoiceId, status: 1, text: '同意' });
    expect((await ok('sales', '/sales/invoicing/detail', { id: invoiceId })).approveState).toBe(1);
    expect(await call('sales', '/sales/invoicing/delete', { invoicingId: invoiceId })).toMatchObject({ code: 409 });
    const out = await ok('admin', '/sales/invoicing/makeout', { xsInvoicingId: invoiceId, invoiceNo: '04412345', invoiceDate: '2034-04-02' });
    expect(out).toMatchObject({ invoiceNo: '04412345', invoiceDate: '2034-04-02' });
    const page = await ok('sales', '/sales/invoicing/page', { customerId });
    expect(page.list.map((r: { xsInvoicingId: number }) => r.xsInvoicingId)).toContain(invoiceId);
    const issued = await ok('admin', '/finance/statistics-issued/list', { startDate: '2034-02-01', endDate: '2034-03-31', customerId });
    expect(issued.list[0]).toMatchObject({
      settledFen: sheets.feb.totalFen + sheets.mar.totalFen,
      invoicedFen: sheets.feb.totalFen - 100,
      issuedFen: sheets.feb.totalFen - 100,
    });
    expect(issued.total.settledFen).toBe(issued.list.reduce((n: number, r: { settledFen: number }) => n + r.settledFen, 0));
  });

  it('deletes a request not yet agreed and frees its amount', async () => {
    const page = await ok('sales', '/sales/invoicing/page', { customerId, approveState: '' });
    const draft = page.list.find((r: { approveState: number | null }) => r.approveState === null);
    await ok('sales', '/sales/invoicing/delete', { invoicingId: draft.xsInvoicingId });
    const open = await ok('sales', '/sales/invoicing/open-settlements', { customerId });
    expect(open.find((o: { settlementId: number }) => o.settlementId === sheets.feb.id)).toMatchObject({ openFen: 100 });
  });
});

describe('the sales day report (/sales/report/sale/*)', () => {
  const ticketSum = async (day: string) =>
    (
      await rows<{ n: number; q: string }>(sql`select count(*)::int as n, coalesce(sum(quantity), 0)::numeric(16, 3)::text as q
    from delivery_tickets t where t.org_id = '01' and t.detail_state = 'sent' and t.ticketed_at is not null
    and (t.created_at at time zone 'Asia/Shanghai')::date = ${day}::date`)
    )[0];

  it('builds the day from the hourly table, equal to the tickets, its total the sum of its rows', async () => {
    const r = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-05', stationId: '01' });
    expect(r.reportId).toBeGreaterThan(0);
    const t = await ticketSum('2034-03-05');
    expect(r.total).toMatchObject({ dayTrips: t.n, dayQuantity: t.q });
    expect(r.total.dayQuantity).toBe('15.750');
    expect(r.total.monthQuantity).toBe('15.750');
    expect(r.total.yearQuantity).toBe('31.086');
    for (const k of ['dayTrips', 'monthTrips', 'yearTrips']) expect(r.total[k]).toBe(r.list.reduce((n: number, x: Record<string, number>) => n + x[k], 0));
  });

  it('keeps a built report until asked to rebuild it (forceReset), while the hourly table stays exact', async () => {
    const first = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-05', stationId: '01' });
    const extra = await load(c30, 'FIN-5', '2034-03-05 18:00:00', '3.003');
    const kept = await ok('sales', '/sales/report/sale/day-report-detail', { reportId: String(first.reportId) });
    expect(kept.total.dayQuantity).toBe('15.750');
    const rebuilt = await ok('sales', '/sales/report/sale/day-report-detail', { reportId: String(first.reportId), forceReset: 'true' });
    expect(rebuilt).toMatchObject({ reportId: first.reportId, total: { dayQuantity: '18.753', dayTrips: 3 } });
    // a returned load, a deleted ticket and a task moved to another grade all follow into the hourly table
    await rows(sql`update delivery_tickets set detail_state = 'returned' where id = ${extra}`);
    await rows(sql`update production_tasks set strength = 'C35' where id = ${c40}`);
    const exact = await rows<{ diff: number }>(sql`select count(*)::int as diff from (
      (select t.org_id, date_trunc('hour', t.created_at) as h, k.customer_id, k.project_id, coalesce(k.contract_id, 0) as c, k.strength as g,
        count(*)::int as n, sum(t.quantity) as q
        from delivery_tickets t join production_tasks k on k.id = t.task_id
          where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6
       except select org_id, hour, customer_id, project_id, contract_id, grade, trips, quantity from sales_hour_totals where trips <> 0)
      union all
      (select org_id, hour, customer_id, project_id, contract_id, grade, trips, quantity from sales_hour_totals where trips <> 0
       except select t.org_id, date_trunc('hour', t.created_at), k.customer_id, k.project_id,
         coalesce(k.contract_id, 0), k.strength, count(*)::int, sum(t.quantity)
        from delivery_tickets t join production_tasks k on k.id = t.task_id
          where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6)) d`);
    expect(exact[0].diff).toBe(0);
    const again = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-05', stationId: '01', forceReset: true });
    expect(again.total.dayQuantity).toBe('15.750');
    expect(again.list.map((x: { grade: string }) => x.grade).sort()).toEqual(['C30', 'C35']);
  });

  it('reads the month and the year to date from their rollups, equal to the tickets', async () => {
    const late = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-12-31', stationId: '01' });
    const [t] = await rows<{ n: number; q: string }>(sql`select count(*)::int as n, sum(t.quantity)::numeric(16, 3)::text as q from delivery_tickets t
      join production_tasks k on k.id = t.task_id where t.org_id = '01' and t.detail_state = 'sent' and t.ticketed_at is not null
      and t.created_at >= '2034-01-01 00:00:00+08' and t.created_at < '2035-01-01 00:00:00+08'`);
    expect(late.total).toMatchObject({ yearTrips: t.n, yearQuantity: t.q, monthTrips: 0, dayTrips: 0 });
    const march = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-31', stationId: '01' });
    expect(march.total).toMatchObject({ monthQuantity: '15.750', yearQuantity: t.q });
    const [{ diff }] = await rows<{ diff: number }>(sql`select count(*)::int as diff from (
      select org_id, year, customer_id, project_id, contract_id, grade, trips, quantity from sales_year_totals where trips <> 0
      except select org_id, extract(year from hour at time zone 'Asia/Shanghai')::int,
        customer_id, project_id, contract_id, grade, sum(trips)::int, sum(quantity)
        from sales_hour_totals group by 1, 2, 3, 4, 5, 6 having sum(trips) <> 0) d`);
    expect(diff).toBe(0);
  });

  it('answers each line equal to its tickets, numbered in order, pages cut from the whole, and stores the whole', async () => {
    const r = await ok('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-31', stationId: '01', forceReset: true, limit: 500 });
    const byKey = await rows<{
      customer_id: number;
      project_id: number;
      grade: string;
      n: number;
      q: string;
    }>(sql`select k.customer_id, k.project_id, k.strength as grade,
      count(*)::int as n, sum(t.quantity)::numeric(16, 3)::text as q from delivery_tickets t join production_tasks k on k.id = t.task_id
      where t.org_id = '01' and t.detail_state = 'sent' and t.ticketed_at is not null
        and t.created_at >= '2034-01-01 00:00:00+08' and t.created_at < '2034-04-01 00:00:00+08' group by 1, 2, 3`);
    expect(r.rows).toBe(byKey.length);
    for (const k of byKey) {
      expect(
        r.list.find(
          (l: { customerId: number; projectId: number; grade: string }) =>
            l.customerId === k.customer_id && l.projectId === k.project_id && l.grade === k.grade,
        ),
      ).toMatchObject({ yearTrips: k.n, yearQuantity: k.q });
    }
    expect(r.list.map((l: { rowNo: number }) => l.rowNo)).toEqual(r.list.map((_: unknown, i: number) => i + 1));
    const second = await ok('sales', '/sales/report/sale/day-report-detail', { reportId: String(r.reportId), page: 2, limit: 1 });
    expect(second).toMatchObject({ rows: r.rows, total: r.total, list: r.list.slice(1, 2) });
    const whole = await ok('sales', '/sales/report/sale/day-report-detail', { reportId: String(r.reportId), limit: 50000 });
    expect(whole).toMatchObject({ rows: r.rows, total: r.total, list: r.list });
    const [{ n }] = await rows<{ n: number }>(sql`select cardinality(lines) as n from sales_day_reports where id = ${r.reportId}`);
    expect(n).toBe(r.rows);
  });

  it('lists built reports, downloads one, and keeps them to their organisation', async () => {
    const page = await ok('sales', '/sales/report/sale/querySaleDayReport', {});
    expect(page.list.some((r: { reportDate: string }) => r.reportDate === '2034-03-05')).toBe(true);
    const id = page.list.find((r: { reportDate: string }) => r.reportDate === '2034-03-05').reportId;
    const res = await s.app.inject({
      method: 'POST',
      url: `/prod-api/sales/report/sale/day-report-download?org_id=01&reportId=${id}&forceReset=true`,
      headers: { access_token: tok.sales },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect(await call('sales', '/sales/report/sale/day-report', { reportDate: '2034-03-05', stationId: '02' })).toMatchObject({
      code: 400,
      data: { field: 'stationId' },
    });
    expect((await call('station', '/sales/report/sale/day-report-detail', { reportId: String(id) })).code).toBe(403);
    expect((await call('sales', '/sales/report/sale/day-report-detail', { reportId: String(id) }, { org_id: '02' })).code).toBe(404);
  });
});

describe('the yearly tables (/sales/receivableYear/*, /sales/newSalesReport/*)', () => {
  it('builds each table from its rows, keeps a saved year, and answers its pages', async () => {
    const built = await ok('sales', '/sales/receivableYear/crateTable', { year: 2034 });
    const list = await ok('sales', '/sales/newSalesReport/getList', { year: 2034, kind: 'receivable', limit: 500 });
    const mine = list.list.find((r: { customerId: number }) => r.customerId === customerId);
    const screen = (await ok('sales', '/sales/receivable-balance/page', { customerId, startDate: '2034-01-01', endDate: '2034-12-31' })).list[0];
    expect(mine).toMatchObject({
      openingFen: screen.openingFen,
      settledFen: screen.settledFen,
      receivedFen: screen.receivedFen,
      closingFen: screen.closingFen,
      s2: sheets.feb.totalFen,
      s3: sheets.mar.totalFen,
      r2: paid.feb,
      r3: paid.mar,
      s1: OPENING,
    });
    expect(built.total.closingFen).toBe(list.list.reduce((n: number, r: { closingFen: number }) => n + r.closingFen, 0));
    for (const kind of ['crateTaskTable', 'crateTaskDetailTable', 'crateTaskDetailPriceTable'])
      await ok('sales', `/sales/receivableYear/${kind}`, { year: 2034 });
    const price = await ok('sales', '/sales/newSalesReport/getList', { year: 2034, kind: 'taskDetailPrice', limit: 500 });
    expect(price.sum.amountFen).toBe(sheets.feb.ticketsFen + sheets.mar.ticketsFen);
    const tasks = await ok('sales', '/sales/newSalesReport/getList', { year: 2034, kind: 'task', limit: 500 });
    expect(tasks.sum.quantity).toBe(
      (
        await rows<{ q: string }>(sql`select sum(quantity)::numeric(16, 3)::text as q from delivery_tickets where org_id = '01'
      and detail_state = 'sent' and ticketed_at is not null and created_at >= '2034-01-01 00:00:00+08' and created_at < '2035-01-01 00:00:00+08'`)
      )[0].q,
    );
    await ok('sales', '/sales/newSalesReport/saveYearReportYear', { year: 2034, kind: 'receivable' });
    expect(await call('sales', '/sales/receivableYear/crateTable', { year: 2034 })).toMatchObject({ code: 409 });
    await ok('sales', '/sales/receivableYear/crateTable', { year: 2034, forceReset: true });
    const years = await ok('sales', '/sales/newSalesReport/getListYear', {});
    expect(years.list.filter((y: { year: number }) => y.year === 2034)).toHaveLength(4);
  });
});

describe('the plant-day sales table (sales_day_totals, what the day report sums)', () => {
  // trips and m³ per plant day (Asia/Shanghai) and key: the tickets' against the table's, each side less the other
  const drift = async () =>
    (
      await rows<{ diff: number }>(sql`select count(*)::int as diff from (
    (select t.org_id, (t.created_at at time zone 'Asia/Shanghai')::date as d, k.customer_id, k.project_id, coalesce(k.contract_id, 0) as c, k.strength as g,
        count(*)::int as n, sum(t.quantity) as q
      from delivery_tickets t join production_tasks k on k.id = t.task_id where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6
     except select org_id, day, customer_id, project_id, contract_id, grade, trips, quantity from sales_day_totals where trips <> 0)
    union all
    (select org_id, day, customer_id, project_id, contract_id, grade, trips, quantity from sales_day_totals where trips <> 0
     except select t.org_id, (t.created_at at time zone 'Asia/Shanghai')::date, k.customer_id, k.project_id,
       coalesce(k.contract_id, 0), k.strength, count(*)::int, sum(t.quantity)
      from delivery_tickets t join production_tasks k on k.id = t.task_id
        where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6)) d`)
    )[0].diff;
  const ofDays = () =>
    rows<{ day: string; grade: string; trips: number; q: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day, grade, trips, quantity::text as q
    from sales_day_totals where org_id = '01' and day between '2035-05-31' and '2035-06-01' and trips <> 0 order by day, grade`);
  const report = (day: string) => ok('sales', '/sales/report/sale/day-report', { reportDate: day, stationId: '01', forceReset: true }).then((r) => r.total);
  const ids: Record<string, number> = {};

  it('counts a load on its plant day: 23:30 and 00:10 in Shanghai are one UTC day and two plant days', async () => {
    ids.late = await load(c30, 'FIN-D1', '2035-05-31 23:30:00', '4.125');
    ids.early = await load(c30, 'FIN-D2', '2035-06-01 00:10:00', '5.5');
    ids.morning = await load(c40, 'FIN-D3', '2035-06-01 07:59:00', '6.25'); // c40's task was moved to C35 above
    expect(await ofDays()).toEqual([
      { day: '2035-05-31', grade: 'C30', trips: 1, q: '4.125' },
      { day: '2035-06-01', grade: 'C30', trips: 1, q: '5.500' },
      { day: '2035-06-01', grade: 'C35', trips: 1, q: '6.250' },
    ]);
    expect(await report('2035-05-31')).toEqual({
      dayTrips: 1,
      dayQuantity: '4.125',
      monthTrips: 1,
      monthQuantity: '4.125',
      yearTrips: 1,
      yearQuantity: '4.125',
    });
    expect(await report('2035-06-01')).toEqual({
      dayTrips: 2,
      dayQuantity: '11.750',
      monthTrips: 2,
      monthQuantity: '11.750',
      yearTrips: 3,
      yearQuantity: '15.875',
    });
    expect(await drift()).toBe(0);
  });

  it('follows a load changed, one voided and one moved across midnight after the roll-up, and a rebuild from the tickets finds the same rows', async () => {
    await rows(sql`update delivery_tickets set quantity = 7.75 where id = ${ids.early}`);
    await rows(sql`update delivery_tickets set detail_state = 'back' where id = ${ids.late}`);
    await rows(sql`update delivery_tickets set created_at = '2035-05-31 23:59:00'::timestamp at time zone 'Asia/Shanghai' where id = ${ids.morning}`);
    expect(await ofDays()).toEqual([
      { day: '2035-05-31', grade: 'C35', trips: 1, q: '6.250' },
      { day: '2035-06-01', grade: 'C30', trips: 1, q: '7.750' },
    ]);
    expect(await drift()).toBe(0);
    expect(await report('2035-05-31')).toEqual({
      dayTrips: 1,
      dayQuantity: '6.250',
      monthTrips: 1,
      monthQuantity: '6.250',
      yearTrips: 1,
      yearQuantity: '6.250',
    });
    expect(await report('2035-06-01')).toEqual({
      dayTrips: 1,
      dayQuantity: '7.750',
      monthTrips: 1,
      monthQuantity: '7.750',
      yearTrips: 2,
      yearQuantity: '14.000',
    });
    const before = await rows(sql`select * from sales_day_totals where trips <> 0 order by day, org_id, customer_id, project_id, contract_id, grade`);
    await s.services.db.transaction().execute((tx) => rebuildSalesTotals(tx));
    expect(await rows(sql`select * from sales_day_totals order by day, org_id, customer_id, project_id, contract_id, grade`)).toEqual(before);
    expect(await drift()).toBe(0);
  });
});
