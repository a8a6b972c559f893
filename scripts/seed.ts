/**
 * `npm run seed -- --scale demo|tiny|medium|large [--seed N] [--until YYYY-MM-DD] [--reset]`
 *
 * Seeds the database the server would use (DATA_DIR for PGlite; DATABASE_URL and DATABASE_SCHEMA
 * for PostgreSQL): migrates it, then seeds the demo company and, above `demo`, a history of
 * finished work ending yesterday. Refuses a database that already holds a company unless
 * `--reset`, which drops the schema first. Progress goes to stderr.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { bootServices } from '../server/boot';
import { AlreadySeeded, seedScale } from '../server/seed/scale/seed-scale';
import { stderrProgress } from '../server/seed/scale/progress';
import { statementSeconds } from '../server/seed/scale/history';
import { SCALES } from '../server/seed/scale/profiles';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '20260401' },
    until: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const scale = values.scale ?? 'demo';
if (!(scale in SCALES)) {
  console.error(`--scale: one of ${Object.keys(SCALES).join(', ')}`);
  process.exit(2);
}
const seed = Number(values.seed);
const config = readConfig();
const schema = config.databaseUrl ? config.databaseSchema : undefined;
const where = config.databaseUrl ? `PostgreSQL${schema ? ` schema ${schema}` : ''}` : `PGlite in ${config.dataDir}`;
if (values.reset) {
  const target = schema ?? 'public';
  console.error(`[seed ${scale}] --reset: dropping schema ${target} of ${where}`);
  const d = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await sql.raw(`drop schema if exists ${target} cascade`).execute(d.db);
    await sql.raw(`create schema ${target}`).execute(d.db);
  } finally {
    await d.close();
  }
}
// the boot registers the areas the demo seed submits through, and migrates
const { database, services } = await bootServices(config, { seed: false });
try {
  const t0 = performance.now();
  const r = await seedScale(database.db, {
    scale,
    seed,
    until: values.until,
    progress: stderrProgress(scale),
    env: { parts: services.parts, query: services.query },
  });
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`seeded ${scale} (seed ${seed}) into ${where} in ${s} s${r.from ? `: ${r.from} … ${r.until}` : ''}`);
  if (r.from)
    console.log(
      Object.entries(r.rows)
        .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
        .join(', '),
    );
  if (process.env.SEED_PROFILE) for (const [kind, secs] of statementSeconds) console.error(`  ${secs.toFixed(1).padStart(7)} s  ${kind}`);
} catch (e) {
  console.error(e instanceof AlreadySeeded ? `[seed ${scale}] ${e.message}` : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
