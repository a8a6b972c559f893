import type { TestServer } from '../harness';
import { loadWorld } from '../../../server/sim/world';
import { PlantSimulator } from '../../../server/sim/simulator';
import { servicePort } from '../../../server/sim/plant-port';
import { plantSecondsOfDay } from '../../../server/operations/plant-time';
import type { LivePublisher } from '../../../server/operations/live-publisher';

/**
 * Runs the demo plant of one station through the real services for `steps` steps of `dt` plant
 * seconds; `publisher` receives the events instead of the socket hub.
 */
export async function runPlant(s: TestServer, opts: { orgId?: string; steps: number; dt: number; until?: () => Promise<boolean>; publisher?: LivePublisher }) {
  const world = await loadWorld(s.services.db, s.services.clock.now().getTime());
  const orgId = opts.orgId ?? '01';
  world.stations = world.stations.filter((x) => x.orgId === orgId);
  world.trucks = world.trucks.filter((t) => t.orgId === orgId);
  world.devices = world.devices.filter((d) => d.orgId === orgId);
  const errors: unknown[] = [];
  const deps = { ...s.app.live.deps(null, 'test'), ...(opts.publisher ? { publisher: opts.publisher } : {}) };
  const sim = new PlantSimulator({
    world,
    port: servicePort(deps),
    seed: 11,
    startSecondsOfDay: plantSecondsOfDay(s.services.clock),
    log: (_m, e) => errors.push(e),
  });
  for (let i = 0; i < opts.steps; i++) {
    await sim.step(opts.dt);
    if (opts.until && i % 10 === 9 && (await opts.until())) break;
  }
  return { sim, errors };
}
