import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import * as platform from './migrations/0001-platform';
import * as admin from './migrations/0003-admin';
import * as operations from './migrations/0004-operations';
import * as settingsStamps from './migrations/0005-settings-stamps';
import * as parkDevices from './migrations/0006-park-devices';
import * as ticketIndexes from './migrations/0007-ticket-indexes';
import * as printJobs from './migrations/0008-print-jobs';
import * as approvalGroups from './migrations/0009-approval-groups';
import * as queueNextLoad from './migrations/0010-queue-next-load';
import * as journalActors from './migrations/0011-journal-actors';
import * as approvalTexts from './migrations/0012-approval-texts';
import * as volumeMilli from './migrations/0013-volume-milli';

/**
 * The one migration history, for PGlite and PostgreSQL alike. Listed here rather than read
 * from disk so that it works the same from source, from a bundle and in tests.
 * Append new migrations with a larger prefix; never edit one that has shipped.
 */
const core: Record<string, Migration> = {
  '0001-platform': platform,
  '0003-admin': admin,
  '0004-operations': operations,
  '0005-settings-stamps': settingsStamps,
  '0006-park-devices': parkDevices,
  '0007-ticket-indexes': ticketIndexes,
  '0008-print-jobs': printJobs,
  '0009-approval-groups': approvalGroups,
  '0010-queue-next-load': queueNextLoad,
  '0011-journal-actors': journalActors,
  '0012-approval-texts': approvalTexts,
  '0013-volume-milli': volumeMilli,
};

/** The server parts whose migrations join the core history (admin/<area>/<object>.server.ts). */
export type MigratingParts = ReadonlyArray<{ resource: string; migrations?: Readonly<Record<string, Migration>> }>;

/**
 * The core history and the server parts' own migrations (admin/<area>/<object>.server.ts),
 * one history ordered by name. A name used twice is refused rather than one silently winning.
 */
export function collectMigrations(parts: MigratingParts): Record<string, Migration> {
  const all: Record<string, Migration> = { ...core };
  for (const part of parts) {
    for (const [name, m] of Object.entries(part.migrations ?? {})) {
      if (all[name]) throw new Error(`migration ${name} of ${part.resource} is already defined`);
      all[name] = m;
    }
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Unordered migrations are allowed: an area's migration added later may sort before one an
 * install has already run, and still runs once.
 *
 * `schema`: the PostgreSQL schema of this install. Kysely looks for its bookkeeping tables in every
 * schema, so without it a second install in the same database would find the first one's tables.
 */
export async function migrateToLatest(db: DB, parts: MigratingParts, schema?: string): Promise<string[]> {
  const migrations = collectMigrations(parts);
  // the common boot, an install already at the latest: one read instead of the Migrator's lock and
  // catalogue walks (~1 s on PGlite, paid by each test file's server and each restart)
  if (await upToDate(db, migrations, schema)) return [];
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether every known migration is recorded as run (false when the bookkeeping table is not there yet). */
async function upToDate(db: DB, migrations: Record<string, Migration>, schema?: string): Promise<boolean> {
  const table = schema ? sql`${sql.id(schema, 'kysely_migration')}` : sql`kysely_migration`;
  const exists = await sql<{ t: string | null }>`select to_regclass(${schema ? `"${schema}".kysely_migration` : 'kysely_migration'}) as t`.execute(db);
  if (!exists.rows[0]?.t) return false;
  const done = new Set((await sql<{ name: string }>`select name from ${table}`.execute(db)).rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => done.has(name));
}
