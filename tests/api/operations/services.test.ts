import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recordingPublisher } from '../../../server/operations/live-publisher';
import type { OpsDeps } from '../../../server/operations/ops-deps';
import { issueTicket } from '../../../server/operations/ticket.service';
import { openTask } from '../../../server/operations/task.service';
import { weighIn } from '../../../server/operations/gate.service';
import { moveVehicles, setVehicleStatus } from '../../../server/operations/vehicle.service';
import { pruneGps, recordEnvironment } from '../../../server/operations/monitoring.service';
import { recordBatch } from '../../../server/operations/production.service';
import { startOfPlantDay } from '../../../server/operations/plant-time';
import { countRows, startTestServer, type TestServer } from '../harness';
import { runPlant } from './plant-run';
import { refusal } from './refusal';

let s: TestServer;
let deps: OpsDeps;
let events: ReturnType<typeof recordingPublisher>['events'];
beforeAll(async () => {
  s = await startTestServer();
  const rec = recordingPublisher();
  events = rec.events;
  deps = { db: s.services.db, clock: s.services.clock, publisher: rec.publisher, actor: { user: null, ip: 'test' }, hooks: s.services.parts.ops };
});
afterAll(async () => {
  await s.close();
});

const first = async (table: string, where = sql`true`) =>
  (await sql<any>`select * from ${sql.table(table)} where ${where} order by id limit 1`.execute(s.services.db)).rows[0];

describe('operations services refuse bad input, naming the field, and write nothing', () => {
  it('a ticket without a quantity, over the truck capacity, or for a truck of another station', async () => {
    const task = await first('production_tasks', sql`org_id = '01'`);
    const mine = await first('vehicles', sql`org_id = '01' and kind = 'mixer'`);
    const theirs = await first('vehicles', sql`org_id = '02' and kind = 'mixer'`);
    const tickets = await countRows(s, 'delivery_tickets');
    const published = events.length;
    expect(await refusal(issueTicket(deps, { taskId: task.id, vehicleId: mine.id, quantity: undefined as never }))).toEqual({
      field: 'quantity',
      en: 'quantity is required',
    });
    expect((await refusal(issueTicket(deps, { taskId: task.id, vehicleId: mine.id, quantity: 99 }))).field).toBe('quantity');
    expect((await refusal(issueTicket(deps, { taskId: task.id, vehicleId: theirs.id, quantity: 8 }))).field).toBe('vehicleId');
    expect(await countRows(s, 'delivery_tickets')).toBe(tickets);
    expect(events.length).toBe(published);
  });

  it('a weighing whose tare is not below the gross, or that would overfill the silo', async () => {
    // a silo with less room than one truckload, so only the room can refuse it
    const silo = await first('silos', sql`org_id = '01' and capacity - level between 5 and 150`);
    expect(await refusal(weighIn(deps, { orgId: '01', plate: '浙A12345', siloId: silo.id, gross: 20, tare: 25 }))).toEqual({
      field: 'tare',
      en: 'tare is not valid',
    });
    const overfill = 15 + Number(silo.capacity) - Number(silo.level) + 1;
    expect(await refusal(weighIn(deps, { orgId: '01', plate: '浙A12345', siloId: silo.id, gross: overfill, tare: 15 }))).toEqual({
      field: 'gross',
      en: 'gross exceeds the room left in the silo',
    });
    expect((await refusal(weighIn(deps, { orgId: '02', plate: '浙A12345', siloId: silo.id, gross: 40, tare: 15 }))).field).toBe('siloId');
    expect(await countRows(s, 'weighbridge_records')).toBe(0);
  });

  it('a task with an unknown pour method or a project of another station', async () => {
    const project = await first('projects', sql`org_id = '02'`);
    const recipe = await first('recipes', sql`org_id = '01'`);
    const base = { orgId: '01', projectId: project.id, recipeId: recipe.id, pouringSite: '承台', pourMethod: '泵送', planQuantity: 100 };
    expect((await refusal(openTask(deps, { ...base, pourMethod: '空投' }))).field).toBe('pourMethod');
    expect((await refusal(openTask(deps, base))).field).toBe('projectId');
    expect((await refusal(openTask(deps, { ...base, planQuantity: -5 }))).field).toBe('planQuantity');
  });

  it('positions off the globe, a status outside the cycle, a humidity over 100 %, a batch for a ticket not loading', async () => {
    const v = await first('vehicles');
    const fixes = await countRows(s, 'gps_positions');
    expect(
      (
        await refusal(
          moveVehicles(deps, [
            { vehicleId: v.id, lat: 30, lng: 120 },
            { vehicleId: v.id, lat: 95, lng: 120 },
          ]),
        )
      ).field,
    ).toBe('positions[1].lat');
    expect((await refusal(setVehicleStatus(deps, { vehicleId: v.id, status: 'flying' as never }))).field).toBe('status');
    expect(
      (
        await refusal(
          recordEnvironment(deps, { orgId: '01', pm25: 30, pm10: 50, tsp: 80, noise: 50, temperature: 12, humidity: 140, windSpeed: 2, windDirection: 90 }),
        )
      ).field,
    ).toBe('humidity');
    expect((await refusal(recordBatch(deps, { hostId: 1, ticketId: 1, quantity: 0 }))).field).toBe('quantity');
    expect(await countRows(s, 'gps_positions')).toBe(fixes);
  });
});

describe('GPS retention', () => {
  it('prunes positions older than the gps_retention_days setting and keeps the rest', async () => {
    const v = await first('vehicles');
    const day = 86400_000;
    // the seed's tracks of yesterday's pours are within both retentions
    const seeded = await countRows(s, 'gps_positions');
    await s.services.db
      .insertInto('gps_positions')
      .values([40, 31, 29, 1].map((d) => ({ org_id: v.org_id, vehicle_id: v.id, lat: 30.3, lng: 120.1, at: new Date(Date.now() - d * day) })))
      .execute();
    expect(await pruneGps(deps)).toBe(2);
    await s.services.db.updateTable('settings').set({ value: '2' }).where('type', '=', 'gps_retention_days').execute();
    expect(await pruneGps(deps)).toBe(1);
    expect(await countRows(s, 'gps_positions')).toBe(seeded + 1);
    await s.services.db.deleteFrom('gps_positions').execute();
    await s.services.db.updateTable('settings').set({ value: '30' }).where('type', '=', 'gps_retention_days').execute();
  });
});

describe('alarms', () => {
  const todos = (from: string) =>
    sql<{ user_name: string; content: string }>`select u.user_name, t.content from todos t join users u on u.user_id = t.user_id
    where t.type = 4 and t.type_from = ${from} order by t.id`
      .execute(s.services.db)
      .then((r) => r.rows);
  const reading = { orgId: '03', pm25: 30, pm10: 50, tsp: 80, noise: 50, temperature: 12, humidity: 60, windSpeed: 2, windDirection: 90 };

  it('tells the users of the dust event once when dust goes over its limit, as a to-do and a notice to their sockets', async () => {
    await recordEnvironment(deps, reading);
    const published = events.length;
    await recordEnvironment(deps, { ...reading, pm10: 190 });
    await recordEnvironment(deps, { ...reading, pm10: 200 });
    expect(await todos('EV004')).toEqual([{ user_name: 'admin', content: '富阳站 PM10 为 190，超过限值 150' }]);
    const notices = events.slice(published).filter((e) => e.cmd === 1);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ userId: expect.any(Number), data: { type: 4, title: '扬尘超标', content: '富阳站 PM10 为 190，超过限值 150' } });
  });

  it('raises a low-level alarm when a batch takes a silo under its alarm level', async () => {
    const truck = await first('vehicles', sql`org_id = '04' and kind = 'mixer' and ticket_id is null`);
    const task = await first('production_tasks', sql`org_id = '04' and state in (1, 2)`);
    const line = await first('hosts', sql`org_id = '04' and kind = 'line'`);
    const gravel = await first('silos', sql`host_id = ${line.id} and material_name = '碎石 5-25mm'`);
    await sql`update silos set level = alarm_low + 1 where id = ${gravel.id}`.execute(s.services.db);
    const ticket = await issueTicket(deps, { taskId: task.id, vehicleId: truck.id, quantity: 6 });
    await recordBatch(deps, { hostId: line.id, ticketId: ticket.id, quantity: 3 });
    await recordBatch(deps, { hostId: line.id, ticketId: ticket.id, quantity: 3 });
    const raised = await todos('EV003');
    expect(raised.map((t) => t.user_name).sort()).toEqual(['admin']);
    expect(raised[0].content).toMatch(/^1#线石子仓（碎石 5-25mm）余量 [\d.]+ t，低于报警值 75 t$/);
  });
});

describe('a truck through the whole cycle on the real services', () => {
  it('reaches every status of issue 4 §2 with a ticket timestamp for each, a history row per status and a GPS track', async () => {
    // a load of this run: the seed's finished pours of yesterday have done their cycle already
    const fullCycle = sql`back_at is not null and pouring_at is not null and to_job_at is not null and created_at >= ${startOfPlantDay(s.services.clock)}`;
    await runPlant(s, { orgId: '01', steps: 300, dt: 60, until: async () => !!(await first('delivery_tickets', fullCycle)) });
    const ticket = await first('delivery_tickets', fullCycle);
    expect(ticket, 'no ticket completed its cycle').toBeDefined();
    const order = ['ticketed_at', 'loading_at', 'loaded_at', 'to_job_at', 'arrived_at', 'pouring_at', 'end_pour_at', 'washing_at', 'returning_at', 'back_at'];
    const times = order.map((c) => new Date(ticket[c]).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const history = (
      await sql<{ status: number }>`select status from vehicle_status_history where ticket_id = ${ticket.id} order by at, id`.execute(s.services.db)
    ).rows;
    expect(new Set(history.map((h) => h.status)).size).toBeGreaterThanOrEqual(9);
    const track = await sql<{ n: string }>`select count(*) as n from gps_positions where vehicle_id = ${ticket.vehicle_id}`.execute(s.services.db);
    expect(Number(track.rows[0].n)).toBeGreaterThan(5);
    const batches = await sql<{ q: string }>`select sum(quantity) as q from batch_records where ticket_id = ${ticket.id}`.execute(s.services.db);
    expect(Number(batches.rows[0].q)).toBeCloseTo(Number(ticket.quantity), 2);
    expect(await countRows(s, 'audit_log')).toBeGreaterThan(10);
    // no user made these writes: the journal's 操作人 names their source instead of staying empty
    const unnamed = await sql<{ n: string }>`select count(*) as n from audit_log where user_name = ''`.execute(s.services.db);
    expect(Number(unnamed.rows[0].n)).toBe(0);
    const named = await sql<{ n: string }>`select count(*) as n from audit_log where user_id is null and user_name = 'test'`.execute(s.services.db);
    expect(Number(named.rows[0].n)).toBeGreaterThan(10);
    // a bounded amount of work (at most 300 simulated minutes), not a wait: on a machine loaded
    // several times over its cores it takes longer than the suite's default minute
  }, 240_000);
});
