import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readConfig } from '../../../server/config';
import { bootServices } from '../../../server/boot';
import { build } from '../../../server/app';
import type { Services } from '../../../server/services';

export const digest = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A seeded server through app.inject: PGlite in memory, or PostgreSQL (DATABASE_URL) in a fresh
 * schema of its own that is dropped on close, so test files never collide.
 */
export async function startServer() {
  const schema = process.env.DATABASE_URL ? `res_${randomBytes(6).toString('hex')}` : undefined;
  const config = readConfig({ ...process.env, DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent', ...(schema ? { DATABASE_SCHEMA: schema } : {}) });
  const { services, database } = await bootServices(config);
  const app: FastifyInstance = await build({ services, logger: false });
  await app.ready();
  const call = async (path: string, token?: string, opts: { query?: Record<string, string>; body?: unknown; raw?: Buffer; method?: 'GET' | 'POST' } = {}) => {
    const res = await app.inject({
      method: opts.method ?? (opts.body !== undefined || opts.raw ? 'POST' : 'GET'), url: `/prod-api${path}`, query: opts.query,
      headers: { ...(token ? { access_token: token } : {}), ...(opts.raw ? { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } : opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    let body: any = res.body;
    try { body = JSON.parse(res.body); } catch { /* a file */ }
    return { status: res.statusCode, body, raw: res.rawPayload, headers: res.headers };
  };
  const login = async (user: string) => {
    const r = await call('/auth/oauth/token', undefined, { method: 'POST', query: { username: user, password: digest('mixboard123'), grant_type: 'password' } });
    if (!r.body.access_token) throw new Error(`login ${user}: ${JSON.stringify(r.body)}`);
    return r.body.access_token as string;
  };
  const count = async (table: string, where = sql`true`) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(services.db as Services['db'])).rows[0].n);
  return {
    app, services, call, login, count,
    async close() {
      await app.close();
      if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(services.db).catch(() => {});
      await database.close();
    },
  };
}
export type Server = Awaited<ReturnType<typeof startServer>>;
