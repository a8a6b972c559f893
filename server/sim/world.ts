import { VEHICLE_STATUSES, type ParkDeviceKind, type ParkDeviceStatus, type VehicleStatus } from '../../src/domain/events';
import type { DB } from '../db/database';
import type { Path, Point } from './geo';
import { MATERIALS, PUMPED } from '../operations/plant-vocabulary';
import { m3ToMilli, type Milli } from '../../src/domain/sales/money';

/** What the simulator knows of the plant: loaded once from the database, then kept by the simulator. */
export interface World {
  stations: Station[];
  trucks: Truck[];
  tasks: Map<number, SimTask>;
  silos: Map<number, SimSilo>;
  /** supplier id by material name, for weighbridge receipts */
  suppliers: Record<string, number | null>;
  /** the yard devices of the stations */
  devices: SimDevice[];
}

export interface SimDevice {
  id: number;
  orgId: string;
  kind: ParkDeviceKind;
  status: ParkDeviceStatus;
  /** simulator seconds when a device that is down comes back */
  until: number;
}

export interface Station {
  orgId: string;
  point: Point;
  /** volumes in milli-m³ (src/domain/sales/money.ts): a load is summed from its batches without drift */
  lines: Array<{
    id: number;
    batchMilli: Milli;
    loadingTicket: number | null;
    nextBatchAt: number;
    loadedMilli: Milli;
    targetMilli: Milli;
    truckId: number | null;
  }>;
  projects: Array<{ id: number; point: Point }>;
  recipes: number[];
  /** mixer ids in queue order */
  queue: number[];
}

export interface SimTask {
  id: number;
  orgId: string;
  projectId: number;
  planMilli: Milli;
  /** milli-m³ on tickets (what the task has dispatched) */
  shippedMilli: Milli;
  state: number;
  hostId: number | null;
  pump: boolean;
  /** simulator seconds (0 = start) when the task may start shipping */
  openAt: number;
  /** a pump truck serving it, if any */
  pumpId: number | null;
}

export interface SimSilo {
  id: number;
  orgId: string;
  hostId: number | null;
  materialName: string;
  capacity: number;
  level: number;
}

export interface Truck {
  id: number;
  orgId: string;
  kind: 'mixer' | 'pump';
  capacity: number;
  status: VehicleStatus;
  /** simulator seconds when the current phase ends (Infinity: waits for something else) */
  until: number;
  pos: Point & { heading: number };
  home: Point;
  path: Path | null;
  travelled: number;
  speedMps: number;
  ticketId: number | null;
  taskId: number | null;
  /** the status to take when the path ends */
  onArrive: VehicleStatus | null;
  /** set by an exception: resumes this status afterwards */
  resume: VehicleStatus | null;
  /** the car wash it is in, while washing */
  washId: number | null;
}

/** Reads the plant from the database (ordered by id, so the same database gives the same world). */
export async function loadWorld(dbIn: DB, nowMs: number): Promise<World> {
  const db = dbIn;
  const orgs = await db
    .selectFrom('orgs')
    .select(['org_id', 'lat', 'lng'])
    .where('org_type', '=', 'station')
    .where('lat', 'is not', null)
    .orderBy('org_id')
    .execute();
  const lines = await db
    .selectFrom('hosts as h')
    .innerJoin('mixers as m', 'm.host_id', 'h.id')
    .select(['h.id', 'h.org_id', 'm.batch_capacity'])
    .where('h.kind', '=', 'line')
    .orderBy('h.id')
    .execute();
  const projects = await db.selectFrom('projects').select(['id', 'org_id', 'lat', 'lng']).orderBy('id').execute();
  // the plant's dispatchers open tasks on approved recipes in use: a task on any other could not be produced (recipe selection, issue 11)
  const recipes = await db.selectFrom('recipes').select(['id', 'org_id']).where('approve_state', '=', 1).where('use_state', '=', 1).orderBy('id').execute();
  const stations: Station[] = orgs
    .map((o) => ({
      orgId: o.org_id,
      point: { lat: Number(o.lat), lng: Number(o.lng) },
      queue: [],
      lines: lines
        .filter((l) => l.org_id === o.org_id)
        .map((l) => ({
          id: l.id,
          batchMilli: m3ToMilli(l.batch_capacity) ?? 0,
          loadingTicket: null,
          nextBatchAt: 0,
          loadedMilli: 0,
          targetMilli: 0,
          truckId: null,
        })),
      projects: projects.filter((p) => p.org_id === o.org_id).map((p) => ({ id: p.id, point: { lat: p.lat, lng: p.lng } })),
      recipes: recipes.filter((r) => r.org_id === o.org_id).map((r) => r.id),
    }))
    .filter((s: Station) => s.lines.length && s.projects.length);
  const known = new Set(stations.map((s) => s.orgId));
  const home = new Map(stations.map((s) => [s.orgId, s.point]));

  // A station's queue here is the trucks still waiting for a load: a truck that holds its place while it loads is no longer
  // one the lines can take, and the restart sends it back to the yard to queue anew.
  const queued = await db
    .selectFrom('unloading_queue as u')
    .innerJoin('vehicles as v', 'v.id', 'u.vehicle_id')
    .select(['u.vehicle_id', 'u.org_id'])
    .where('v.status', '=', VEHICLE_STATUSES.indexOf('queued'))
    .where('v.ticket_id', 'is', null)
    .orderBy('u.since')
    .orderBy('u.id')
    .execute();
  for (const q of queued) stations.find((s) => s.orgId === q.org_id)?.queue.push(q.vehicle_id);

  const openWashes = await db
    .selectFrom('car_washes')
    .select(['id', 'vehicle_id'])
    .where('ended_at', 'is', null)
    .where('vehicle_id', 'is not', null)
    .orderBy('id')
    .execute();
  const washOf = new Map<number, number>(openWashes.flatMap((w) => (w.vehicle_id === null ? [] : [[w.vehicle_id, w.id] as const])));
  const vehicles = await db
    .selectFrom('vehicles')
    .select(['id', 'org_id', 'kind', 'capacity', 'status', 'lat', 'lng', 'heading', 'ticket_id'])
    .orderBy('id')
    .execute();
  const trucks: Truck[] = vehicles
    .filter((v) => known.has(v.org_id))
    .map((v) => ({
      id: v.id,
      orgId: v.org_id,
      kind: v.kind === 'pump' ? 'pump' : 'mixer',
      capacity: Number(v.capacity),
      status: VEHICLE_STATUSES[v.status] ?? 'atPlant',
      until: 0,
      pos: { lat: v.lat, lng: v.lng, heading: Number(v.heading) },
      home: home.get(v.org_id)!,
      path: null,
      travelled: 0,
      speedMps: 10,
      ticketId: v.ticket_id,
      taskId: null,
      onArrive: null,
      resume: null,
      washId: washOf.get(v.id) ?? null,
    }));

  const taskRows = await db
    .selectFrom('production_tasks')
    .select(['id', 'org_id', 'project_id', 'plan_quantity', 'shipped_quantity', 'state', 'host_id', 'pour_method', 'open_time'])
    .where('state', 'in', [1, 2])
    .orderBy('id')
    .execute();
  const tasks = new Map<number, SimTask>(
    taskRows
      .filter((t) => known.has(t.org_id))
      .map((t) => [
        t.id,
        {
          id: t.id,
          orgId: t.org_id,
          projectId: t.project_id,
          planMilli: m3ToMilli(t.plan_quantity) ?? 0,
          shippedMilli: m3ToMilli(t.shipped_quantity) ?? 0,
          state: t.state,
          hostId: t.host_id,
          pump: t.pour_method === PUMPED,
          openAt: (new Date(t.open_time).getTime() - nowMs) / 1000,
          pumpId: null,
        },
      ]),
  );

  const siloRows = await db.selectFrom('silos').select(['id', 'org_id', 'host_id', 'material_name', 'capacity', 'level']).orderBy('id').execute();
  const silos = new Map<number, SimSilo>(
    siloRows
      .filter((s) => known.has(s.org_id))
      .map((s) => [
        s.id,
        {
          id: s.id,
          orgId: s.org_id,
          hostId: s.host_id,
          materialName: s.material_name,
          capacity: Number(s.capacity),
          level: Number(s.level),
        },
      ]),
  );

  const supplierRows = await db.selectFrom('suppliers').select(['id', 'supply_type']).orderBy('id').execute();
  const firstOf = (type: string) => supplierRows.find((s) => s.supply_type === type)?.id ?? null;
  const suppliers: Record<string, number | null> = {
    [MATERIALS.cement]: firstOf('cement'),
    [MATERIALS.sand]: firstOf('sand'),
    [MATERIALS.gravel]: firstOf('gravel'),
    [MATERIALS.flyAsh]: firstOf('powder'),
    [MATERIALS.slag]: firstOf('powder'),
    [MATERIALS.admixture]: firstOf('admixture'),
  };
  const deviceRows = await db.selectFrom('park_devices').select(['id', 'org_id', 'kind', 'status']).orderBy('id').execute();
  const devices: SimDevice[] = deviceRows
    .filter((d) => known.has(d.org_id))
    .map((d) => ({ id: d.id, orgId: d.org_id, kind: d.kind as ParkDeviceKind, status: d.status as ParkDeviceStatus, until: 0 }));
  return { stations, trucks, tasks, silos, suppliers, devices };
}
