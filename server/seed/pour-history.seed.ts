import type { DB } from '../db/database';
import { createClock } from '../clock';
import { createRandom, type Random } from '../sim/random';
import { pointAlong, roadPath, type Path, type Point } from '../sim/geo';
import { fromPlant } from '../operations/plant-time';
import { TASK_STATE, VEHICLE_STATUSES, type VehicleStatus } from '../../src/domain/events';

/**
 * Yesterday's finished pour at each station: a completed task served by the station's first pump,
 * its loads, the trucks' status history and their GPS fixes every 30 s, so the replay of a finished
 * pour plays the track the trucks drove (the simulator only writes today's). No batch records: the
 * silos and weigh-ins the seed starts from stay as they are. Deterministic: a fixed seed, times from
 * the plant's yesterday.
 */
export const POUR_HISTORY_SEED = 20260402;
const LOADS = 6;
const TRUCKS = 3;
const SPACING_MIN = 20;
const FIX_S = 30;
const KMH = 32;

const code = (s: VehicleStatus) => VEHICLE_STATUSES.indexOf(s);

/** One load's timeline in minutes from its ticket, the drive out and back taking `drive` minutes. */
function timeline(drive: number, rnd: Random) {
  const loading = 3;
  const loaded = loading + 7;
  const toJob = loaded + 1;
  const arrived = toJob + drive;
  const pouring = arrived + rnd.int(2, 8);
  const endPour = pouring + rnd.int(12, 20);
  const washing = endPour + 2;
  const returning = washing + 6;
  const back = returning + drive;
  return { ticketed: 0, loading, loaded, toJob, arrived, pouring, endPour, washing, returning, atPlant: back };
}

/** Fixes along the road every FIX_S seconds between two instants, and the truck standing still on site between them. */
function fixes(path: Path, from: Date, minutes: number, reverse: boolean) {
  const n = Math.max(2, Math.round((minutes * 60) / FIX_S));
  return Array.from({ length: n + 1 }, (_, i) => {
    const along = (i / n) * path.length;
    const p = pointAlong(path, reverse ? path.length - along : along);
    return {
      at: new Date(from.getTime() + i * FIX_S * 1000),
      lat: p.lat,
      lng: p.lng,
      heading: reverse ? (p.heading + 180) % 360 : p.heading,
      speed: i === n ? 0 : KMH,
    };
  });
}

export async function seedPourHistory(db: DB): Promise<void> {
  const rnd = createRandom(POUR_HISTORY_SEED);
  const tz = await db.selectFrom('settings').select('value').where('type', '=', 'plant_time_zone').executeTakeFirst();
  const clock = createClock(tz?.value || process.env.PLANT_TZ || 'Asia/Shanghai');
  const start = new Date(fromPlant(clock, `${clock.today()} 09:00:00`).getTime() - 24 * 3600_000);
  const day = clock.format(start).slice(0, 10);
  const stations = await db
    .selectFrom('orgs')
    .select(['org_id', 'lat', 'lng'])
    .where('org_type', '=', 'station')
    .where('lat', 'is not', null)
    .orderBy('sort')
    .execute();
  for (const s of stations) {
    const project = await db.selectFrom('projects').select(['id', 'customer_id', 'lat', 'lng']).where('org_id', '=', s.org_id).orderBy('id').executeTakeFirst();
    const recipe = await db.selectFrom('recipes').select(['id', 'strength', 'slump']).where('org_id', '=', s.org_id).orderBy('id').executeTakeFirst();
    const trucks = await db
      .selectFrom('vehicles')
      .select(['id', 'capacity', 'driver_id'])
      .where('org_id', '=', s.org_id)
      .where('kind', '=', 'mixer')
      .orderBy('id')
      .limit(TRUCKS)
      .execute();
    const line = await db.selectFrom('hosts').select('id').where('org_id', '=', s.org_id).where('kind', '=', 'line').orderBy('line_no').executeTakeFirst();
    const pump = await db.selectFrom('vehicles').select('id').where('org_id', '=', s.org_id).where('kind', '=', 'pump').orderBy('id').executeTakeFirst();
    if (!project || !recipe || trucks.length < TRUCKS || !line || !pump) continue;
    const contract = await db.selectFrom('contracts').select('id').where('project_id', '=', project.id).executeTakeFirst();
    const plant: Point = { lat: Number(s.lat), lng: Number(s.lng) };
    const road = roadPath(plant, { lat: project.lat, lng: project.lng }, rnd);
    const drive = Math.max(8, Math.round((road.length / 1000 / KMH) * 60));
    // a truck takes its next load once it is back at the plant
    const free = new Map<number, number>();
    const loads = Array.from({ length: LOADS }, (_, i) => {
      const truck = trucks[i % TRUCKS];
      const t = timeline(drive, rnd);
      const at = Math.max(start.getTime() + i * SPACING_MIN * 60_000, (free.get(truck.id) ?? 0) + 5 * 60_000);
      free.set(truck.id, at + t.atPlant * 60_000);
      return { truck, quantity: Number(truck.capacity), at: new Date(at), t };
    });
    const total = loads.reduce((a, l) => a + l.quantity, 0);
    const lastBack = Math.max(...loads.map((l) => l.at.getTime() + l.t.atPlant * 60_000));
    const taskCode = `RW${day.replaceAll('-', '')}${s.org_id}901`;
    const task = await db
      .insertInto('production_tasks')
      .values({
        org_id: s.org_id,
        customer_id: project.customer_id,
        project_id: project.id,
        contract_id: contract?.id ?? null,
        recipe_id: recipe.id,
        task_code: taskCode,
        pouring_site: '地下室底板',
        strength: recipe.strength,
        slump: recipe.slump,
        pour_method: '泵送',
        plan_quantity: total,
        shipped_quantity: total,
        truck_count: LOADS,
        open_time: new Date(start.getTime() - 30 * 60_000),
        host_id: line.id,
        state: TASK_STATE.completed,
        complete_time: new Date(lastBack),
        pump_id: pump.id,
        pump_type: '52m',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, l] of loads.entries()) {
      const m = (minutes: number) => new Date(l.at.getTime() + minutes * 60_000);
      const ticket = await db
        .insertInto('delivery_tickets')
        .values({
          org_id: s.org_id,
          task_id: task.id,
          vehicle_id: l.truck.id,
          driver_id: l.truck.driver_id,
          ticket_code: `${taskCode}-${String(i + 1).padStart(3, '0')}`,
          quantity: l.quantity,
          created_at: m(0),
          status: code('atPlant'),
          ticketed_at: m(l.t.ticketed),
          loading_at: m(l.t.loading),
          loaded_at: m(l.t.loaded),
          to_job_at: m(l.t.toJob),
          arrived_at: m(l.t.arrived),
          pouring_at: m(l.t.pouring),
          end_pour_at: m(l.t.endPour),
          washing_at: m(l.t.washing),
          returning_at: m(l.t.returning),
          back_at: m(l.t.atPlant),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('vehicle_status_history')
        .values(
          (Object.entries(l.t) as Array<[VehicleStatus, number]>).map(([status, minutes]) => ({
            org_id: s.org_id,
            vehicle_id: l.truck.id,
            status: code(status),
            at: m(minutes),
            ticket_id: status === 'atPlant' ? null : ticket.id,
          })),
        )
        .execute();
      const out = fixes(road, m(l.t.toJob), l.t.arrived - l.t.toJob, false);
      const onSite = Array.from({ length: Math.floor(((l.t.returning - l.t.arrived) * 60) / FIX_S) }, (_, k) => ({
        ...out[out.length - 1],
        at: new Date(m(l.t.arrived).getTime() + (k + 1) * FIX_S * 1000),
        speed: 0,
      }));
      const back = fixes(road, m(l.t.returning), l.t.atPlant - l.t.returning, true);
      await db
        .insertInto('gps_positions')
        .values([...out, ...onSite, ...back].map((f) => ({ org_id: s.org_id, vehicle_id: l.truck.id, ...f })))
        .execute();
    }
  }
}
