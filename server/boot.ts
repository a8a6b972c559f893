import { readFileSync } from 'node:fs';
import type { ServerConfig } from './config';
import { openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { serverPartsOfAreas } from './areas';
import type { ServerArea } from './resources/server-part';
import { queryEnvOf } from './resources/server-parts';
import { seedIfEmpty } from './seed/seed';
import { ensureDeclaredUniques } from './resources/unique-indexes';
import { LoginThrottle } from './modules/session/login-throttle';
import { CallerCache } from './modules/session/caller-cache';
import { createClock, type Clock } from './clock';
import type { Services } from './services';

const version: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/**
 * Registers the areas (and `opts.areas`, a test's fixture areas) and collects their server parts,
 * opens the database, brings it to the latest migration, seeds a fresh one, and builds the services,
 * which hand the parts on (`services.parts`, `services.query`). `opts.image`: a PGlite data
 * directory to start from (the tests' seeded database, tests/api/seeded-image.ts).
 */
export async function bootServices(
  config: ServerConfig,
  opts: { seed?: boolean; areas?: readonly ServerArea[]; clock?: Clock; image?: Uint8Array } = {},
): Promise<{ services: Services; database: OpenDatabase; seeded: boolean }> {
  const parts = serverPartsOfAreas(opts.areas);
  const query = queryEnvOf(parts, config.timeZone);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, image: opts.image });
  try {
    await migrateToLatest(database.db, parts.list, config.databaseUrl ? config.databaseSchema : undefined);
    const seeded = opts.seed === false ? false : await seedIfEmpty(database.db, { parts, query });
    // every declared uniqueness as an index, after the seed so that its rows are checked too
    await ensureDeclaredUniques(database.db);
    // one clock for the session limits and the wire's times: a test passes one it can move
    const clock = opts.clock ?? createClock(config.timeZone);
    const services: Services = {
      db: database.db,
      background: database.background,
      kind: database.kind,
      config,
      version,
      clock,
      query,
      parts,
      callers: new CallerCache(),
      throttle: new LoginThrottle(5, 20, 15 * 60_000, () => clock.now().getTime()),
    };
    return { services, database, seeded };
  } catch (e) {
    await database.close();
    throw e;
  }
}
