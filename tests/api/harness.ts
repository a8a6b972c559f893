import { afterAll, beforeAll } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import type { OpenDatabase } from '../../server/db/database';
import type { ServerArea } from '../../server/resources/server-part';
import type { Services } from '../../server/services';
import type { Clock } from '../../server/clock';
import { imagePath, keepImage, readImage } from './seeded-image';
import { seededDatabase } from './seeded-database';

export const DEMO_PASSWORD = 'mixboard123';
export const digest = (s: string) => createHash('sha256').update(s).digest('hex');

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  database: OpenDatabase;
  /** signs in and returns the token */
  login(user: string, password?: string): Promise<string>;
  /** a call with a token, answered as parsed JSON plus the HTTP status */
  call(
    method: 'GET' | 'POST',
    path: string,
    token: string | undefined,
    opts?: { query?: Record<string, string | string[]>; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * A seeded server on PGlite in memory, or on PostgreSQL when DATABASE_URL is set (a copy of the
 * seeded template database, or with fixture areas or a clock a schema of its own; dropped on close),
 * reached through app.inject. `areas`: extra areas (a
 * fixture's admin-like folder) registered beside the app's, as a new area would be.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { areas?: readonly ServerArea[]; clock?: Clock } = {}): Promise<TestServer> {
  // Redis only where a test asks for it (REDIS_URL in `env`): CI sets it for the scale-out test
  const base = { ...process.env, REDIS_URL: '', DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent', ...env };
  const asked = readConfig(base);
  // the app's own areas and clock start from the seeded demo: a PGlite image, or a copy of a PostgreSQL template
  const seededDemo = !opts.areas && !opts.clock && process.env.TEST_SEEDED_IMAGE !== 'off';
  const copy =
    seededDemo && asked.databaseUrl && !env.DATABASE_SCHEMA
      ? await seededDatabase(asked.databaseUrl, asked.timeZone, async (url, schema) => {
          const { database } = await bootServices(readConfig({ ...base, DATABASE_URL: url, DATABASE_SCHEMA: schema }));
          await database.close();
        })
      : undefined;
  // otherwise on PostgreSQL a schema of its own, migrated and seeded here
  const schema = !copy && asked.databaseUrl && !env.DATABASE_SCHEMA ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = readConfig({ ...base, ...(copy ? { DATABASE_URL: copy.url, DATABASE_SCHEMA: copy.schema } : schema ? { DATABASE_SCHEMA: schema } : {}) });
  const imaged = seededDemo && !config.databaseUrl && config.dataDir.startsWith('memory://');
  const path = imaged ? imagePath(config.timeZone) : undefined;
  const image = path ? readImage(path) : undefined;
  const { services, database } = await bootServices(config, { areas: opts.areas, clock: opts.clock, image });
  if (path && !image && database.dump) keepImage(path, await database.dump());
  const app = await build({ services, logger: false });
  await app.ready();
  const call: TestServer['call'] = async (method, path, token, opts = {}) => {
    const res = await app.inject({
      method,
      url: `/prod-api${path}`,
      query: opts.query,
      headers: { ...(token ? { access_token: token } : {}), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      payload: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    let body: any = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    services,
    database,
    call,
    async login(user, password = DEMO_PASSWORD) {
      const r = await call('POST', '/auth/oauth/token', undefined, { query: { username: user, password: digest(password), grant_type: 'password' } });
      if (!r.body.access_token) throw new Error(`login ${user} failed: ${JSON.stringify(r.body)}`);
      return r.body.access_token as string;
    },
    async close() {
      await app.close();
      if (schema)
        await (
          await import('kysely')
        ).sql
          .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          .execute(database.db)
          .catch(() => {});
      await database.close();
      await copy?.drop();
    },
  };
}

/** Row count of a table, for asserting that nothing was written. */
export async function countRows(s: TestServer, table: string): Promise<number> {
  const { sql } = await import('kysely');
  const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(s.services.db);
  return Number(r.rows[0].n);
}

/**
 * A file's seeded server, signed in as `user`: started before the file's tests and closed after them.
 * `list` asks a page call (pageNum/pageSize in the body, as the spec's lists take them) and expects it answered.
 */
export function signedInServer(user: string, pageSize = 100) {
  const f = {
    s: undefined as unknown as TestServer,
    token: '',
    async list(path: string, body: Record<string, unknown> = {}): Promise<Array<Record<string, string | number | boolean | null>>> {
      const r = await f.s.call('POST', path, f.token, { body: { pageNum: 1, pageSize, ...body } });
      if (r.body.code !== 200) throw new Error(`${path}: ${JSON.stringify(r.body)}`);
      return r.body.data.list;
    },
  };
  beforeAll(async () => {
    f.s = await startTestServer();
    f.token = await f.s.login(user);
  }, 120_000);
  afterAll(async () => {
    await f.s?.close();
  });
  return f;
}
