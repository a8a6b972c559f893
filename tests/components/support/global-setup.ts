import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../../server/config';
import { bootServices } from '../../../server/boot';
import { build } from '../../../server/app';
import { imagePath, keepImage, readImage } from '../../api/seeded-image';
import { loadWorld } from '../../../server/sim/world';
import { PlantSimulator } from '../../../server/sim/simulator';
import { servicePort } from '../../../server/sim/plant-port';
import { plantSecondsOfDay } from '../../../server/operations/plant-time';
import { COVERAGE_DIR, type FileCoverage } from './coverage';

const ROOT = resolve(import.meta.dirname, '../../..');
declare module 'vitest' {
  export interface ProvidedContext {
    /** origin of the in-process seeded server the route renders talk to, e.g. http://127.0.0.1:41234 */
    apiOrigin: string;
  }
}

/**
 * The component project's one real server: the seeded demo on PGlite in memory (the API tests'
 * seeded image), simulator off, on a random loopback port, in vitest's main process (PGlite in a
 * jsdom worker is not what it was made for). Before the first test its plant runs for 20 plant
 * minutes at Yuhang and 15 at Xiaoshan with a fixed seed: today's tickets, loads and batches, which
 * the end-to-end server's simulator makes while that suite runs. The test files' msw handlers
 * forward every `/prod-api/*` call of the mounted app to it (support/demo-server.ts). At the end:
 * the routes rendered per user and the distinct calls they made, summed over the files
 * (support/coverage.ts), printed and written to .tmp/component-coverage.json.
 */
export default async function setup(project: TestProject) {
  const config = readConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent' });
  const path = imagePath(config.timeZone);
  const image = readImage(path);
  const { services, database } = await bootServices(config, { image });
  if (!image && database.dump) keepImage(path, await database.dump());
  const app = await build({ services, logger: false });
  await app.ready();
  await runPlant(app, '01', 40);
  await runPlant(app, '02', 30);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  project.provide('apiOrigin', `http://127.0.0.1:${port}`);
  rmSync(join(ROOT, COVERAGE_DIR), { recursive: true, force: true });
  mkdirSync(join(ROOT, COVERAGE_DIR), { recursive: true });

  return async () => {
    await app.close();
    await database.close();
    report();
  };
}

/**
 * Runs one station of the demo plant through the real services for `steps` steps of 30 plant
 * seconds, with a fixed seed (as tests/api/operations/plant-run.ts does): the same tickets every run.
 */
async function runPlant(app: Awaited<ReturnType<typeof build>>, orgId: string, steps: number) {
  const { services } = app;
  const world = await loadWorld(services.db, services.clock.now().getTime());
  world.stations = world.stations.filter((x) => x.orgId === orgId);
  world.trucks = world.trucks.filter((t) => t.orgId === orgId);
  world.devices = world.devices.filter((d) => d.orgId === orgId);
  const sim = new PlantSimulator({
    world,
    port: servicePort(app.live.deps(null, 'component-tests')),
    seed: 11,
    startSecondsOfDay: plantSecondsOfDay(services.clock),
  });
  for (let i = 0; i < steps; i++) await sim.step(30);
}

/** Sums the files' coverage into .tmp/component-coverage.json and prints one line. */
function report() {
  const dir = join(ROOT, COVERAGE_DIR);
  const files: FileCoverage[] = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  const routes: Record<string, string[]> = {};
  const calls = new Set<string>();
  for (const f of files) {
    for (const [user, rs] of Object.entries(f.routes)) routes[user] = [...new Set([...(routes[user] ?? []), ...rs])].sort();
    for (const c of f.calls) calls.add(c);
  }
  const total = Object.values(routes).reduce((n, rs) => n + rs.length, 0);
  const perUser = Object.entries(routes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([u, rs]) => `${u} ${rs.length}`)
    .join(', ');
  writeFileSync(join(ROOT, '.tmp', 'component-coverage.json'), JSON.stringify({ routesRendered: total, perUser: routes, calls: [...calls].sort() }, null, 2));
  if (total || calls.size) console.log(`\ncomponents: ${total} routes rendered (${perUser}), ${calls.size} calls exercised`);
}
