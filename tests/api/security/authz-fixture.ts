import { sql } from 'kysely';
import type { TestServer } from '../harness';

/**
 * The cross-organisation scene of issue 13: the station-01 user also holds the approver role, and
 * temporary credit requests of a station-02 customer and of a station-01 customer wait at level 1
 * of their flow (submitted by the admin acting for each station, through the real calls).
 */
export interface ForeignScene {
  station: string;
  admin: string;
  /** the other station's customer, whose name must never reach the station user */
  foreignCustomer: { id: number; name: string };
  ownCustomer: { id: number; name: string };
  foreignRequestId: number;
  ownRequestId: number;
}

export const OWN_ORG = '01';

async function customerOf(s: TestServer, org: string): Promise<{ id: number; name: string }> {
  const r = await sql<{ id: number; customer_name: string }>`select id, customer_name from customers where org_id = ${org} order by id limit 1`.execute(
    s.services.db,
  );
  if (!r.rows[0]) throw new Error(`the seed has no customer of station ${org}`);
  return { id: Number(r.rows[0].id), name: r.rows[0].customer_name };
}

export async function foreignScene(s: TestServer): Promise<ForeignScene> {
  await sql`insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
    where u.user_name = 'station' and r.role_code = 'approver' on conflict do nothing`.execute(s.services.db);
  const admin = await s.login('admin');
  const station = await s.login('station');
  const foreignCustomer = await customerOf(s, '02');
  const ownCustomer = await customerOf(s, OWN_ORG);
  const ask = async (org: string, customerId: number) => {
    const r = await s.call('POST', '/system/customer-amount/temp-increase', admin, {
      body: { org_id: org, customerId, amount: '1000.00', reason: '跨站测试' },
    });
    if (r.body?.code !== 200) throw new Error(`temp-increase for ${org} failed: ${JSON.stringify(r.body)}`);
    return Number(r.body.data.id);
  };
  return {
    station,
    admin,
    foreignCustomer,
    ownCustomer,
    foreignRequestId: await ask('02', foreignCustomer.id),
    ownRequestId: await ask(OWN_ORG, ownCustomer.id),
  };
}
