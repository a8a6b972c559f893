import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnvironmentReading,
  LineLive,
  ParkReading,
  QueueEntry,
  SamplingTotal,
  SiloLive,
  Snapshots,
  TaskLive,
  TicketLive,
  VehicleLive,
  WeighbridgeLive,
} from '../../../src/domain/events';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from './plant-run';

/** Every field of each live row, checked complete by the compiler against src/domain/events.ts. */
const KEYS = {
  vehicle: {
    id: 1,
    kind: 1,
    plate: 1,
    innerNumber: 1,
    orgId: 1,
    status: 1,
    statusSince: 1,
    lat: 1,
    lng: 1,
    heading: 1,
    speed: 1,
    driverName: 1,
    ticketId: 1,
    taskCode: 1,
    projectName: 1,
    quantity: 1,
  } satisfies Record<keyof VehicleLive, 1>,
  task: {
    id: 1,
    taskCode: 1,
    orgId: 1,
    customerName: 1,
    projectName: 1,
    pouringSite: 1,
    strength: 1,
    slump: 1,
    pourMethod: 1,
    planQuantity: 1,
    shippedQuantity: 1,
    truckCount: 1,
    openTime: 1,
    state: 1,
    hostId: 1,
    siteLat: 1,
    siteLng: 1,
  } satisfies Record<keyof TaskLive, 1>,
  ticket: { id: 1, orgId: 1, taskId: 1, taskCode: 1, vehicleId: 1, quantity: 1, status: 1, times: 1 } satisfies Record<keyof TicketLive, 1>,
  line: { id: 1, orgId: 1, name: 1, taskCode: 1, strength: 1, running: 1, batchesToday: 1, outputToday: 1, planToday: 1 } satisfies Record<keyof LineLive, 1>,
  silo: { id: 1, orgId: 1, lineId: 1, name: 1, materialName: 1, capacity: 1, level: 1, alarmLow: 1, alarmHigh: 1 } satisfies Record<keyof SiloLive, 1>,
  weighbridge: { id: 1, orgId: 1, plate: 1, materialName: 1, supplierName: 1, gross: 1, tare: 1, net: 1, time: 1 } satisfies Record<keyof WeighbridgeLive, 1>,
  queue: { position: 1, vehicleId: 1, plate: 1, innerNumber: 1, driverName: 1, orgId: 1, since: 1, taskCode: 1 } satisfies Record<keyof QueueEntry, 1>,
  environment: {
    orgId: 1,
    time: 1,
    pm25: 1,
    pm10: 1,
    tsp: 1,
    noise: 1,
    temperature: 1,
    humidity: 1,
    windSpeed: 1,
    windDirection: 1,
    alarms: 1,
  } satisfies Record<keyof EnvironmentReading, 1>,
  park: { orgId: 1, meter: 1, time: 1, value: 1, todayTotal: 1 } satisfies Record<keyof ParkReading, 1>,
  sampling: { recipeCode: 1, strength: 1, totalQuantity: 1, sampledGroups: 1 } satisfies Record<keyof SamplingTotal, 1>,
};
const keysOf = (o: object) => Object.keys(o).sort();
const expectRows = (rows: object[], keys: object) => {
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(keysOf(r)).toEqual(keysOf(keys));
};
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let s: TestServer;
let hq: string;
let station: string;
const snap = async <K extends keyof Snapshots>(name: K, token: string, query?: Record<string, string>): Promise<Snapshots[K]> => {
  const r = await s.call('GET', `/live/${name}`, token, { query });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};

beforeAll(async () => {
  s = await startTestServer();
  hq = await s.login('dispatcher');
  station = await s.login('station');
  await runPlant(s, { orgId: '01', steps: 40, dt: 30 });
  await runPlant(s, { orgId: '02', steps: 4, dt: 30 });
});
afterAll(async () => {
  await s.close();
});

describe('GET /live/* snapshots', () => {
  it('answers every channel in the shape of src/domain/events.ts', async () => {
    const v = await snap('vehicles', hq);
    expectRows(v.list, KEYS.vehicle);
    expect(v.list.length).toBeGreaterThanOrEqual(165);
    const t = await snap('tasks', hq);
    expectRows(t.list, KEYS.task);
    expectRows(t.tickets, KEYS.ticket);
    expect(t.tickets[0].times.ticketed).toMatch(WIRE_TIME);
    const p = await snap('production', hq);
    expectRows(p.lines, KEYS.line);
    expect(p.hourly.length).toBeGreaterThan(0);
    expect(p.hourly.every((h) => h.hour >= 0 && h.hour < 24 && h.quantity > 0)).toBe(true);
    const m = await snap('materials', hq);
    expectRows(m.silos, KEYS.silo);
    expect(m.consumptionToday.find((c) => c.materialName === '碎石 5-25mm')!.quantity).toBeGreaterThan(0);
    expect(m.receipts.length).toBeGreaterThan(0);
    expectRows(m.receipts, KEYS.weighbridge);
    expectRows((await snap('queue', hq)).list, KEYS.queue);
    const e = await snap('environment', hq);
    expectRows(e.latest, KEYS.environment);
    expect(e.limits).toMatchObject({ pm25: 75, pm10: 150, noise: 65 });
    expectRows((await snap('park', hq)).latest, KEYS.park);
    expectRows((await snap('sampling', hq)).list, KEYS.sampling);
  });

  it('agrees with itself: shipped quantity is the sum of the task tickets, batches add up to the hourly chart', async () => {
    const t = await snap('tasks', hq);
    for (const task of t.list) {
      const onTickets = t.tickets.filter((x) => x.taskId === task.id && !x.times.returnedLoad).reduce((a, x) => a + x.quantity, 0);
      expect(task.shippedQuantity).toBeCloseTo(onTickets, 2);
    }
    const p = await snap('production', hq);
    expect(p.hourly.reduce((a, h) => a + h.quantity, 0)).toBeCloseTo(
      p.lines.reduce((a, l) => a + l.outputToday, 0),
      2,
    );
  });

  it('gives a station user its own station only, and head office every station', async () => {
    for (const name of ['vehicles', 'queue'] as const) {
      const mine = (await snap(name, station)).list;
      expect(new Set(mine.map((r) => r.orgId))).toEqual(new Set(['01']));
      expect(new Set((await snap(name, hq)).list.map((r) => r.orgId)).size).toBeGreaterThan(1);
    }
    expect(new Set((await snap('vehicles', hq, { org_id: '02' })).list.map((r) => r.orgId))).toEqual(new Set(['02']));
    const r = await s.call('GET', '/live/vehicles', station, { query: { org_id: '02' } });
    expect(r.body.code).toBe(403);
  });
});

describe('GET /system/home/today-tasks', () => {
  it("pages today's tasks with the fields of the home card", async () => {
    const r = await s.call('GET', '/system/home/today-tasks', station, { query: { page: '1', limit: '5' } });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ page: 1, limit: 5 });
    expect(r.body.data.total).toBeGreaterThanOrEqual(8);
    expect(r.body.data.list).toHaveLength(5);
    for (const row of r.body.data.list) {
      expect(keysOf(row)).toEqual(['hostId', 'innerNumber', 'openTime', 'planQuantity', 'pouringSite', 'projectName', 'state', 'strength', 'taskCode']);
      expect(row.taskCode).toMatch(/^RW\d{8}01\d{3}$/);
      expect(row.openTime).toMatch(WIRE_TIME);
    }
  });

  it('lists first the tasks a line has taken, with their line (机组) and truck (内部编号)', async () => {
    const r = await s.call('GET', '/system/home/today-tasks', station, { query: { page: '1', limit: '10' } });
    const taken = r.body.data.list.filter((row: { hostId: unknown }) => row.hostId !== '');
    expect(taken.length, 'the plant ran: some task of the day has a line').toBeGreaterThan(0);
    // the taken ones first: whatever follows them has no line
    expect(r.body.data.list.map((row: { hostId: unknown }) => row.hostId !== '')).toEqual(r.body.data.list.map((_: unknown, i: number) => i < taken.length));
    expect(taken.some((row: { innerNumber: string }) => row.innerNumber !== '')).toBe(true);
  });
});
