import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../../src/domain/resources/types';
import { resourceByName } from '../../../src/domain/resources/registry';
import type { CallContext } from '../../../server/http/call';
import { Params } from '../../../server/http/params';
import { widePage } from '../../../server/resources/resource.handlers';
import { viewPage, type ViewPaging } from '../../../server/resources/read-view.page';
import { joinFactsOf, keptJoins } from '../../../server/resources/read-view.joins';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from '../operations/plant-run';

/**
 * A read view's page read the cheap way (the count with only the joins its filters read, the page's
 * keys first and their rows after) answers what the one wide statement answered: the same rows in
 * the same order and the same total, for filters on the base table and on joined columns, ordered
 * by a joined column, across left joins, in a station's scope, and past the last page.
 */
let s: TestServer;
let tickets: Array<{ customerId: number; customerName: string; createTime: string; ticketCode: string; detailState: string; driverName: string }>;
beforeAll(async () => {
  s = await startTestServer();
  await runPlant(s, { orgId: '01', steps: 30, dt: 30 });
  const admin = await s.login('admin');
  tickets = (await s.call('GET', '/resource/deliveryTicket/page', admin, { query: { limit: '500' } })).body.data.list;
});
afterAll(async () => {
  await s?.close();
});

const acting = (query: Record<string, string>, orgId = '0001') =>
  ({
    db: s.services.db,
    services: s.services,
    params: new Params(query),
    user: { orgs: '*', orgId: '0001' },
    orgId,
  }) as unknown as CallContext;

/** The page as one statement with every join (resource.handlers.ts `widePage`), as read views were read before: the reference. */
const wide = widePage;

async function expectSame(def: ResourceDef, query: Record<string, string>, orgId?: string) {
  const before = await wide(acting(query, orgId), def);
  for (const how of ['keys', 'joined'] as ViewPaging[]) {
    expect(await viewPage(acting(query, orgId), def, how), `${how} ${JSON.stringify(query)}`).toEqual(before);
  }
  return before;
}

const ticketView = () => resourceByName('deliveryTicket')!;
/** The ticket view with the customer's name sortable and a search on the driver (a computed column over the left join). */
const ticketViewPlus = (): ResourceDef => {
  const def = ticketView();
  return {
    ...def,
    fields: def.fields.map((f) => (f.name === 'customerName' ? { ...f, sortable: true } : f)),
    search: [...def.search, { name: 'driverName', type: 'input', label: 'deliveryTicket.driver' }],
  };
};

describe('a read view page read by keys first', () => {
  it('leaves out of the count the joins that can neither drop nor repeat a ticket, and keeps those its filter reads', async () => {
    const view = ticketView().view!;
    const facts = await joinFactsOf(s.services.db as never, view);
    expect([...facts.certain].sort()).toEqual(['c', 'd', 'k', 'p', 'v']);
    expect(keptJoins(view, facts, new Set())).toEqual(new Set());
    expect(keptJoins(view, facts, new Set(['c']))).toEqual(new Set(['c', 'k']));
    // a settlement line names its ticket at most once (a unique index): the left join repeats no ticket
    const book = resourceByName('deliveryBook')!.view!;
    expect((await joinFactsOf(s.services.db as never, book)).toOne.has('sl')).toBe(true);
  });

  it('answers the same page and total for filters on the base table and on joined columns', async () => {
    expect(tickets.length).toBeGreaterThan(5);
    const one = tickets[0];
    const month = one.createTime.slice(0, 7);
    const def = ticketView();
    const byCustomer = await expectSame(def, { customerId: String(one.customerId), month, page: '1', limit: '3' });
    expect(byCustomer.total).toBeGreaterThan(0);
    await expectSame(def, { customerId: String(one.customerId), month, page: '2', limit: '2' });
    await expectSame(def, { customerName: one.customerName.slice(0, 2), limit: '4' });
    await expectSame(def, { ticketCode: one.ticketCode.slice(-3), detailState: one.detailState });
    await expectSame(def, { limit: '5', page: '2' }, '01');
    const past = await expectSame(def, { page: '999', limit: '20' });
    expect(past).toMatchObject({ list: [], total: tickets.length });
  });

  it('answers the same when ordered by a joined column and filtered through a left join', async () => {
    const def = ticketViewPlus();
    await expectSame(def, { sortField: 'customerName', sortOrder: 'descend', limit: '7' });
    await expectSame(def, { sortField: 'customerName', sortOrder: 'ascend', page: '2', limit: '4' });
    const driver = tickets.find((t) => t.driverName)?.driverName;
    expect(driver).toBeTruthy();
    const withDriver = await expectSame(def, { driverName: driver!, limit: '5' });
    expect(withDriver.total).toBeGreaterThan(0);
    expect((await expectSame(def, { driverName: 'no such driver' })).total).toBe(0);
  });

  it('answers the same for a view of left joins only (the delivery book)', async () => {
    const def = resourceByName('deliveryBook')!;
    await expectSame(def, { limit: '6', page: '2' });
    await expectSame(def, { customerName: tickets[0].customerName.slice(0, 2), limit: '5' });
  });
});
