import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buttonsOf } from '../../../src/domain/resources/buttons';
import type { MenuNode } from '../../../src/domain/screens/menu-tree';
import { PACT_BUTTONS, pactResource } from '../../../admin/sales/pact.resource';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * The contract's change of customer and distance are declared buttons of /sales/contract (issue 10):
 * the menu offers them, the sales role holds them, and the server checks each on its own call — a
 * role that may edit contracts but not change their customer is refused.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'sales']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const { call } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
const flat = (t: MenuNode[]): MenuNode[] => t.flatMap((n) => [n, ...flat(n.children)]);

describe('the contract buttons change customer and distance', () => {
  it('are declared, on the contract menu, and granted to the sales role', async () => {
    expect(buttonsOf(pactResource)).toEqual(expect.arrayContaining([PACT_BUTTONS.changeCustomer, PACT_BUTTONS.distance]));
    const menus = flat((await s.call('GET', '/user/menu/findbycode', tok.sales, { query: { organization_code: '0001' } })).body.data);
    expect(menus.find((m) => m.path === '/sales/contract')?.buttons).toEqual(expect.arrayContaining(['changeCustomer', 'distance', 'edit']));
  });

  it('answers the distance with how it was computed, and names the field of bad input', async () => {
    const [pact] = await rows<{ id: number }>(sql`select id from contracts where org_id = '01' order by id limit 1`);
    const r = await call('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id });
    expect(r.data).toMatchObject({ source: 'estimate', distanceKm: expect.stringMatching(/^\d+\.\d{2}$/), durationMin: expect.any(Number) });
    expect(await call('sales', '/sales/pact/getDistanceAndDuration', { pact_id: 'x' })).toMatchObject({ code: 400, data: { field: 'pact_id' } });
    expect(await call('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id, addressId: 999999 })).toMatchObject({
      code: 400,
      data: { field: 'addressId' },
    });
  });

  it('refuses a role holding edit but not the button, on each call', async () => {
    const [pact] = await rows<{ id: number; customer_id: number }>(sql`select id, customer_id from contracts where org_id = '01' order by id desc limit 1`);
    const [target] = await rows<{ customer_id: number; id: number }>(
      sql`select customer_id, id from projects where org_id = '01' and customer_id <> ${pact.customer_id} order by id limit 1`,
    );
    const change = { pact_id: pact.id, customerId: target.customer_id, projectId: target.id, reason: '主体变更' };
    expect(await call('sales', '/sales/new-pact/change-customer', { ...change, projectId: 'x' })).toMatchObject({ code: 400, data: { field: 'projectId' } });
    expect(await call('sales', '/sales/new-pact/change-customer', { ...change, reason: '' })).toMatchObject({ code: 400, data: { field: 'reason' } });
    await sql`delete from role_menu_buttons where button in ('changeCustomer', 'distance')
      and role_id = (select role_id from roles where role_code = 'editor') and menu_id = (select id from menus where path = '/sales/contract')`.execute(
      s.services.db,
    );
    expect((await call('sales', '/sales/new-pact/change-customer', change)).code).toBe(403);
    expect((await call('sales', '/sales/pact/getDistanceAndDuration', { pact_id: pact.id })).code).toBe(403);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from role_menu_buttons b join menus m on m.id = b.menu_id
      where m.path = '/sales/contract' and b.button = 'edit' and b.role_id = (select role_id from roles where role_code = 'editor')`);
    expect(n).toBe(1);
    expect((await call('admin', '/sales/new-pact/change-customer', change)).code).toBe(200);
  });
});
