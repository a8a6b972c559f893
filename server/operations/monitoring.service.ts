import { sql } from 'kysely';
import { CMD, type EnvironmentReading, type ParkReading } from '../../src/domain/events';
import { invalid } from '../http/errors';
import { write, type OpsDeps } from './ops-deps';
import { startOfPlantDay } from './plant-time';
import { needNumber, round2 } from './validate';
import { raiseAlarm } from './alarm.service';

/**
 * Limits the environment board draws and alarms on: PM2.5/PM10 the national grade II 24-hour
 * limits (GB 3095-2012), TSP the grade II limit, noise the daytime limit of an industrial zone.
 */
export const ENVIRONMENT_LIMITS = { pm25: 75, pm10: 150, tsp: 300, noise: 65 } as const;
const READING_NAMES = { pm25: 'PM2.5', pm10: 'PM10', tsp: 'TSP', noise: 'noise' } as const;
export const METERS = ['water', 'electricity', 'gas', 'oil'] as const;

export type EnvironmentInput = Omit<EnvironmentReading, 'time' | 'alarms'>;

/** One reading of a station's sensors. Telemetry: the reading row is its own record. */
export async function recordEnvironment(deps: OpsDeps, input: EnvironmentInput) {
  const v = {
    pm25: needNumber('pm25', input.pm25, { min: 0, max: 5000 }),
    pm10: needNumber('pm10', input.pm10, { min: 0, max: 5000 }),
    tsp: needNumber('tsp', input.tsp, { min: 0, max: 10000 }),
    noise: needNumber('noise', input.noise, { min: 0, max: 200 }),
    temperature: needNumber('temperature', input.temperature, { min: -60, max: 70 }),
    humidity: needNumber('humidity', input.humidity, { min: 0, max: 100 }),
    windSpeed: needNumber('windSpeed', input.windSpeed, { min: 0, max: 100 }),
    windDirection: needNumber('windDirection', input.windDirection, { min: 0, max: 360 }),
  };
  const alarms = (Object.keys(ENVIRONMENT_LIMITS) as Array<keyof typeof ENVIRONMENT_LIMITS>).filter((k) => v[k] > ENVIRONMENT_LIMITS[k]);
  return write(deps, async (tx, emit, emitToUser) => {
    const now = deps.clock.now();
    const previous = await tx
      .selectFrom('environment_readings')
      .select('alarms')
      .where('org_id', '=', input.orgId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const was = new Set((previous?.alarms ?? '').split(',').filter(Boolean));
    const station = await tx.selectFrom('orgs').select('org_short_name').where('org_id', '=', input.orgId).executeTakeFirst();
    if (!station) throw invalid('orgId');
    // one alarm when dust goes over its limit, not one a minute while it stays there
    const fresh = alarms.filter((a) => a !== 'noise' && !was.has(a));
    if (fresh.length) {
      await raiseAlarm(deps, tx, emitToUser, {
        eventCode: 'EV004',
        orgId: input.orgId,
        key: 'dustAlarm',
        businessType: 'environment',
        businessId: input.orgId,
        route: '/bigscreen/environment',
        params: {
          station: station.org_short_name,
          reading: fresh.map((a) => READING_NAMES[a]).join('/'),
          value: fresh.map((a) => v[a]).join('/'),
          limit: fresh.map((a) => ENVIRONMENT_LIMITS[a]).join('/'),
        },
      });
    }
    await tx
      .insertInto('environment_readings')
      .values({
        org_id: input.orgId,
        at: now,
        pm25: v.pm25,
        pm10: v.pm10,
        tsp: v.tsp,
        noise: v.noise,
        temperature: v.temperature,
        humidity: v.humidity,
        wind_speed: v.windSpeed,
        wind_direction: v.windDirection,
        alarms: alarms.join(','),
      })
      .execute();
    const reading: EnvironmentReading = { orgId: input.orgId, time: deps.clock.format(now), ...v, alarms };
    emit(input.orgId, CMD.environment, reading);
    return reading;
  });
}

/** A meter's consumption since its last reading; the day's total runs on from the previous one. */
export async function recordMeter(deps: OpsDeps, input: { orgId: string; meter: string; value: number }) {
  if (!(METERS as readonly string[]).includes(input.meter)) throw invalid('meter');
  const value = needNumber('value', input.value, { min: 0, max: 1e7 });
  return write(deps, async (tx, emit) => {
    const now = deps.clock.now();
    const last = await tx
      .selectFrom('meter_readings')
      .select('today_total')
      .where('org_id', '=', input.orgId)
      .where('meter', '=', input.meter)
      .where('at', '>=', startOfPlantDay(deps.clock))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const todayTotal = round2(Number(last?.today_total ?? 0) + value);
    await tx.insertInto('meter_readings').values({ org_id: input.orgId, at: now, meter: input.meter, value, today_total: todayTotal }).execute();
    const reading: ParkReading = { orgId: input.orgId, meter: input.meter as ParkReading['meter'], time: deps.clock.format(now), value, todayTotal };
    emit(input.orgId, CMD.park, reading);
    return reading;
  });
}

/** GPS positions older than the `gps_retention_days` setting are pruned by a job. */
export async function pruneGps(deps: Pick<OpsDeps, 'db' | 'clock'>): Promise<number> {
  const s = await deps.db.selectFrom('settings').select('value').where('type', '=', 'gps_retention_days').executeTakeFirst();
  const days = Math.max(1, Number(s?.value) || 30);
  const r = await deps.db
    .deleteFrom('gps_positions')
    .where('at', '<', sql<Date>`${new Date(deps.clock.now().getTime() - days * 86400_000)}`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
