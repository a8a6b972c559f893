import type { Clock } from '../../server/clock';
import type { DB } from '../../server/db/database';
import { VEHICLE_STATUSES, type VehicleStatus } from '../../src/domain/events';

/** One truck of a pour: its track and its status changes, times in seconds from the replay's start. */
export interface ReplayTruck {
  vehicleId: number;
  plate: string;
  ticketCodes: string[];
  track: Array<[t: number, lat: number, lng: number]>;
  statuses: Array<[t: number, status: VehicleStatus]>;
}

/**
 * The whole pour of one task, for the replay slider: from its first ticket to the last truck back
 * (or now), every truck that carried a load, with its GPS fixes (gps_positions) and the status
 * history of its loads (vehicle_status_history).
 */
export async function replayOf(db: DB, clock: Clock, taskId: number) {
  const task = await db
    .selectFrom('production_tasks as k')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('orgs as o', 'o.org_id', 'k.org_id')
    .select([
      'k.id',
      'k.task_code',
      'p.project_name',
      'p.lat',
      'p.lng',
      'o.lat as plant_lat',
      'o.lng as plant_lng',
      'o.org_short_name as plant_short',
      'o.org_name as plant_name',
    ])
    .where('k.id', '=', taskId)
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('delivery_tickets as t')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .select([
      't.id',
      't.ticket_code',
      't.vehicle_id',
      'v.plate',
      't.ticketed_at',
      't.created_at',
      't.back_at',
      't.returned_load_at',
      't.diverted_at',
      't.end_pour_at',
    ])
    .where('t.task_id', '=', taskId)
    .orderBy('t.id')
    .execute();
  const site = { lat: task.lat, lng: task.lng };
  const plant = { lat: Number(task.plant_lat ?? task.lat), lng: Number(task.plant_lng ?? task.lng), name: task.plant_short || task.plant_name || '' };
  if (!tickets.length)
    return { taskId, taskCode: task.task_code, projectName: task.project_name, start: '', end: '', seconds: 0, site, plant, trucks: [] as ReplayTruck[] };
  const now = clock.now();
  const start = new Date(Math.min(...tickets.map((t) => (t.ticketed_at ?? t.created_at).getTime())));
  const ends = tickets.map((t) => t.back_at ?? t.returned_load_at ?? t.diverted_at ?? null);
  const end = ends.some((e) => e === null) ? now : new Date(Math.max(...ends.map((e) => e!.getTime())));
  const vehicleIds = [...new Set(tickets.map((t) => t.vehicle_id))];
  const [fixes, history] = await Promise.all([
    db
      .selectFrom('gps_positions')
      .select(['vehicle_id', 'at', 'lat', 'lng'])
      .where('vehicle_id', 'in', vehicleIds)
      .where('at', '>=', start)
      .where('at', '<=', end)
      .orderBy('vehicle_id')
      .orderBy('at')
      .execute(),
    db
      .selectFrom('vehicle_status_history')
      .select(['vehicle_id', 'at', 'status', 'ticket_id'])
      .where('vehicle_id', 'in', vehicleIds)
      .where('at', '>=', start)
      .where('at', '<=', end)
      .orderBy('vehicle_id')
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const mine = new Set(tickets.map((t) => t.id));
  const sec = (d: Date) => Math.round((d.getTime() - start.getTime()) / 1000);
  const trucks = vehicleIds.map((id): ReplayTruck => ({
    vehicleId: id,
    plate: tickets.find((t) => t.vehicle_id === id)!.plate,
    ticketCodes: tickets.filter((t) => t.vehicle_id === id).map((t) => t.ticket_code),
    track: fixes.filter((f) => f.vehicle_id === id).map((f) => [sec(f.at), f.lat, f.lng]),
    // a load's own statuses, and the truck's return to the plant that ended it
    statuses: history
      .filter((h) => h.vehicle_id === id && (h.ticket_id === null ? h.status === 0 : mine.has(h.ticket_id)))
      .map((h) => [sec(h.at), VEHICLE_STATUSES[h.status] ?? 'atPlant']),
  }));
  return {
    taskId,
    taskCode: task.task_code,
    projectName: task.project_name,
    start: clock.format(start),
    end: clock.format(end),
    seconds: sec(end),
    site,
    plant,
    trucks,
  };
}
