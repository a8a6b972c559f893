import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { seedIfEmpty } from '../seed';
import { createClock } from '../../clock';
import { SCALES } from './profiles';
import { planStations, projectTravel, seedMasterData } from './master-data';
import { createReferences } from './references';
import { createStaging, generateChunk, type ChunkRows } from './history';
import type { Progress } from './progress';
import { rebuildSalesTotals } from '../../../admin/finance/sales-totals.server';
import { serverPartsOfAreas } from '../../areas';
import { queryEnvOf } from '../../resources/server-parts';
import type { SeedEnv } from '../seed-actor';

export interface ScaleOptions {
  scale: string;
  seed: number;
  /** last day of history, `YYYY-MM-DD` in plant time; yesterday by default */
  until?: string;
  progress?: Progress;
  /** the server parts and query environment the demo seed runs with; the app's areas' by default */
  env?: SeedEnv;
}

export interface ScaleResult {
  scale: string;
  from?: string;
  until?: string;
  rows: ChunkRows;
}

/** Thrown when the database already holds a company: seeding again would mix two. */
export class AlreadySeeded extends Error {}

const DAY_MS = 86_400_000;
const CHUNK_DAYS = 31;
/** Spring Festival empties January and February; autumn is the building season. */
const MONTH_FACTOR = [0.8, 0.55, 0.95, 1.1, 1.1, 1.05, 0.95, 0.95, 1.1, 1.15, 1.15, 1.05];
const WEEKDAY_FACTOR = [0.75, 1.07, 1.07, 1.07, 1.07, 1.07, 0.9];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export async function plantTimeZone(db: DB): Promise<string> {
  const r = await db.selectFrom('settings').select('value').where('type', '=', 'plant_time_zone').executeTakeFirst();
  return r?.value || process.env.PLANT_TZ || 'Asia/Shanghai';
}

export async function holdsBusinessData(db: DB): Promise<boolean> {
  return Boolean(await db.selectFrom('orgs').select('org_id').limit(1).executeTakeFirst());
}

/**
 * Seeds an empty, migrated database at a scale: the demo company, then (medium, large, tiny)
 * the history of finished work that ends on `until`, in one transaction.
 */
export async function seedScale(db: DB, opts: ScaleOptions): Promise<ScaleResult> {
  if (!(opts.scale in SCALES)) throw new Error(`unknown scale ${opts.scale}; one of ${Object.keys(SCALES).join(', ')}`);
  if (!Number.isSafeInteger(opts.seed) || opts.seed < 0 || opts.seed > 2 ** 40) throw new Error('seed: a whole number from 0 to 2^40');
  if (await holdsBusinessData(db)) throw new AlreadySeeded('the database already holds business data; run with --reset to start over');
  const parts = opts.env?.parts ?? serverPartsOfAreas();
  await seedIfEmpty(db, opts.env ?? { parts, query: queryEnvOf(parts, await plantTimeZone(db)) }, { without: ['pour-history'] });
  const profile = SCALES[opts.scale];
  const empty = { tasks: 0, tickets: 0, batches: 0, consumptions: 0, weighings: 0 };
  if (!profile) return { scale: opts.scale, rows: empty };
  const timeZone = await plantTimeZone(db);
  const today = createClock(timeZone).today();
  const until = opts.until ?? addDays(today, -1);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(until))) throw new Error('until: a date YYYY-MM-DD');
  if (until >= today) throw new Error(`until: history ends before today (${today}), where the demo's open tasks are`);
  const from = addDays(until, 1 - profile.days);
  const rows = { ...empty };
  await db.transaction().execute(async (tx) => {
    // Foreign keys hold by construction (tests/api/seed-scale.test.ts checks them with joins);
    // checking them row by row cost most of the bulk inserts' time. Only a superuser may skip them.
    const su = await sql<{ s: boolean }>`select rolsuper as s from pg_roles where rolname = current_user`.execute(tx);
    if (su.rows[0]?.s) await sql`set local session_replication_role = replica`.execute(tx);
    const stations = await planStations(tx, profile);
    await seedMasterData(tx, opts.seed, stations, from);
    const days = stations.flatMap((s) =>
      Array.from({ length: profile.days }, (_, dayNo) => {
        const day = addDays(from, dayNo);
        const d = new Date(`${day}T00:00:00Z`);
        return { orgId: s.orgId, day, dayNo, factor: MONTH_FACTOR[d.getUTCMonth()] * WEEKDAY_FACTOR[d.getUTCDay()] };
      }),
    );
    await createReferences(tx, stations, await projectTravel(tx, stations), days);
    await createStaging(tx);
    const ctx = { seed: opts.seed, timeZone, tasksPerLineDay: profile.tasksPerLineDay };
    for (let start = 0; start < profile.days; start += CHUNK_DAYS) {
      const end = Math.min(profile.days, start + CHUNK_DAYS) - 1;
      const r = await generateChunk(tx, ctx, start, end);
      for (const k of Object.keys(rows) as Array<keyof ChunkRows>) rows[k] += r[k];
      opts.progress?.step(
        `${addDays(from, start)}…${addDays(from, end)}`,
        end + 1,
        profile.days,
        Object.values(rows).reduce((a, b) => a + b, 0),
      );
    }
    // the replica role silenced the triggers that keep the sales tables: derive them once from the tickets
    await rebuildSalesTotals(tx);
  });
  // fresh statistics, or the planner takes a table of thousands of projects for a few and the ticket list joins badly
  for (const t of [
    'customers',
    'customer_credits',
    'projects',
    'contracts',
    'drivers',
    'vehicles',
    'production_tasks',
    'delivery_tickets',
    'batch_records',
    'batch_consumptions',
    'weighbridge_records',
    'material_receipts',
  ]) {
    await sql`analyze ${sql.table(t)}`.execute(db);
  }
  opts.progress?.end(Object.values(rows).reduce((a, b) => a + b, 0));
  return { scale: opts.scale, from, until, rows };
}

/** A digest of the generated history (rows up to the end of `until`), to prove that a seed replays. */
export async function historyDigest(db: DB, until: string): Promise<string> {
  const timeZone = await plantTimeZone(db);
  const end = sql`((${addDays(until, 1)}::date)::timestamp at time zone ${timeZone})`;
  const parts: string[] = [];
  for (const [table, column] of [
    ['production_tasks', 'open_time'],
    ['delivery_tickets', 'created_at'],
    ['batch_records', 'at'],
    ['batch_consumptions', 'at'],
    ['weighbridge_records', 'at'],
    ['material_receipts', 'at'],
  ] as const) {
    // updated_at is bookkeeping stamped by the clock at insert, not history
    const r = await sql<{ d: string | null }>`select md5(string_agg((to_jsonb(x) - 'updated_at')::text, '|' order by x.id)) as d from ${sql.table(table)} x
      where ${sql.ref(`x.${column}`)} < ${end}`.execute(db);
    parts.push(`${table}:${r.rows[0].d ?? '-'}`);
  }
  return parts.join(' ');
}
