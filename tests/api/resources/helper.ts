import { sql } from 'kysely';
import type { Services } from '../../../server/services';
import { startTestServer } from '../harness';

/**
 * The harness's seeded server (../harness.ts: PGlite in memory, or PostgreSQL in a schema of its
 * own), with a `call` of the resource tests' own: it sends a raw spreadsheet body (imports), picks
 * GET or POST from whether there is a body, and answers the raw payload too (exports).
 */
export async function startServer() {
  const t = await startTestServer();
  const call = async (path: string, token?: string, opts: { query?: Record<string, string>; body?: unknown; raw?: Buffer; method?: 'GET' | 'POST' } = {}) => {
    const res = await t.app.inject({
      method: opts.method ?? (opts.body !== undefined || opts.raw ? 'POST' : 'GET'),
      url: `/prod-api${path}`,
      query: opts.query,
      headers: {
        ...(token ? { access_token: token } : {}),
        ...(opts.raw
          ? { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
          : opts.body !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
      },
      payload: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    let body: any = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* a file */
    }
    return { status: res.statusCode, body, raw: res.rawPayload, headers: res.headers };
  };
  const count = async (table: string, where = sql`true`) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.services.db as Services['db'])).rows[0].n);
  return { app: t.app, services: t.services, call, login: t.login, count, close: t.close };
}
export type Server = Awaited<ReturnType<typeof startServer>>;
