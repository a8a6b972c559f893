import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { QueueEntry } from '../../../src/domain/events';
import { VEHICLE_STATUSES } from '../../../src/domain/events';
import type { OpsDeps } from '../../../server/operations/ops-deps';
import { enqueue } from '../../../server/operations/queue.service';
import { setVehicleStatus } from '../../../server/operations/vehicle.service';
import { startTestServer, type TestServer } from '../harness';
import { okData } from '../calls';

let s: TestServer;
let dispatcher: string;
let deps: OpsDeps;
beforeAll(async () => {
  s = await startTestServer();
  dispatcher = await s.login('dispatcher');
  deps = s.app.live.deps(null, 'test');
});
afterAll(async () => {
  await s.close();
});

const queue = async (): Promise<QueueEntry[]> => {
  const r = await s.call('GET', '/live/queue', dispatcher);
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return (r.body.data.list as QueueEntry[]).filter((q) => q.orgId === '01');
};
const entry = async (vehicleId: number) => (await queue()).find((q) => q.vehicleId === vehicleId);

/** Running tasks of station 01 with room for a load, their customers given credit (the ticket flow checks it on send). */
async function runningTasks(n: number) {
  const db = s.services.db;
  const tasks = await db
    .selectFrom('production_tasks')
    .select(['id', 'task_code', 'customer_id'])
    .where('org_id', '=', '01')
    .where('state', 'in', [1, 2])
    .where(sql<boolean>`plan_quantity - shipped_quantity >= 2`)
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

describe('the queue board names each queued truck its next task', () => {
  it('from a load issued at the desk or sent by the ticket flow, until the truck drives off with it', async () => {
    const [deskTask, clerkTask] = await runningTasks(2);
    const trucks = await s.services.db
      .selectFrom('vehicles')
      .select('id')
      .where('org_id', '=', '01')
      .where('kind', '=', 'mixer')
      .where('status', '=', VEHICLE_STATUSES.indexOf('atPlant'))
      .where('ticket_id', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute();
    expect(trucks.length).toBe(3);
    const [a, b, c] = trucks.map((t) => t.id);
    for (const id of [a, b, c]) await enqueue(deps, { vehicleId: id });
    expect((await queue()).filter((q) => [a, b, c].includes(q.vehicleId)).map((q) => q.taskCode)).toEqual([null, null, null]);

    // the dispatch desk issues the head of the queue a load: it keeps its place and shows the task it loads
    okData(await s.call('POST', '/production/dispatch/issue', dispatcher, { body: { taskId: deskTask.id, vehicleId: a, quantity: 1 } }));
    // the clerk writes a ticket for the third truck: a draft is no load yet, a sent one is
    const saved = await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: clerkTask.id, vehicleId: c, quantity: '1' } });
    okData(saved);
    expect((await entry(c))?.taskCode).toBeNull();
    okData(await s.call('POST', '/production/sctaskdetail/send', dispatcher, { body: { id: saved.body.data.id } }));

    const before = await queue();
    expect(before.find((q) => q.vehicleId === a)?.taskCode).toBe(deskTask.task_code);
    expect(before.find((q) => q.vehicleId === b)?.taskCode).toBeNull();
    expect(before.find((q) => q.vehicleId === c)?.taskCode).toBe(clerkTask.task_code);

    // loading and loaded keep the place; driving off gives it up, and the truck behind moves up
    for (const status of ['loading', 'loaded'] as const) await setVehicleStatus(deps, { vehicleId: a, status });
    expect((await entry(a))?.taskCode).toBe(deskTask.task_code);
    const positionOfB = (await entry(b))!.position;
    await setVehicleStatus(deps, { vehicleId: a, status: 'toJob' });
    expect(await entry(a)).toBeUndefined();
    expect((await entry(b))?.position).toBe(positionOfB - 1);

    // a load driven off is no longer next when the truck queues again
    await setVehicleStatus(deps, { vehicleId: c, status: 'toJob' });
    await setVehicleStatus(deps, { vehicleId: c, status: 'atPlant' });
    await enqueue(deps, { vehicleId: c });
    expect((await entry(c))?.taskCode).toBeNull();
  });
});
