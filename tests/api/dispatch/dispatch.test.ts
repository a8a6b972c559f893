import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createClock } from '../../../server/clock';
import { countRows, startTestServer, type TestServer } from '../harness';
import { setVehicleStatus } from '../../../server/operations/vehicle.service';
import { runPlant } from '../operations/plant-run';

/** The plant's clock runs with real time plus an offset the tests move (the concrete clock's thresholds). */
let offset = 0;
const clock = createClock('Asia/Shanghai', () => new Date(Date.now() + offset));
let s: TestServer;
let dispatcher: string;
let station: string;
const MIN = 60_000;
/**
 * The plant day the seed and the plant run wrote, taken before any test moves the clock: the concrete
 * clock's tests move it 3.5 hours on, which after 20:30 is the next plant day.
 */
let seededDay: string;
const startOfSeededDay = () => new Date(Date.parse(`${seededDay}T00:00:00+08:00`));

beforeAll(async () => {
  seededDay = clock.today();
  s = await startTestServer({}, { clock });
  dispatcher = await s.login('dispatcher');
  station = await s.login('station');
  await runPlant(s, { orgId: '01', steps: 40, dt: 30 });
}, 120_000);
afterAll(async () => {
  await s.close();
});

const desk = async (token = dispatcher) => (await s.call('GET', '/production/dispatch/dispatch-list', token)).body.data;
const post = (path: string, body: unknown, token = dispatcher) => s.call('POST', `/production/dispatch/${path}`, token, { body });

/** A running task of station 01 with room for another load, and a ready truck of that station. */
async function openTaskAndTruck(minRemaining = 1) {
  const d = await desk();
  const task = d.tasks.find((t: { orgId: string; remaining: number }) => t.orgId === '01' && t.remaining >= minRemaining);
  const yard = d.stations.find((x: { orgId: string }) => x.orgId === '01').yard;
  return { task, yard, desk: d };
}

describe('the desk lists', () => {
  it('gives each station its ready trucks in yard order: the queue first, then trucks at the plant, longest waiting first', async () => {
    // the plant run leaves the yard all queued: two trucks back from their loads a minute apart wait at the plant, not queued
    const back = await s.services.db
      .selectFrom('vehicles')
      .select('id')
      .where('org_id', '=', '01')
      .where('kind', '=', 'mixer')
      .where('ticket_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(back).toHaveLength(2);
    const deps = s.app.live.deps(null, 'test');
    await setVehicleStatus(deps, { vehicleId: back[0].id, status: 'atPlant' });
    offset += MIN;
    await setVehicleStatus(deps, { vehicleId: back[1].id, status: 'atPlant' });
    const d = await desk();
    expect(d.stations.map((x: { orgId: string }) => x.orgId)).toEqual(['01', '02', '03', '04']);
    const yard = d.stations[0].yard as Array<{ position: number; status: string; since: string; vehicleId: number }>;
    expect(yard.length).toBeGreaterThan(0);
    expect(yard.map((t) => t.position)).toEqual(yard.map((_, i) => i + 1));
    const queued = yard.filter((t) => t.status === 'queued');
    expect(queued.length).toBeGreaterThan(0);
    expect(yard.map((t) => t.status)).toEqual([...queued.map(() => 'queued'), 'atPlant', 'atPlant']);
    const queue = await s.services.db.selectFrom('unloading_queue').select('vehicle_id').where('org_id', '=', '01').orderBy('since').orderBy('id').execute();
    expect(queued.map((t) => t.vehicleId)).toEqual(queue.map((q) => q.vehicle_id).filter((id) => queued.some((t) => t.vehicleId === id)));
    const atPlant = yard.filter((t) => t.status === 'atPlant');
    expect(atPlant.map((t) => t.vehicleId)).toEqual(back.map((v) => v.id));
    expect(atPlant[0].since < atPlant[1].since).toBe(true);
  });

  it('keeps a station user to their station, on every list', async () => {
    const d = await desk(station);
    expect(d.stations.map((x: { orgId: string }) => x.orgId)).toEqual(['01']);
    const orgsOf = (list: Array<{ orgId: string }>) => [...new Set(list.map((t) => t.orgId))];
    expect(orgsOf(d.tasks)).toEqual(['01']);
    const tasks = (await post('task-list', {}, station)).body.data;
    expect(orgsOf(tasks.list)).toEqual(['01']);
    const trucks = (await s.call('GET', '/production/dispatch/sany-dispatch-list', station)).body.data;
    expect(orgsOf(trucks.list)).toEqual(['01']);
    const other = (await desk()).tasks.find((t: { orgId: string }) => t.orgId !== '01');
    expect(other, 'head office sees a task of another station').toBeDefined();
    expect((await post('suggest', { taskId: other.id }, station)).body.code).toBe(404);
  });

  it('answers 400 naming the field, and 403 to a role without the dispatch screens', async () => {
    expect((await post('issue', { taskId: 'x', vehicleId: 1 })).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    expect((await post('task-schedule', { date: '2026-02-30' })).body).toMatchObject({ code: 400, data: { field: 'date' } });
    expect((await s.call('GET', '/production/dispatch/dispatch-list', await s.login('sales'))).body.code).toBe(403);
  });
});

describe('a drag issues one ticket', () => {
  it('issues exactly one ticket in the ticketed state and takes the truck out of the yard', async () => {
    const { task, yard } = await openTaskAndTruck();
    const truck = yard[0];
    const before = await countRows(s, 'delivery_tickets');
    const r = await post('issue', { taskId: task.id, vehicleId: truck.vehicleId });
    expect(r.body.code).toBe(200);
    expect(await countRows(s, 'delivery_tickets')).toBe(before + 1);
    const t = await s.services.db.selectFrom('delivery_tickets').selectAll().where('id', '=', r.body.data.ticketId).executeTakeFirstOrThrow();
    expect(t).toMatchObject({ task_id: task.id, vehicle_id: truck.vehicleId, status: 2 });
    expect(Number(t.quantity)).toBe(Math.min(truck.capacity, task.remaining));
    const after = await openTaskAndTruck();
    expect(after.yard.some((y: { vehicleId: number }) => y.vehicleId === truck.vehicleId)).toBe(false);
    expect(after.desk.tasks.find((x: { id: number }) => x.id === task.id).onRoad).toBe(task.onRoad + 1);
    // the same truck dropped again: refused, nothing written
    const again = await post('issue', { taskId: task.id, vehicleId: truck.vehicleId });
    expect(again.body).toMatchObject({ code: 400, data: { field: 'vehicleId' } });
    expect(await countRows(s, 'delivery_tickets')).toBe(before + 1);
  });

  it('refuses a load on a completed task with 409 naming its state', async () => {
    const done = await s.services.db.selectFrom('production_tasks').select('id').where('state', '=', 3).where('org_id', '=', '01').executeTakeFirst();
    expect(done, 'the seed holds a completed task of station 01').toBeDefined();
    const { yard } = await openTaskAndTruck();
    const r = await post('issue', { taskId: done!.id, vehicleId: yard[0].vehicleId });
    expect(r.body).toMatchObject({ code: 409, data: { field: 'taskId' } });
    expect(r.body.msg).toContain('completed');
  });
});

describe('suggestions and decisions', () => {
  it('explains the suggestion, stores it, and records acceptance and override; the rate is accepted / decided', async () => {
    const { task, yard } = await openTaskAndTruck(2);
    const a = (await post('suggest', { taskId: task.id })).body.data;
    expect(a.reasons.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['queue', 'capacity', 'distance', 'travel', 'spacing', 'line']));
    expect(a.reasons.some((r: { code: string }) => r.code === 'pump' || r.code === 'noPump')).toBe(true);
    // the queue reason names the truck's place in the yard; a truck ahead of it is passed over only for not fitting the load
    const at = yard.findIndex((y: { vehicleId: number }) => y.vehicleId === a.vehicleId);
    expect(a.reasons.find((r: { code: string }) => r.code === 'queue').params.position).toBe(at + 1);
    const need = Math.min(task.remaining, Math.max(...yard.map((y: { capacity: number }) => y.capacity)));
    expect(yard[at].capacity).toBeGreaterThanOrEqual(need);
    const passedOver = yard.slice(0, at);
    // none passed over when the first truck of the yard is suggested; any that was must not have fitted the load
    expect(passedOver.filter((y: { capacity: number }) => !(y.capacity < need || y.capacity - need >= 2))).toEqual([]);
    expect(a.etaMinutes).toBeGreaterThan(0);
    const stored = await s.services.db.selectFrom('dispatch_decisions').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ task_id: task.id, vehicle_id: a.vehicleId, decision: '' });
    // accepted: the suggested truck goes
    expect((await post('issue', { taskId: task.id, vehicleId: a.vehicleId, suggestionId: a.id })).body.data.decision).toBe('accepted');
    // overridden: another truck goes
    const next = await openTaskAndTruck(2);
    const b = (await post('suggest', { taskId: next.task.id })).body.data;
    const other = next.yard.find((y: { vehicleId: number }) => y.vehicleId !== b.vehicleId);
    // one cubic metre, so the task still has room for the refused second decision below
    expect((await post('issue', { taskId: next.task.id, vehicleId: other.vehicleId, suggestionId: b.id, quantity: 1 })).body.data.decision).toBe('overridden');
    // a decided suggestion cannot be decided again
    const third = await openTaskAndTruck(1);
    const again = await post('issue', { taskId: next.task.id, vehicleId: third.yard[0].vehicleId, suggestionId: b.id });
    expect(again.body, JSON.stringify(again.body)).toMatchObject({ code: 409, data: { field: 'suggestionId' } });
    const rows = await s.services.db.selectFrom('dispatch_decisions').select('decision').where('decision', '<>', '').execute();
    const accepted = rows.filter((r) => r.decision === 'accepted').length;
    const rate = (await s.call('GET', '/production/dispatch/acceptance', dispatcher)).body.data;
    expect(rate).toMatchObject({ accepted, decided: rows.length });
    expect(rate.rate).toBeCloseTo(accepted / rows.length, 4);
    expect((await desk()).acceptance.rate).toBeCloseTo(accepted / rows.length, 4);
  });
});

describe('the concrete clock', () => {
  it('raises the discharge alert at the setting, not a minute before, and tells the users once', async () => {
    const { task, yard } = await openTaskAndTruck();
    const r = await post('issue', { taskId: task.id, vehicleId: yard[0].vehicleId });
    const ticketId = r.body.data.ticketId;
    const alertsOf = async () =>
      ((await s.call('GET', '/production/dispatch/clock-alerts', dispatcher)).body.data.alerts as Array<{ kind: string; ticketId: number }>).filter(
        (a) => a.ticketId === ticketId && a.kind === 'discharge',
      );
    offset += 89 * MIN;
    expect(await alertsOf()).toHaveLength(0);
    offset += MIN;
    expect(await alertsOf()).toHaveLength(1);
    const loads = (await s.call('GET', '/production/dispatch/dispatch-c-list', dispatcher, { query: { taskId: String(task.id) } })).body.data.list;
    expect(loads.find((l: { ticketId: number }) => l.ticketId === ticketId)).toMatchObject({ level: 'alert', alerts: expect.arrayContaining(['discharge']) });
    const raised = (await post('raise-clock-notices', {})).body.data.raised;
    expect(raised).toBeGreaterThan(0);
    const todos = await s.services.db.selectFrom('todos').select(['user_id', 'content']).where('business_id', '=', `discharge:${ticketId}`).execute();
    expect(todos.length).toBeGreaterThan(0);
    expect(todos[0].content).toContain('90');
    await post('raise-clock-notices', {});
    expect(await countTodos(`discharge:${ticketId}`)).toBe(todos.length);
  });

  it('tells each alert once even when several instances check at the same moment (a key in the database, not a read)', async () => {
    const { task, yard } = await openTaskAndTruck();
    const ticketId = (await post('issue', { taskId: task.id, vehicleId: yard[0].vehicleId })).body.data.ticketId;
    offset += 91 * MIN;
    const raised = await Promise.all(Array.from({ length: 6 }, () => post('raise-clock-notices', {})));
    expect(raised.map((r) => r.body.code)).toEqual(raised.map(() => 200));
    const users = await s.services.db.selectFrom('todos').select('user_id').where('business_id', '=', `discharge:${ticketId}`).execute();
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u) => u.user_id)).size).toBe(users.length);
  });

  it('follows the threshold setting', async () => {
    const { task, yard } = await openTaskAndTruck();
    const r = await post('issue', { taskId: task.id, vehicleId: yard[0].vehicleId });
    await s.services.db.updateTable('settings').set({ value: '30' }).where('type', '=', 'dispatch_discharge_minutes').execute();
    try {
      const t = (await s.call('GET', '/production/dispatch/getTime', dispatcher)).body.data;
      expect(t.thresholds.dischargeMinutes).toBe(30);
      offset += 29 * MIN;
      const kinds = async () =>
        ((await s.call('GET', '/production/dispatch/clock-alerts', dispatcher)).body.data.alerts as Array<{ kind: string; ticketId: number }>)
          .filter((a) => a.ticketId === r.body.data.ticketId)
          .map((a) => a.kind);
      expect(await kinds()).not.toContain('discharge');
      offset += MIN;
      expect(await kinds()).toContain('discharge');
    } finally {
      await s.services.db.updateTable('settings').set({ value: '90' }).where('type', '=', 'dispatch_discharge_minutes').execute();
    }
  });
});

async function countTodos(businessId: string) {
  return Number((await sql<{ n: string }>`select count(*) as n from todos where business_id = ${businessId}`.execute(s.services.db)).rows[0].n);
}

describe('pumps and mixers on one schedule', () => {
  it('puts a pump on the tasks it serves and marks two overlapping pours as a conflict', async () => {
    const d = await desk();
    const tasks = d.tasks.filter((t: { orgId: string; truckCount: number }) => t.orgId === '01' && t.truckCount > 0).slice(0, 2);
    expect(tasks.length).toBe(2);
    const pump = (await s.call('GET', '/production/dispatch/sany-dispatch-list', dispatcher, { query: { kind: 'pump' } })).body.data.list.find(
      (v: { orgId: string }) => v.orgId === '01',
    );
    for (const t of tasks) {
      const r = await post('update-pump-type', { taskId: t.id, pumpId: pump.id, pumpType: '56m' });
      expect(r.body.data).toMatchObject({ id: t.id, pumpId: pump.id, pumpType: '56m' });
    }
    // head office staff start on the first station
    expect((await post('task-schedule', {})).body.data).toMatchObject({ orgId: '01', date: clock.today() });
    const sch = (await post('task-schedule', { orgId: '01', date: seededDay })).body.data;
    const row = sch.rows.find((x: { kind: string; id: number }) => x.kind === 'pump' && x.id === pump.id);
    expect(row.bars.map((b: { taskId: number }) => b.taskId).sort()).toEqual(tasks.map((t: { id: number }) => t.id).sort());
    // both pours are running now, so their spans overlap
    expect(row.bars.map((b: { conflict: boolean }) => b.conflict)).toEqual([true, true]);
    expect(row.conflicts).toBe(1);
    expect(sch.rows.some((x: { kind: string; bars: unknown[] }) => x.kind === 'mixer' && x.bars.length > 0)).toBe(true);
    // a pump of another station is refused
    const foreign = (await s.call('GET', '/production/dispatch/sany-dispatch-list', dispatcher, { query: { kind: 'pump' } })).body.data.list.find(
      (v: { orgId: string }) => v.orgId !== '01',
    );
    expect((await post('update-pump-type', { taskId: tasks[0].id, pumpId: foreign.id })).body).toMatchObject({ code: 400, data: { field: 'pumpId' } });
  });
});

describe('whole-pour replay', () => {
  it("plays yesterday's finished pour of the seed along the road its trucks drove, out to the site and back", async () => {
    const task = await s.services.db
      .selectFrom('production_tasks as k')
      .innerJoin('projects as p', 'p.id', 'k.project_id')
      .select(['k.id', 'p.lat', 'p.lng'])
      .where('k.org_id', '=', '01')
      .where('k.state', '=', 3)
      .where('k.open_time', '<', startOfSeededDay())
      .orderBy('k.id')
      .executeTakeFirstOrThrow();
    const r = (await s.call('GET', '/production/dispatch/replay', dispatcher, { query: { taskId: String(task.id) } })).body.data;
    expect(r.trucks.length).toBeGreaterThan(1);
    expect(r.end.slice(0, 10) < seededDay).toBe(true);
    // the map names the station the loads left, not "plant" (issue 26 item 13)
    expect(r.plant.name).toBe('余杭站');
    const near = (a: { lat: number; lng: number }, lat: number, lng: number) => Math.abs(a.lat - lat) < 0.002 && Math.abs(a.lng - lng) < 0.002;
    for (const x of r.trucks as Array<{ track: Array<[number, number, number]>; statuses: Array<[number, string]> }>) {
      expect(x.track.length).toBeGreaterThan(20);
      expect(near(r.plant, x.track[0][1], x.track[0][2])).toBe(true);
      expect(x.track.some(([, lat, lng]) => near(r.site, lat, lng))).toBe(true);
      expect(x.statuses.map(([, st]) => st)).toEqual(expect.arrayContaining(['ticketed', 'toJob', 'arrived', 'endPour', 'returning', 'atPlant']));
      for (let i = 1; i < x.track.length; i++) expect(x.track[i][0]).toBeGreaterThanOrEqual(x.track[i - 1][0]);
    }
  });

  it('gives every truck of the task its track and status changes on one time line', async () => {
    const t = await s.services.db
      .selectFrom('delivery_tickets')
      .select(['task_id', sql<string>`count(distinct vehicle_id)`.as('n')])
      .where('org_id', '=', '01')
      .groupBy('task_id')
      .having(sql`count(to_job_at)`, '>', 0)
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow();
    const r = (await s.call('GET', '/production/dispatch/replay', dispatcher, { query: { taskId: String(t.task_id) } })).body.data;
    expect(r.trucks).toHaveLength(Number(t.n));
    expect(r.seconds).toBeGreaterThan(0);
    const moving = r.trucks.filter((x: { track: unknown[] }) => x.track.length > 1);
    expect(moving.length).toBeGreaterThan(0);
    for (const x of r.trucks) {
      expect(x.statuses[0][1]).toBe('ticketed');
      for (const [at] of [...x.track, ...x.statuses]) {
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThanOrEqual(r.seconds);
      }
    }
    const longest = [...r.trucks].sort((x: { track: unknown[] }, y: { track: unknown[] }) => y.track.length - x.track.length)[0];
    const rec = (await s.call('GET', '/production/dispatch/getDetailsCodeRecord', dispatcher, { query: { code: longest.ticketCodes[0] } })).body.data;
    expect(rec.records[0].status).toBe('ticketed');
    expect(rec.gpsPoints).toBeGreaterThan(0);
  });
});
