import { runAmbient, type AmbientClock } from './ambient';
import { drive, setStatus, type SimContext } from './context';
import { advanceTruck, positionsOf } from './fleet';
import { runPark, type ParkClock } from './park';
import type { PlantPort } from './plant-port';
import { createRandom } from './random';
import { runStations, type StationClock } from './station';
import type { World } from './world';

/** Positions go out every 10 s of plant time while trucks move (issue 4 §2). */
export const POSITION_EVERY_S = 10;
export const DEFAULT_SIM_SEED = 7;
const WARM_START_SHARE = 0.25;
/** the yard's random stream is the run's seed with these bits flipped */
const PARK_STREAM = 0x5a17;

export interface SimulatorOptions {
  world: World;
  port: PlantPort;
  seed?: number;
  /** plant seconds of day at start, for daily patterns */
  startSecondsOfDay: number;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * The demo plant (issue 4 §2). Deterministic: the same world, seed and sequence of steps give
 * the same calls on the port. `step(dt)` advances plant time by dt seconds; the timer in
 * `startSimulator` calls it once a real second with dt = SIM_SPEED.
 */
export class PlantSimulator {
  readonly ctx: SimContext;
  private nextPositionsAt = POSITION_EVERY_S;
  private readonly stationClock: StationClock = { nextTaskAt: new Map(), nextSupplyAt: 0 };
  private readonly ambientClock: AmbientClock = { nextEnvAt: 0, nextMeterAt: 0, wind: new Map() };
  private readonly parkClock: ParkClock = { nextCheckAt: 0, nextSeenAt: 0 };
  private resynced = false;

  constructor(opts: SimulatorOptions) {
    const seed = opts.seed ?? DEFAULT_SIM_SEED;
    this.ctx = {
      world: opts.world,
      port: opts.port,
      rnd: createRandom(seed),
      time: 0,
      startSecondsOfDay: opts.startSecondsOfDay,
      log: opts.log ?? (() => {}),
      producedSinceMeter: new Map(),
      parkRnd: createRandom(seed ^ PARK_STREAM),
    };
    // trucks in the yard come out one by one rather than all in the first second
    for (const t of opts.world.trucks) if (t.status === 'atPlant') t.until = this.ctx.rnd.between(0, 300);
  }

  get time(): number {
    return this.ctx.time;
  }

  /**
   * After a restart, trucks caught mid-cycle have lost their route and their line: loads in
   * progress are finished at the plant, trucks on the road drive home.
   */
  private async resync(): Promise<void> {
    const ctx = this.ctx;
    for (const t of ctx.world.trucks) {
      const queued = ctx.world.stations.some((s) => s.queue.includes(t.id));
      if (t.status === 'atPlant' || (t.status === 'queued' && queued)) continue;
      if (['queued', 'ticketed', 'loading', 'loaded'].includes(t.status)) {
        if (await setStatus(ctx, t, 'atPlant')) {
          t.ticketId = null;
          t.until = 0;
        }
      } else if (await setStatus(ctx, t, 'returning')) drive(ctx, t, t.home, 'atPlant');
    }
    if (!ctx.world.trucks.some((t) => t.path)) await this.warmStart();
  }

  /**
   * A fresh plant has every truck in the yard, and the first load needs minutes to batch: so
   * that the map moves from the first seconds, a quarter of the mixers start on their way back
   * from earlier deliveries, somewhere along the road home.
   */
  private async warmStart(): Promise<void> {
    const ctx = this.ctx;
    for (const s of ctx.world.stations) {
      const mixers = ctx.world.trucks.filter((t) => t.orgId === s.orgId && t.kind === 'mixer' && t.status === 'atPlant');
      for (const t of mixers.filter(() => ctx.rnd.chance(WARM_START_SHARE))) {
        t.pos = { ...ctx.rnd.pick(s.projects).point, heading: 0 };
        if (!(await setStatus(ctx, t, 'returning'))) continue;
        drive(ctx, t, t.home, 'atPlant');
        t.travelled = ctx.rnd.between(0.1, 0.9) * t.path!.length;
      }
    }
  }

  async step(dt: number): Promise<void> {
    const ctx = this.ctx;
    if (!this.resynced) {
      this.resynced = true;
      await this.resync();
    }
    ctx.time += dt;
    for (const t of ctx.world.trucks) await advanceTruck(ctx, t, dt);
    await runStations(ctx, this.stationClock);
    if (ctx.time >= this.nextPositionsAt) {
      this.nextPositionsAt = ctx.time + POSITION_EVERY_S;
      const fixes = positionsOf(ctx);
      if (fixes.length) await ctx.port.move(fixes).catch((e) => ctx.log('simulator: positions refused', e));
    }
    await runAmbient(ctx, this.ambientClock);
    await runPark(ctx, this.parkClock);
  }
}

export interface SimTimer {
  every(ms: number, fn: () => void): () => void;
}
export const realTimer: SimTimer = {
  every(ms, fn) {
    const h = setInterval(fn, ms);
    h.unref();
    return () => clearInterval(h);
  },
};

/**
 * Runs the simulator: one step a real second, never two at once (a slow step skips ticks
 * rather than piling them up). `stop()` waits for the step in progress.
 */
export function startSimulator(sim: PlantSimulator, speed: number, timer: SimTimer = realTimer) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const cancel = timer.every(1000, () => {
    if (running || stopped) return;
    running = sim
      .step(speed)
      .catch((e) => sim.ctx.log('simulator: step failed', e))
      .finally(() => {
        running = null;
      });
  });
  return {
    async stop() {
      stopped = true;
      cancel();
      if (running) await running;
    },
  };
}
