import { sql } from 'kysely';
import type { EnvironmentReading, ParkReading, Snapshots } from '../../src/domain/events';
import type { Clock } from '../clock';
import type { DB } from '../db/database';
import { deviceRows, lineRows, queueRows, siloRows, taskRows, ticketRows, vehicleRows, washRows, weighbridgeLive, type OrgScope } from './live.queries';
import { ENVIRONMENT_LIMITS } from './monitoring.service';
import { startOfPlantDay } from './plant-time';
import { inScope } from '../http/scope';
import { samplingTotals } from './ticket.service';
import type { OpsHooks } from './area-ports';

/**
 * The full current state of each channel (src/domain/events.ts `Snapshots`), for one scope. A
 * snapshot's reads are asked at once: on PGlite's one connection a call whose reads queue one after
 * another waits in the queue once per read (profiled: the four-read snapshots had the worst p99
 * under load), asked together they wait once.
 */
type Snapshot<K extends keyof Snapshots> = (db: DB, clock: Clock, orgs: OrgScope, hooks: OpsHooks) => Promise<Snapshots[K]>;

const ENV_HISTORY_HOURS = 2;

const vehicles: Snapshot<'vehicles'> = async (db, clock, orgs) => ({ list: await vehicleRows(db, clock, orgs) });

const tasks: Snapshot<'tasks'> = async (db, clock, orgs) => {
  const [list, tickets] = await Promise.all([taskRows(db, clock, orgs), ticketRows(db, clock, orgs, { since: startOfPlantDay(clock) })]);
  return { list, tickets };
};

const production: Snapshot<'production'> = async (db, clock, orgs) => {
  const hour = sql<string>`extract(hour from (at at time zone ${sql.lit(clock.timeZone)}))`;
  const [rows, lines] = await Promise.all([
    inScope(
      db
        .selectFrom('batch_records')
        .select([hour.as('hour'), sql<string>`sum(quantity)`.as('quantity')])
        .where('at', '>=', startOfPlantDay(clock))
        .groupBy(hour)
        .orderBy(hour),
      'org_id',
      orgs,
    ).execute(),
    lineRows(db, clock, orgs),
  ]);
  return { lines, hourly: rows.map((r) => ({ hour: Number(r.hour), quantity: Number(r.quantity) })) };
};

const materials: Snapshot<'materials'> = async (db, clock, orgs) => {
  const day = startOfPlantDay(clock);
  const [receipts, consumption, silos] = await Promise.all([
    inScope(
      db.selectFrom('weighbridge_records').selectAll().where('at', '>=', day).orderBy('at', 'desc').orderBy('id', 'desc').limit(100),
      'org_id',
      orgs,
    ).execute(),
    inScope(
      db
        .selectFrom('batch_consumptions')
        .select(['material_name', sql<string>`sum(quantity)`.as('quantity')])
        .where('at', '>=', day)
        .groupBy('material_name')
        .orderBy('material_name'),
      'org_id',
      orgs,
    ).execute(),
    siloRows(db, orgs),
  ]);
  return {
    silos,
    receipts: receipts.map((r) => weighbridgeLive(r, clock)),
    consumptionToday: consumption.map((c) => ({ materialName: c.material_name, quantity: Number(c.quantity) })),
  };
};

const queue: Snapshot<'queue'> = async (db, clock, orgs) => ({ list: await queueRows(db, clock, orgs) });

function environmentOf(
  r: {
    org_id: string;
    at: Date;
    pm25: number;
    pm10: number;
    tsp: number;
    noise: number;
    temperature: number;
    humidity: number;
    wind_speed: number;
    wind_direction: number;
    alarms: string;
  },
  clock: Clock,
): EnvironmentReading {
  return {
    orgId: r.org_id,
    time: clock.format(r.at),
    pm25: r.pm25,
    pm10: r.pm10,
    tsp: r.tsp,
    noise: r.noise,
    temperature: r.temperature,
    humidity: r.humidity,
    windSpeed: r.wind_speed,
    windDirection: r.wind_direction,
    alarms: r.alarms ? r.alarms.split(',') : [],
  };
}

const environment: Snapshot<'environment'> = async (db, clock, orgs) => {
  const since = new Date(clock.now().getTime() - ENV_HISTORY_HOURS * 3600_000);
  const [history, latest] = await Promise.all([
    inScope(db.selectFrom('environment_readings').selectAll().where('at', '>=', since).orderBy('at').orderBy('id'), 'org_id', orgs).execute(),
    inScope(
      db.selectFrom('environment_readings').selectAll().distinctOn('org_id').orderBy('org_id').orderBy('at', 'desc').orderBy('id', 'desc'),
      'org_id',
      orgs,
    ).execute(),
  ]);
  return { latest: latest.map((r) => environmentOf(r, clock)), history: history.map((r) => environmentOf(r, clock)), limits: { ...ENVIRONMENT_LIMITS } };
};

const park: Snapshot<'park'> = async (db, clock, orgs) => {
  const of = (r: { org_id: string; meter: string; at: Date; value: unknown; today_total: unknown }): ParkReading => ({
    orgId: r.org_id,
    meter: r.meter as ParkReading['meter'],
    time: clock.format(r.at),
    value: Number(r.value),
    todayTotal: Number(r.today_total),
  });
  const day = startOfPlantDay(clock);
  const [history, latest, devices, washes] = await Promise.all([
    inScope(db.selectFrom('meter_readings').selectAll().where('at', '>=', day).orderBy('at').orderBy('id'), 'org_id', orgs).execute(),
    inScope(
      db
        .selectFrom('meter_readings')
        .selectAll()
        .where('at', '>=', day)
        .distinctOn(['org_id', 'meter'])
        .orderBy('org_id')
        .orderBy('meter')
        .orderBy('at', 'desc')
        .orderBy('id', 'desc'),
      'org_id',
      orgs,
    ).execute(),
    deviceRows(db, clock, orgs),
    washRows(db, clock, orgs, { since: day }),
  ]);
  return { latest: latest.map(of), history: history.map(of), devices, washes };
};

const sampling: Snapshot<'sampling'> = async (db, clock, orgs, hooks) => ({ list: await samplingTotals(db, clock, orgs, hooks.countSampled) });

/** Snapshot readers by channel; `notices` is served by the to-do calls of the platform. */
export const SNAPSHOT_READERS = { vehicles, tasks, production, materials, queue, environment, park, sampling } as const;

export type SnapshotChannel = keyof typeof SNAPSHOT_READERS;
