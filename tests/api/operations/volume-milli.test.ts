import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { VEHICLE_STATUSES, type Snapshots } from '../../../src/domain/events';
import { lineAmountFen, m3ToMilli } from '../../../src/domain/sales/money';
import { startTestServer, type TestServer } from '../harness';
import { okData, orgCalls } from '../calls';

/**
 * Issue 25 §4: one quantity, integer milli-m³, from the desk to the settlement. A load of 7.335 m³
 * issued at the dispatch desk reads 7.335 on the board, in the delivery book and on the settlement
 * sheet; a quantity typed with a fourth decimal is refused naming the field, not rounded.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const { ok } = orgCalls(() => s, tok, { org_id: '01' });
let task: { id: number; customer_id: number; strength: string; shipped: string };
let truck: number;
let ticketId: number;

/** A month no seeded ticket is in: the load is moved there for the book and the sheet to hold it alone. */
const PERIOD = { startDate: '2034-05-01', endDate: '2034-05-31' };

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'dispatcher']) tok[u] = await s.login(u);
  const db = s.services.db;
  task = await db
    .selectFrom('production_tasks')
    .select(['id', 'customer_id', 'strength', sql<string>`shipped_quantity::text`.as('shipped')])
    .where('org_id', '=', '01')
    .where('state', 'in', [1, 2])
    .where(sql<boolean>`plan_quantity - shipped_quantity >= 8`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('customer_credits').set({ credit_amount: '100000000' }).where('customer_id', '=', task.customer_id).execute();
  truck = (
    await db
      .selectFrom('vehicles')
      .select('id')
      .where('org_id', '=', '01')
      .where('kind', '=', 'mixer')
      .where('capacity', '>=', '8')
      .where('status', '=', VEHICLE_STATUSES.indexOf('atPlant'))
      .where('ticket_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const issue = (quantity: number | string) =>
  s.call('POST', '/production/dispatch/issue', tok.dispatcher, { body: { taskId: task.id, vehicleId: truck, quantity } });

describe('a load of 7.335 m³ from the desk to the settlement', () => {
  it('answers 400 naming the field when the quantity has a fourth decimal', async () => {
    const r = await issue('7.3351');
    expect(r.body).toMatchObject({ code: 400, data: { field: 'quantity' } });
    expect(r.body.msg).toContain('0.001');
  });

  it('issues the load as typed and the board reads 7.335', async () => {
    ticketId = okData(await issue(7.335)).ticketId;
    const [stored] = (
      await sql<{ q: string; shipped: string }>`select t.quantity::text as q, k.shipped_quantity::text as shipped
      from delivery_tickets t join production_tasks k on k.id = t.task_id where t.id = ${ticketId}`.execute(s.services.db)
    ).rows;
    expect(stored.q).toBe('7.335');
    expect(m3ToMilli(stored.shipped)! - m3ToMilli(task.shipped)!).toBe(7335);
    const board = okData(await s.call('GET', '/live/tasks', tok.dispatcher)) as Snapshots['tasks'];
    expect(board.tickets.find((t) => t.id === ticketId)?.quantity).toBe(7.335);
    expect(m3ToMilli(board.list.find((t) => t.id === task.id)!.shippedQuantity)).toBe(m3ToMilli(stored.shipped));
  });

  it('reads 7.335 in the delivery book and on the settlement sheet, priced from 7.335', async () => {
    await sql`update delivery_tickets set created_at = '2034-05-10 10:00:00+08', ticketed_at = '2034-05-10 10:00:00+08' where id = ${ticketId}`.execute(
      s.services.db,
    );
    const price = await ok('admin', '/sales/new-price/save-customer-price', {
      customerId: task.customer_id,
      productType: 'concrete',
      grade: task.strength,
      price: '412.34',
      effectiveFrom: '2034-01-01',
    });
    await sql`update customer_prices set approve_state = 1 where id = ${price.id}`.execute(s.services.db);
    const amountFen = lineAmountFen(7335, 41234);

    const book = await ok('admin', '/sales/sany-delivery-book/delivery-book-list', {
      customerId: task.customer_id,
      time: `${PERIOD.startDate},${PERIOD.endDate}`,
      limit: 50,
    });
    expect(book.list).toHaveLength(1);
    expect(book.list[0]).toMatchObject({ id: ticketId, quantity: '7.335', settledQuantity: '7.335', amountFen });
    expect(book.totals).toMatchObject({ ticketCount: 1, settledQuantity: '7.335', amountFen });

    const made = await ok('admin', '/sales/sanysettlementsheet/settlement-make', { customerId: task.customer_id, ...PERIOD });
    expect(made).toMatchObject({ ticketCount: 1, totalQuantity: '7.335', ticketsFen: amountFen });
    expect(made.lines.map((l: { quantity: string; amountFen: number }) => [l.quantity, l.amountFen])).toEqual([['7.335', amountFen]]);
    const grades = await ok('admin', '/sales/sanysettlementsheet/grades', { id: made.id });
    expect(grades).toEqual([expect.objectContaining({ grade: task.strength, totalQuantity: '7.335', amountFen })]);
  });
});
