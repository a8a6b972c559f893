import { attempt, drive, minutes, REFUSED, setStatus, type SimContext } from './context';
import type { SimTask, Station, Truck } from './world';
import { DEMO_POUR_METHODS, DEMO_POUR_SITES, MATERIALS, PUMPED } from '../operations/plant-vocabulary';
import { m3ToMilli, milliToNumber } from '../../src/domain/sales/money';

const BATCH_SECONDS = 60;
const TICKET_TO_LOADING_S = 30;
/** tonnes a supplier's truck brings, by material */
const LOAD_T: Record<string, [number, number]> = { [MATERIALS.admixture]: [8, 10] };
const DEFAULT_LOAD_T: [number, number] = [30, 38];

const truckOf = (ctx: SimContext, id: number) => ctx.world.trucks.find((t) => t.id === id);
const tasksOf = (ctx: SimContext, s: Station) => [...ctx.world.tasks.values()].filter((k) => k.orgId === s.orgId && k.state < 3 && k.openAt <= ctx.time);

/** Keeps enough work open: a new task when the station has fewer running than lines + 1. */
async function openWork(ctx: SimContext, s: Station, nextTaskAt: Map<string, number>): Promise<void> {
  if (tasksOf(ctx, s).length > s.lines.length || (nextTaskAt.get(s.orgId) ?? 0) > ctx.time) return;
  nextTaskAt.set(s.orgId, ctx.time + 600);
  const project = ctx.rnd.pick(s.projects);
  const input = {
    orgId: s.orgId,
    projectId: project.id,
    recipeId: ctx.rnd.pick(s.recipes),
    pouringSite: ctx.rnd.pick(DEMO_POUR_SITES),
    pourMethod: ctx.rnd.pick(DEMO_POUR_METHODS),
    planQuantity: ctx.rnd.int(4, 40) * 10,
  };
  const r = await attempt(ctx, 'open task', () => ctx.port.openTask(input));
  if (r !== REFUSED)
    ctx.world.tasks.set(r.id, {
      id: r.id,
      orgId: s.orgId,
      projectId: project.id,
      planMilli: input.planQuantity * 1000,
      shippedMilli: 0,
      state: 1,
      hostId: null,
      pump: input.pourMethod === PUMPED,
      openAt: ctx.time,
      pumpId: null,
    });
}

/** A free line takes the head of the queue onto the task that needs it most. */
async function dispatch(ctx: SimContext, s: Station): Promise<void> {
  for (const line of s.lines) {
    if (line.loadingTicket !== null) continue;
    const candidates = tasksOf(ctx, s).filter((k) => k.planMilli - k.shippedMilli > 0 && (k.hostId === null || k.hostId === line.id));
    const task = candidates.find((k) => k.hostId === line.id) ?? candidates[0];
    if (!task) continue;
    const truck = s.queue.map((id) => truckOf(ctx, id)).find((t): t is Truck => !!t && t.status === 'queued');
    if (!truck) return;
    s.queue.splice(s.queue.indexOf(truck.id), 1);
    if (task.hostId === null) {
      if ((await attempt(ctx, `assign task ${task.id}`, () => ctx.port.assignLine({ taskId: task.id, hostId: line.id }))) === REFUSED) continue;
      task.hostId = line.id;
    }
    const milli = Math.min(m3ToMilli(truck.capacity) ?? 0, task.planMilli - task.shippedMilli);
    const ticket = await attempt(ctx, `ticket for truck ${truck.id}`, () =>
      ctx.port.issueTicket({ taskId: task.id, vehicleId: truck.id, quantity: milliToNumber(milli) }),
    );
    if (ticket === REFUSED) {
      truck.status = 'atPlant';
      truck.until = minutes(ctx, 1, 3);
      continue;
    }
    task.shippedMilli += milli;
    task.state = 2;
    Object.assign(truck, { status: 'ticketed', ticketId: ticket.id, taskId: task.id, until: Infinity });
    Object.assign(line, { loadingTicket: ticket.id, truckId: truck.id, targetMilli: milli, loadedMilli: 0, nextBatchAt: ctx.time + TICKET_TO_LOADING_S });
  }
}

/** Batches into the truck under each line; the last batch makes the truck loaded. */
async function runLines(ctx: SimContext, s: Station): Promise<void> {
  for (const line of s.lines) {
    if (line.loadingTicket === null || ctx.time < line.nextBatchAt) continue;
    const truck = truckOf(ctx, line.truckId!)!;
    if (truck.status === 'ticketed' && !(await setStatus(ctx, truck, 'loading'))) {
      line.loadingTicket = null;
      continue;
    }
    const milli = Math.min(line.batchMilli, line.targetMilli - line.loadedMilli);
    const quantity = milliToNumber(milli);
    const ticketId = line.loadingTicket;
    const r = await attempt(ctx, `batch on line ${line.id}`, () => ctx.port.recordBatch({ hostId: line.id, ticketId, quantity }));
    line.nextBatchAt = ctx.time + BATCH_SECONDS;
    if (r === REFUSED) {
      line.loadingTicket = null;
      return;
    }
    for (const silo of r.silos) {
      const mine = ctx.world.silos.get(silo.id);
      if (mine) mine.level = silo.level;
    }
    line.loadedMilli += milli;
    ctx.producedSinceMeter.set(s.orgId, (ctx.producedSinceMeter.get(s.orgId) ?? 0) + quantity);
    if (line.loadedMilli >= line.targetMilli) {
      line.loadingTicket = null;
      if (await setStatus(ctx, truck, 'loaded')) truck.until = minutes(ctx, 1, 3);
    }
  }
}

/** Completes tasks that shipped their plan, and sends a pump to pumped pours that started. */
async function closeAndPump(ctx: SimContext, s: Station): Promise<void> {
  for (const task of tasksOf(ctx, s)) {
    const loading = s.lines.some((l) => l.loadingTicket !== null && truckOf(ctx, l.truckId!)?.taskId === task.id);
    if (task.shippedMilli >= task.planMilli && !loading) {
      if ((await attempt(ctx, `complete task ${task.id}`, () => ctx.port.completeTask({ taskId: task.id }))) === REFUSED) continue;
      task.state = 3;
      ctx.world.tasks.delete(task.id);
      const pump = task.pumpId ? truckOf(ctx, task.pumpId) : undefined;
      if (pump) pump.until = ctx.time;
    } else if (task.pump && task.pumpId === null && task.state === 2) await sendPump(ctx, s, task);
  }
}

async function sendPump(ctx: SimContext, s: Station, task: SimTask): Promise<void> {
  const pump = ctx.world.trucks.find((t) => t.kind === 'pump' && t.orgId === s.orgId && t.status === 'atPlant' && t.taskId === null);
  if (!pump) return;
  const site = s.projects.find((p) => p.id === task.projectId);
  if (!site || !(await setStatus(ctx, pump, 'toJob'))) return;
  task.pumpId = pump.id;
  pump.taskId = task.id;
  drive(ctx, pump, site.point, 'arrived');
}

/** A supplier's truck refills the emptiest silo of the station once it is under half full. */
async function resupply(ctx: SimContext, s: Station): Promise<void> {
  const silos = [...ctx.world.silos.values()].filter((x) => x.orgId === s.orgId).sort((a, b) => a.level / a.capacity - b.level / b.capacity || a.id - b.id);
  const silo = silos[0];
  if (!silo || silo.level / silo.capacity >= 0.5) return;
  const [min, max] = LOAD_T[silo.materialName] ?? DEFAULT_LOAD_T;
  const net = Math.min(Math.round(ctx.rnd.between(min, max) * 100) / 100, Math.floor(silo.capacity - silo.level - 1));
  if (net < 1) return;
  const tare = Math.round(ctx.rnd.between(14, 18) * 100) / 100;
  const plate = `浙${ctx.rnd.pick(['A', 'B', 'F', 'G'])}${ctx.rnd.int(10000, 99999)}`;
  const r = await attempt(ctx, `weigh in for silo ${silo.id}`, () =>
    ctx.port.weighIn({
      orgId: s.orgId,
      plate,
      supplierId: ctx.world.suppliers[silo.materialName] ?? null,
      siloId: silo.id,
      gross: Math.round((tare + net) * 100) / 100,
      tare,
    }),
  );
  if (r !== REFUSED) silo.level = Math.round((silo.level + r.net) * 100) / 100;
}

export interface StationClock {
  nextTaskAt: Map<string, number>;
  nextSupplyAt: number;
}

export async function runStations(ctx: SimContext, clock: StationClock): Promise<void> {
  const supply = ctx.time >= clock.nextSupplyAt;
  if (supply) clock.nextSupplyAt = ctx.time + 60;
  for (const s of ctx.world.stations) {
    await openWork(ctx, s, clock.nextTaskAt);
    await runLines(ctx, s);
    await dispatch(ctx, s);
    await closeAndPump(ctx, s);
    if (supply) await resupply(ctx, s);
  }
}
