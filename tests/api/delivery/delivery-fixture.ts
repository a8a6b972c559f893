import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/**
 * What every delivery test starts from: the seeded server, its users signed in, running tasks
 * of a station with room in their customers' credit, a mixer, and tickets written through the
 * calls the screens use.
 */
export interface DeliveryFixture {
  s: TestServer;
  admin: string;
  dispatcher: string;
  station: string;
}

export async function deliveryServer(opts: Parameters<typeof startTestServer>[1] = {}): Promise<DeliveryFixture> {
  const s = await startTestServer({}, opts);
  const [admin, dispatcher, station] = await Promise.all(['admin', 'dispatcher', 'station'].map((u) => s.login(u)));
  return { s, admin, dispatcher, station };
}

export const shipped = async (s: TestServer, taskId: number) =>
  Number((await s.services.db.selectFrom('production_tasks').select('shipped_quantity').where('id', '=', taskId).executeTakeFirstOrThrow()).shipped_quantity);

/** The first `n` running tasks of a station (opened or producing); credit is not what these tests are about, so their customers get room. */
export async function runningTasks(s: TestServer, orgId = '01', n = 1) {
  const db = s.services.db;
  const tasks = await db
    .selectFrom('production_tasks')
    .select(['id', 'customer_id', 'shipped_quantity'])
    .where('org_id', '=', orgId)
    .where('state', 'in', [1, 2])
    .orderBy('id')
    .limit(n)
    .execute();
  expect(tasks.length).toBe(n);
  await db
    .updateTable('customer_credits')
    .set({ credit_amount: '100000000' })
    .where(
      'customer_id',
      'in',
      tasks.map((t) => t.customer_id),
    )
    .execute();
  return tasks;
}

export const firstMixer = (s: TestServer, orgId = '01') =>
  s.services.db
    .selectFrom('vehicles')
    .select(['id', 'capacity'])
    .where('org_id', '=', orgId)
    .where('kind', '=', 'mixer')
    .orderBy('id')
    .executeTakeFirstOrThrow();

/** A ticket saved as a draft (`sctaskdetail/save`), then sent to a line when `send` is set. */
export async function ticketOn(f: DeliveryFixture, taskId: number, quantity: string, send = true): Promise<number> {
  const truck = await firstMixer(
    f.s,
    (await f.s.services.db.selectFrom('production_tasks').select('org_id').where('id', '=', taskId).executeTakeFirstOrThrow()).org_id,
  );
  const saved = await f.s.call('POST', '/production/sctaskdetail/save', f.dispatcher, { body: { taskId, vehicleId: truck.id, quantity } });
  expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.data.id as number;
  if (send) expect((await f.s.call('POST', '/production/sctaskdetail/send', f.dispatcher, { body: { id } })).body.code).toBe(200);
  return id;
}
