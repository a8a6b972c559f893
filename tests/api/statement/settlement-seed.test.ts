import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { MenuNode } from '../../../src/domain/screens/menu-tree';
import { SETTLED_STATION } from '../../../server/seed/settlement.seed';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * The fresh demo (issue 10): an agreed settlement sheet over the seeded pour of yesterday, priced by
 * the one resolution, shown on the sheets, receivable and finance screens to the `sales` user; and
 * the `sales` role's project zone screen (/product/project-zone-setting) with its calls.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: SETTLED_STATION };
beforeAll(async () => {
  s = await startTestServer();
  tok.sales = await s.login('sales');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

// every call here is the sales user's
const asSales = orgCalls(() => s, tok, ORG);
const call = (path: string, q: Record<string, unknown> = {}, org: Record<string, string> = ORG) => asSales.call('sales', path, q, org);
const ok = (path: string, q: Record<string, unknown> = {}, org: Record<string, string> = ORG) => asSales.ok('sales', path, q, org);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
const flat = (t: MenuNode[]): MenuNode[] => t.flatMap((n) => [n, ...flat(n.children)]);

describe('the demo settlement sheet', () => {
  it('is agreed, over a period up to yesterday, and holds every sent ticket of its customer in it', async () => {
    const list = await ok('/sales/sanysettlementsheet/sc-settlement-list');
    expect(list.total).toBe(1);
    const sheet = list.list[0];
    const yesterday = s.services.clock.format(new Date(s.services.clock.now().getTime() - 86400_000)).slice(0, 10);
    expect(sheet).toMatchObject({ approveState: 1, startDate: `${yesterday.slice(0, 8)}01`, endDate: yesterday });
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from delivery_tickets t join production_tasks k on k.id = t.task_id
      where k.customer_id = ${sheet.customerId} and t.detail_state = 'sent' and t.org_id = ${SETTLED_STATION}`);
    expect(sheet.ticketCount).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it('is priced line by line as the price resolution prices those tickets now, its totals the sums of its lines', async () => {
    const [sheet] = (await ok('/sales/sanysettlementsheet/sc-settlement-list')).list;
    const detail = await ok('/sales/sanysettlementsheet/settlement-detail', { id: sheet.id });
    const tasks = [...new Set<number>(detail.lines.map((l: { taskId: number }) => l.taskId))];
    const resolved = (await Promise.all(tasks.map((taskId) => ok('/sales/price/ticket-price', { taskId })))).flatMap((r) => r.list);
    for (const line of detail.lines) {
      const now = resolved.find((r: { ticketId: number }) => r.ticketId === line.ticketId);
      expect(now, line.ticketCode).toMatchObject({ priced: true, unitPriceFen: line.unitPriceFen, amountFen: line.amountFen, rule: line.rule });
    }
    const sum = (xs: Array<{ amountFen: number }>) => xs.reduce((a, x) => a + x.amountFen, 0);
    expect(detail.ticketsFen).toBe(sum(detail.lines));
    const items = (kind: string) => sum(detail.items.filter((i: { kind: string }) => i.kind === kind));
    expect([detail.manualCostFen, detail.otherFeeFen, detail.discountFen]).toEqual([items('manualCost'), items('otherFee'), items('discount')]);
    expect(detail.totalFen).toBe(detail.ticketsFen + detail.manualCostFen + detail.otherFeeFen - detail.discountFen);
    // the delivery book shows the same tickets as settled, with the same money
    const book = await ok('/sales/sany-delivery-book/delivery-book-list', { customerId: sheet.customerId, settlementId: sheet.id, limit: 500 });
    expect([book.totals.ticketCount, book.totals.amountFen]).toEqual([sheet.ticketCount, sheet.ticketsFen]);
  });

  it('shows on the receivable and finance screens of the sales user', async () => {
    const [sheet] = (await ok('/sales/sanysettlementsheet/sc-settlement-list')).list;
    const receivable = await ok('/sales/receivable-balance/page', { customerId: sheet.customerId, endDate: sheet.endDate });
    expect(receivable.list[0]).toMatchObject({
      customerId: sheet.customerId,
      settledFen: sheet.totalFen,
      closingFen: sheet.totalFen - receivable.list[0].receivedFen,
    });
    const month = await ok('/finance/month-reconcilia/list', { month: sheet.endDate.slice(0, 7) });
    expect(month.list.find((r: { customerId: number }) => r.customerId === sheet.customerId)).toMatchObject({ settledFen: sheet.totalFen });
    const avg = await ok('/finance/average-sale-price/list', { startDate: sheet.startDate, endDate: sheet.endDate, customerId: sheet.customerId });
    expect(avg.total.amountFen).toBe(sheet.ticketsFen);
    const issued = await ok('/finance/statistics-issued/list', { startDate: sheet.startDate, endDate: sheet.endDate });
    expect(issued.list.find((r: { customerId: number }) => r.customerId === sheet.customerId)).toMatchObject({ settledFen: sheet.totalFen });
  });
});

describe('the sales role and the project zones', () => {
  it('has /product/project-zone-setting in its menu and may list, add, edit and delete zones', async () => {
    const menus = flat((await s.call('GET', '/user/menu/findbycode', tok.sales, { query: { organization_code: '0001' } })).body.data);
    expect(
      menus.find((m) => m.path === '/product/project-zone-setting'),
      'menu',
    ).toMatchObject({ buttons: expect.arrayContaining(['add', 'edit', 'delete']) });
    const head = { org_id: '0001' };
    expect((await ok('/system/pact-area/list', {}, head)).list.map((z: { name: string }) => z.name)).toContain('余杭区');
    const added = await ok('/resource/pactArea/add', { name: '临平区', distanceKm: '18.50', fare: '22.00' }, head);
    const id = added.id;
    expect(await call('/resource/pactArea/add', { name: '临平区二', distanceKm: 'far' }, head)).toMatchObject({ code: 400, data: { field: 'distanceKm' } });
    expect((await ok('/resource/pactArea/update', { id, name: '临平区', distanceKm: '19.00', fare: '22.00' }, head)).distanceKm).toBe('19.00');
    expect((await call('/resource/pactArea/delete', { id }, head)).code).toBe(200);
  });
});
