import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../http/session-user';
import { createSocketHub, type SocketHub } from '../socket/hub';
import { loadWorld } from '../sim/world';
import { PlantSimulator, startSimulator, DEFAULT_SIM_SEED } from '../sim/simulator';
import { servicePort } from '../sim/plant-port';
import type { LivePublisher } from './live-publisher';
import type { OpsDeps } from './ops-deps';
import { plantSecondsOfDay } from './plant-time';
import { pruneGps } from './monitoring.service';
import { SnapshotCache } from './snapshot-cache';

const GPS_PRUNE_EVERY_MS = 3600_000;

/** The live side of the server: socket hub, simulator and GPS retention, with their shutdown. */
export interface LiveRuntime {
  hub: SocketHub | null;
  publisher: LivePublisher;
  /** the board snapshots kept until an event or a write changes them (./snapshot-cache.ts) */
  snapshots: SnapshotCache;
  /** the dependencies of an operations write by `user` */
  deps(user: SessionUser | null, ip: string): OpsDeps;
  simulator: PlantSimulator | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime;
  }
}

/**
 * Attaches socket.io to the app's HTTP server and, once the app is ready, starts the simulator
 * (unless SIMULATOR=off) and the GPS prune job. Everything stops before the server closes.
 */
export async function attachLive(app: FastifyInstance): Promise<void> {
  const services = app.services;
  const hub = await createSocketHub(app.server, services);
  // scaled out, another instance's events would not reach this one's kept snapshots
  const snapshots = new SnapshotCache(!services.config.redisUrl);
  const publisher: LivePublisher = {
    publish(orgId, cmd, data) {
      snapshots.changed(cmd);
      hub.publisher.publish(orgId, cmd, data);
    },
    publishToUser: (userId, cmd, data) => hub.publisher.publishToUser(userId, cmd, data),
  };
  const live: LiveRuntime = {
    hub,
    publisher,
    snapshots,
    simulator: null,
    deps: (user, ip) => ({ db: services.db, clock: services.clock, publisher, actor: { user, ip }, hooks: services.parts.ops }),
  };
  app.decorate('live', live);
  let stopSim: (() => Promise<void>) | null = null;
  // the plant's own writes (simulator, pruning) wait while user calls wait for PGlite
  const deps = { ...live.deps(null, 'simulator'), db: services.background };
  const prune = setInterval(() => {
    pruneGps(deps).catch((e) => app.log.warn({ err: e }, 'gps prune failed'));
  }, GPS_PRUNE_EVERY_MS);
  prune.unref();

  app.addHook('onReady', async () => {
    if (!services.config.simulator) return;
    const world = await loadWorld(services.db, services.clock.now().getTime());
    const sim = new PlantSimulator({
      world,
      port: servicePort(deps),
      seed: DEFAULT_SIM_SEED,
      startSecondsOfDay: plantSecondsOfDay(services.clock),
      log: (msg, err) => app.log.debug({ err }, msg),
    });
    live.simulator = sim;
    stopSim = startSimulator(sim, services.config.simSpeed).stop;
  });
  app.addHook('preClose', async () => {
    clearInterval(prune);
    if (stopSim) await stopSim();
    await hub.close();
  });
}
