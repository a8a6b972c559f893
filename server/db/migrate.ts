import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import * as platform from './migrations/0001-platform';
import * as admin from './migrations/0003-admin';
import * as operations from './migrations/0004-operations';
import * as settingsStamps from './migrations/0005-settings-stamps';
import * as parkDevices from './migrations/0006-park-devices';

/**
 * The one migration history, for PGlite and PostgreSQL alike. Listed here rather than read
 * from disk so that it works the same from source, from a bundle and in tests.
 * Append new migrations with a larger prefix; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0003-admin': admin,
  '0004-operations': operations,
  '0005-settings-stamps': settingsStamps,
  '0006-park-devices': parkDevices,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema`: the PostgreSQL schema of this install. Kysely looks for its bookkeeping tables in every
 * schema, so without it a second install in the same database would find the first one's tables.
 */
export async function migrateToLatest(db: DB, schema?: string): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
