import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CMD, VEHICLE_STATUSES, type CarWashLive, type ParkDeviceLive, type Snapshots } from '../../../src/domain/events';
import { recordingPublisher } from '../../../server/operations/live-publisher';
import type { OpsDeps } from '../../../server/operations/ops-deps';
import { endWash, setDeviceStatus, startWash } from '../../../server/operations/park.service';
import { startOfPlantDay } from '../../../server/operations/plant-time';
import { countRows, startTestServer, type TestServer } from '../harness';
import { runPlant } from './plant-run';
import { refusal } from './refusal';

/** Every field of the park rows, checked complete by the compiler against src/domain/events.ts. */
const KEYS = {
  device: { id: 1, orgId: 1, kind: 1, name: 1, area: 1, status: 1, statusSince: 1, lastSeenAt: 1 } satisfies Record<keyof ParkDeviceLive, 1>,
  wash: { id: 1, orgId: 1, washerId: 1, vehicleId: 1, plate: 1, startedAt: 1, endedAt: 1, waterLitres: 1 } satisfies Record<keyof CarWashLive, 1>,
};
const keysOf = (o: object) => Object.keys(o).sort();
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let s: TestServer;
let hq: string;
let station: string;
let deps: OpsDeps;
let events: ReturnType<typeof recordingPublisher>['events'];
/** what the simulator published while it ran station 01 */
let simEvents: ReturnType<typeof recordingPublisher>['events'];

const park = async (token: string, query?: Record<string, string>): Promise<Snapshots['park']> => {
  const r = await s.call('GET', '/live/park', token, { query });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};
const rows = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(s.services.db)).rows;
const device = async (orgId: string, kind: string, status = 'online') =>
  (await rows<{ id: number }>(sql`select id from park_devices where org_id = ${orgId} and kind = ${kind} and status = ${status} order by id limit 1`))[0];
const idleTruck = async (orgId: string) =>
  (
    await rows<{ id: number; plate: string }>(sql`select v.id, v.plate from vehicles v where v.org_id = ${orgId} and v.kind = 'mixer'
    and not exists (select 1 from car_washes w where w.vehicle_id = v.id and w.ended_at is null) order by v.id limit 1`)
  )[0];

beforeAll(async () => {
  s = await startTestServer();
  hq = await s.login('dispatcher');
  station = await s.login('station');
  const rec = recordingPublisher();
  events = rec.events;
  deps = { db: s.services.db, clock: s.services.clock, publisher: rec.publisher, actor: { user: null, ip: 'test' }, hooks: s.services.parts.ops };
  const sim = recordingPublisher();
  simEvents = sim.events;
  const washed = sql<{ n: string }>`select count(*) as n from car_washes where ended_at is not null`;
  await runPlant(s, {
    orgId: '01',
    steps: 600,
    dt: 60,
    publisher: sim.publisher,
    until: async () => Number((await washed.execute(s.services.db)).rows[0].n) > 0 && simEvents.some((e) => e.cmd === CMD.parkDevice),
  });
});
afterAll(async () => {
  await s.close();
});

describe('GET /live/park', () => {
  it("answers the devices of every station and today's car washes, in the shape of src/domain/events.ts", async () => {
    const p = await park(hq);
    expect(p.devices.length).toBeGreaterThan(0);
    for (const d of p.devices) {
      expect(keysOf(d)).toEqual(keysOf(KEYS.device));
      expect(d.statusSince).toMatch(WIRE_TIME);
    }
    for (const orgId of ['01', '02', '03', '04']) {
      const mine = p.devices.filter((d) => d.orgId === orgId);
      const count = (kind: string) => mine.filter((d) => d.kind === kind).length;
      expect(count('camera'), orgId).toBeGreaterThanOrEqual(4);
      expect(count('camera'), orgId).toBeLessThanOrEqual(8);
      expect([1, 2], orgId).toContain(count('car_washer'));
      expect(count('gravel_separator') + count('filter_press') + count('low_pressure_ash'), orgId).toBe(3);
      expect(count('dust_monitor'), orgId).toBe(2);
      expect(count('fog_cannon'), orgId).toBeGreaterThanOrEqual(2);
    }
    expect(p.washes.length).toBeGreaterThan(0);
    for (const w of p.washes) expect(keysOf(w)).toEqual(keysOf(KEYS.wash));
    expect(p.washes.some((w) => w.endedAt !== null && w.waterLitres! > 0)).toBe(true);
  });

  it("gives a station user its own station's devices and washes only, and head office every station", async () => {
    const washer = await device('02', 'car_washer');
    const truck = await idleTruck('02');
    await startWash(deps, { washerId: washer.id, vehicleId: truck.id });
    const mine = await park(station);
    expect(new Set(mine.devices.map((d) => d.orgId))).toEqual(new Set(['01']));
    expect(new Set(mine.washes.map((w) => w.orgId))).toEqual(new Set(['01']));
    const all = await park(hq);
    expect(new Set(all.devices.map((d) => d.orgId))).toEqual(new Set(['01', '02', '03', '04']));
    expect(new Set(all.washes.map((w) => w.orgId))).toEqual(new Set(['01', '02']));
    const theirs = await park(hq, { org_id: '02' });
    expect(theirs.washes.map((w) => w.plate)).toEqual([truck.plate]);
    expect((await s.call('GET', '/live/park', station, { query: { org_id: '02' } })).body.code).toBe(403);
  });

  it("lists the washes of the plant's day only, in plant time", async () => {
    const washer = await device('03', 'car_washer');
    const day = startOfPlantDay(s.services.clock);
    for (const [plate, at] of [
      ['浙A昨天1', new Date(day.getTime() - 60_000)],
      ['浙A今天1', new Date(day.getTime() + 60_000)],
    ] as const) {
      await s.services.db
        .insertInto('car_washes')
        .values({ org_id: '03', device_id: washer.id, plate, started_at: at, ended_at: at, water_litres: 300 })
        .execute();
    }
    const washes = (await park(hq, { org_id: '03' })).washes;
    expect(washes.map((w) => [w.plate, w.startedAt])).toEqual([['浙A今天1', `${s.services.clock.today()} 00:01:00`]]);
  });
});

describe('the simulator through the park services', () => {
  it('writes a car wash when a mixer is back at the plant, ended with the water used when it joins the queue', async () => {
    const [wash] = await rows<{ id: number; vehicle_id: number; plate: string; started_at: Date; ended_at: Date; water_litres: number; device_id: number }>(
      sql`select * from car_washes where org_id = '01' and ended_at is not null order by id limit 1`,
    );
    expect(wash.water_litres).toBeGreaterThanOrEqual(250);
    expect(wash.water_litres).toBeLessThanOrEqual(550);
    expect(new Date(wash.ended_at).getTime()).toBeGreaterThanOrEqual(new Date(wash.started_at).getTime());
    const truck = (await rows<{ plate: string; org_id: string }>(sql`select plate, org_id from vehicles where id = ${wash.vehicle_id}`))[0];
    expect(truck).toEqual({ plate: wash.plate, org_id: '01' });
    const washer = (await rows<{ kind: string; org_id: string }>(sql`select kind, org_id from park_devices where id = ${wash.device_id}`))[0];
    expect(washer).toEqual({ kind: 'car_washer', org_id: '01' });
    // the truck had come back to the plant (status 0) when the wash started
    const washing = await rows<{ n: string }>(
      sql`select count(*) as n from vehicle_status_history where vehicle_id = ${wash.vehicle_id} and status = ${VEHICLE_STATUSES.indexOf('atPlant')}`,
    );
    expect(Number(washing[0].n)).toBeGreaterThan(0);
    // published twice: when it started and when it ended
    const sent = simEvents.filter((e) => e.cmd === CMD.carWash && (e.data as CarWashLive).id === wash.id).map((e) => e.data as CarWashLive);
    expect(sent.map((w) => [w.orgId, w.plate, w.waterLitres])).toEqual([
      ['01', wash.plate, null],
      ['01', wash.plate, wash.water_litres],
    ]);
  });

  it('takes devices down and back, publishing each change as the row the snapshot holds', async () => {
    const flips = simEvents.filter((e) => e.cmd === CMD.parkDevice);
    expect(flips.length).toBeGreaterThan(0);
    const snapshot = (await park(station)).devices;
    const last = new Map(flips.map((e) => [(e.data as ParkDeviceLive).id, e.data as ParkDeviceLive]));
    // heartbeats move lastSeenAt on without an event; the rest is the published row
    const seen = ({ lastSeenAt: _, ...rest }: ParkDeviceLive) => rest;
    for (const [id, row] of last) expect(seen(snapshot.find((d) => d.id === id)!)).toEqual(seen(row));
    const audited = await rows<{ n: string }>(sql`select count(*) as n from audit_log where entity = 'park_device'`);
    expect(Number(audited[0].n)).toBe(flips.length);
  });
});

describe('park services refuse bad input, naming the field, and write nothing', () => {
  it('a device status outside online, offline and fault, or an unknown device', async () => {
    const camera = await device('04', 'camera');
    const published = events.length;
    expect(await refusal(setDeviceStatus(deps, { deviceId: camera.id, status: 'melted' as never }))).toEqual({ field: 'status', en: 'status is not valid' });
    await expect(setDeviceStatus(deps, { deviceId: 999_999, status: 'fault' })).rejects.toMatchObject({ code: 404 });
    expect(events.length).toBe(published);
  });

  it('a status the device already has only marks it seen, with no event', async () => {
    const camera = await device('04', 'camera');
    const published = events.length;
    await setDeviceStatus(deps, { deviceId: camera.id, status: 'online' });
    expect(events.length).toBe(published);
    const changed = await setDeviceStatus(deps, { deviceId: camera.id, status: 'offline' });
    expect(events.slice(published)).toEqual([{ orgId: '04', cmd: CMD.parkDevice, data: changed }]);
    expect(changed).toMatchObject({ id: camera.id, status: 'offline' });
  });

  it('a wash at a device that is not a car washer, at a washer at fault, or of a truck of another station', async () => {
    const washer = await device('04', 'car_washer');
    const camera = await device('04', 'camera');
    const theirs = await idleTruck('03');
    const mine = await idleTruck('04');
    const before = await countRows(s, 'car_washes');
    const published = events.length;
    expect((await refusal(startWash(deps, { washerId: camera.id, vehicleId: mine.id }))).field).toBe('washerId');
    expect((await refusal(startWash(deps, { washerId: washer.id, vehicleId: theirs.id }))).field).toBe('vehicleId');
    expect(await refusal(startWash(deps, { washerId: washer.id }))).toEqual({ field: 'plate', en: 'plate is required' });
    await setDeviceStatus(deps, { deviceId: washer.id, status: 'fault' });
    expect(await refusal(startWash(deps, { washerId: washer.id, vehicleId: mine.id }))).toEqual({
      field: 'washerId',
      en: 'washerId: the device is offline or at fault',
    });
    await setDeviceStatus(deps, { deviceId: washer.id, status: 'online' });
    expect(await countRows(s, 'car_washes')).toBe(before);
    // only the washer's two status changes were told
    expect(events.slice(published).map((e) => e.cmd)).toEqual([CMD.parkDevice, CMD.parkDevice]);
  });

  it('a second wash of a truck still in the washer, water that is not whole litres, and ending a wash twice', async () => {
    const washer = await device('04', 'car_washer');
    const truck = await idleTruck('04');
    const wash = await startWash(deps, { washerId: washer.id, vehicleId: truck.id });
    expect(wash).toMatchObject({ orgId: '04', washerId: washer.id, vehicleId: truck.id, plate: truck.plate, endedAt: null, waterLitres: null });
    expect(await refusal(startWash(deps, { washerId: washer.id, vehicleId: truck.id }))).toEqual({
      field: 'vehicleId',
      en: "vehicleId: the truck's last wash has not ended",
    });
    expect((await refusal(endWash(deps, { washId: wash.id, waterLitres: 12.5 }))).field).toBe('waterLitres');
    expect((await refusal(endWash(deps, { washId: wash.id, waterLitres: -1 }))).field).toBe('waterLitres');
    const ended = await endWash(deps, { washId: wash.id, waterLitres: 420 });
    expect(ended).toMatchObject({ id: wash.id, waterLitres: 420, endedAt: expect.stringMatching(WIRE_TIME) });
    expect((await refusal(endWash(deps, { washId: wash.id, waterLitres: 400 }))).field).toBe('washId');
    const audited = await rows<{ action: string }>(sql`select action from audit_log where entity = 'car_wash' and entity_id = ${String(wash.id)} order by id`);
    expect(audited.map((a) => a.action)).toEqual(['start', 'end']);
  });

  it('washes an outside truck known by its plate only', async () => {
    const washer = await device('04', 'car_washer');
    const wash = await startWash(deps, { washerId: washer.id, plate: '浙B9X123' });
    expect(wash).toMatchObject({ vehicleId: null, plate: '浙B9X123', orgId: '04' });
  });
});
