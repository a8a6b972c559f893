import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fenToYuan, lineAmountFen, m3ToMilli, yuanToFen } from '../../../src/domain/sales/money';
import { pdfText } from '../print/pdf-text';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * Issue 10 "Done means": the totals reconcile to the fen across the delivery book, the settlement
 * sheet, the receivable screen, the customer statement (its PDF) and the finance screens. Deliveries
 * of one customer of station 01 in May 2035 (no seeded ticket is there), prices with odd fen and
 * volumes with odd litres so that rounding shows; each screen's total is computed here from that
 * screen's own rows, and the five are compared with each other.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
const PERIOD = { startDate: '2035-05-01', endDate: '2035-05-31' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'sales', 'approver']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const { ok } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
/** yuan as the statement PDF prints it: thousands separated */
const printed = (fen: number) => fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const PRICES = { C30: '412.37', C40: '455.59' };
const LOADS: Array<[grade: 'C30' | 'C40', at: string, quantity: string, signed?: string]> = [
  ['C30', '2035-05-02 08:00:00', '7.335'],
  ['C40', '2035-05-09 23:40:00', '8.001', '7.999'],
  ['C30', '2035-05-17 10:10:00', '6.5'],
  ['C40', '2035-05-31 23:59:00', '9.257'],
  ['C30', '2035-05-20 14:00:00', '3.333'],
];
let customerId: number;
let sheet: { id: number; settlementCode: string; ticketsFen: number; totalFen: number; ticketCount: number };

describe("the totals of one customer's month, across the five places that show them", () => {
  it('makes the deliveries and an agreed sheet of the month', async () => {
    const [c] = await rows<{ id: number; customer_id: number; project_id: number }>(
      sql`select id, customer_id, project_id from contracts where org_id = '01' order by id limit 1`,
    );
    customerId = c.customer_id;
    const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
    const [truck] = await rows<{ id: number }>(sql`select id from vehicles where org_id = '01' and kind = 'mixer' order by id limit 1`);
    for (const [grade, price] of Object.entries(PRICES)) {
      const saved = await ok('admin', '/sales/new-price/save-customer-price', {
        customerId,
        productType: 'concrete',
        grade,
        price,
        effectiveFrom: '2035-01-01',
      });
      // a customer price charges once agreed: submitted, it waits for the approver (the demo's flow, README), who agrees it
      expect((await ok('admin', '/resource/customerPrice/submit', { id: saved.id })).approveState).toBe(0);
      expect((await ok('approver', '/resource/customerPrice/approve', { id: saved.id, status: 1, text: '同意' })).approveState).toBe(1);
    }
    const task: Record<string, number> = {};
    for (const grade of Object.keys(PRICES)) {
      task[grade] = (
        await rows<{ id: number }>(sql`insert into production_tasks
        (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump,
        pour_method, plan_quantity, shipped_quantity, open_time)
        values ('01', ${customerId}, ${c.project_id}, ${c.id}, ${recipe.id}, ${`REC2035${grade}`}, '2号楼', ${grade}, '180±20', '自卸', 100, 0, now())
        returning id`)
      )[0].id;
    }
    for (const [i, [grade, at, quantity, signed]] of LOADS.entries()) {
      await rows(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, signed_quantity, created_at, ticketed_at)
        values ('01', ${task[grade]}, ${truck.id}, ${`REC-${i + 1}`}, ${quantity}, ${signed ?? null},
          ${at}::timestamp at time zone 'Asia/Shanghai', ${at}::timestamp at time zone 'Asia/Shanghai')`);
    }
    const made = await ok('sales', '/sales/sanysettlementsheet/settlement-make', { customerId, ...PERIOD });
    // submitted by sales, the sheet waits for the approver (the demo's flow), who agrees it
    expect((await ok('sales', '/sales/sanysettlementsheet/settlement-submit', { id: made.id })).approveState).toBe(0);
    const agreed = await ok('approver', '/sales/sanysettlementsheet/settlement-approve', { id: made.id, status: 1, text: '同意' });
    expect(agreed.approveState).toBe(1);
    sheet = made;
    expect(sheet.ticketCount).toBe(LOADS.length);
  });

  it('agrees to the fen: delivery book = sheet = receivable = statement and its PDF = finance screens', async () => {
    // 1. the delivery book: its rows of the month, each the sheet's price now that it is settled
    const book = await ok('sales', '/sales/sany-delivery-book/delivery-book-list', {
      customerId,
      time: `${PERIOD.startDate} 00:00:00,${PERIOD.endDate} 23:59:59`,
      limit: 500,
    });
    expect(book.list).toHaveLength(LOADS.length);
    const bookFen = sum(book.list as Array<{ amountFen: number }>, (r) => r.amountFen);
    expect(book.totals.amountFen).toBe(bookFen);
    // and each row is its settled volume times its grade's price, rounded once per line
    for (const r of book.list as Array<{ ticketCode: string; strength: string; amountFen: number }>) {
      const [, , quantity, signed] = LOADS[Number(r.ticketCode.slice(4)) - 1];
      expect(r.amountFen, r.ticketCode).toBe(lineAmountFen(m3ToMilli(signed ?? quantity)!, yuanToFen(PRICES[r.strength as 'C30'])!));
    }

    // 2. the settlement sheet: its lines and items
    const detail = await ok('sales', '/sales/sanysettlementsheet/settlement-detail', { id: sheet.id });
    const linesFen = sum(detail.lines as Array<{ amountFen: number }>, (l) => l.amountFen);
    const itemsFen = sum(detail.items as Array<{ kind: string; amountFen: number }>, (i) => (i.kind === 'discount' ? -i.amountFen : i.amountFen));
    expect(detail.ticketsFen).toBe(linesFen);
    expect(detail.totalFen).toBe(linesFen + itemsFen);
    expect(linesFen).toBe(bookFen);

    // 3. the receivable screen: the customer's row is the sum of its contracts' rows
    const receivable = (await ok('sales', '/sales/receivable-balance/page', { customerId, ...PERIOD })).list;
    expect(receivable).toHaveLength(1);
    const contractsFen = sum(receivable[0].contracts as Array<{ settledFen: number }>, (r) => r.settledFen);
    expect(receivable[0].settledFen).toBe(contractsFen);
    expect(contractsFen).toBe(detail.totalFen);

    // 4. the customer statement: its settled lines, and the same figures printed in its PDF
    const statement = await ok('sales', '/sales/receivable-balance/statement', { customerId, ...PERIOD });
    const settledLines = (statement.lines as Array<{ kind: string; chargeFen: number; ticketsFen: number; code: string }>).filter((l) => l.kind === 'settled');
    expect(sum(settledLines, (l) => l.chargeFen)).toBe(detail.totalFen);
    expect(sum(settledLines, (l) => l.ticketsFen)).toBe(bookFen);
    expect(statement.settledFen).toBe(detail.totalFen);
    const pdf = await s.app.inject({
      method: 'GET',
      url: '/prod-api/sales/receivable-balance/statement-pdf',
      query: { ...ORG, ...PERIOD, customerId: String(customerId) },
      headers: { access_token: tok.sales },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const fen of [detail.totalFen, bookFen, statement.closingFen]) expect(text).toContain(printed(fen));
    expect(text).toContain(sheet.settlementCode);

    // 5. the finance screens: each total the sum of its rows, the customer's row the sheet's
    const month = await ok('sales', '/finance/month-reconcilia/list', { month: '2035-05' });
    expect(month.total.settledFen).toBe(sum(month.list as Array<{ settledFen: number }>, (r) => r.settledFen));
    expect(month.list.find((r: { customerId: number }) => r.customerId === customerId).settledFen).toBe(detail.totalFen);
    const issued = await ok('sales', '/finance/statistics-issued/list', PERIOD);
    expect(issued.total.settledFen).toBe(sum(issued.list as Array<{ settledFen: number }>, (r) => r.settledFen));
    expect(issued.list.find((r: { customerId: number }) => r.customerId === customerId).settledFen).toBe(detail.totalFen);
    const average = await ok('sales', '/finance/average-sale-price/list', { ...PERIOD, customerId });
    expect(average.total.amountFen).toBe(sum(average.list as Array<{ amountFen: number }>, (r) => r.amountFen));
    expect(average.total.amountFen).toBe(bookFen);
  });
});
