import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { z } from 'zod';
import { documentedRoutes } from '../../../server/docs/docs.routes';
import type { DocumentedRoute } from '../../../server/docs/openapi';
import { startTestServer, type TestServer } from '../harness';
import { inBatches, pathOf } from './authz-calls';

/**
 * Issue 13: the schema fuzz of every served call. The calls are what the server registered (the
 * routes of the API document, each with its zod input), so a call that lands tomorrow is fuzzed
 * tomorrow. Each request puts one junk value in one field, the other fields holding a value their
 * schema accepts (so the junk reaches past the first check), and expects no HTTP 5xx and no
 * envelope code 500; a refused write must change no row of any table (the write log below).
 *
 * The variants per call are bounded and chosen deterministically (a stride through fields ×
 * junk), so the suite takes the same path every run and stays within ~90 s per database.
 */
let s: TestServer;
const tokens: Record<string, string> = {};
let logged = 0;
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'station']) tokens[u] = await s.login(u);
  logged = await logWrites();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Calls that end the caller's own session or credentials: fuzzing them would sign the suite out. */
const SKIP = /logout|password|pwd|revoke|kick|\/auth\//i;

const MB = 'x'.repeat(1 << 20);
/** The junk: wrong types, out-of-range numbers, NUL, 1 MB, impossible dates, arrays for scalars. */
const JUNK: ReadonlyArray<readonly [string, unknown]> = [
  ['array for a scalar', ['1', '2']],
  ['object for a scalar', { a: 1 }],
  ['NUL', 'a\u0000b'],
  ['1 MB string', MB],
  ['beyond 64 bits', '99999999999999999999'],
  ['beyond 32 bits', 2147483648],
  ['negative', -1],
  ['fraction', 1.5],
  ['impossible day', '2024-02-30'],
  ['impossible month', '2024-13-45'],
  ['impossible range', '2024-02-30,2024-13-45'],
  ['boolean', true],
  ['lone surrogate', '\ud800x'],
  ['quote', "' or 1=1 --"],
  ['NaN', 'NaN'],
  ['exponent', '1e309'],
];

/** Values one of which a field's schema accepts; the first accepted one is the field's baseline (ids point at nothing). */
const PLAUSIBLE: readonly unknown[] = [
  '2147483000',
  '2024-01-01',
  '2024-01-01 08:00:00',
  '2024-01',
  '2024-01-01,2024-01-31',
  'fuzz',
  '1',
  'true',
  '1.5',
  ['2147483000'],
];

function baselineOf(route: DocumentedRoute): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, schema] of Object.entries(route.input.shape as Record<string, z.ZodType>)) {
    const v = PLAUSIBLE.find((x) => schema.safeParse(x).success);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** A stable number of a string, to start each call's stride at a different junk. */
const hash = (x: string) => [...x].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

interface Probe {
  route: DocumentedRoute;
  label: string;
  params: Record<string, unknown>;
  viaBody: boolean;
}

/** Up to `budget` probes of a call: one junk in one field, plus one of unknown fields only. */
function probesOf(route: DocumentedRoute, budget: number): Probe[] {
  const fields = Object.keys(route.input.shape).sort();
  const base = baselineOf(route);
  const pairs = (fields.length ? fields : ['id']).flatMap((f) => JUNK.map((j) => [f, j] as const));
  // (a file call given only unknown fields is a whole valid export: a worker thread for nothing)
  const out: Probe[] = route.raw ? [] : [{ route, label: 'unknown fields', params: { zzUnknown: 'x', constructor: 'y', toString: 1 }, viaBody: true }];
  const start = hash(route.url);
  for (let i = 0; out.length < budget && i < pairs.length; i++) {
    // a stride coprime with the number of junks walks fields and junks alike
    const [f, [name, v]] = pairs[(start + i * (JUNK.length + 1)) % pairs.length];
    const viaBody = typeof v !== 'string' || v.length > 1000 || (start + i) % 2 === 0;
    out.push({ route, label: `${f}: ${name}`, params: { ...base, [f]: v }, viaBody });
  }
  return out;
}

/**
 * Tables whose rows a call changes whatever it answers: the session moves on every call, a sign-in
 * attempt is counted. Every other table's row changes are written to `fuzz_writes` by a row
 * trigger, in the writing transaction: a refused call must add nothing to it. Inserts, updates and
 * deletes alike, committed ones only (a rolled-back attempt takes its log rows with it), for the
 * cost of one count per probe instead of a count of every table.
 */
const UNLOGGED = ['sessions', 'login_attempts', 'fuzz_writes'];

async function logWrites(): Promise<number> {
  const db = s.services.db;
  const tables = (
    await sql<{
      t: string;
    }>`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' order by 1`.execute(db)
  ).rows
    .map((r) => r.t)
    .filter((t) => !UNLOGGED.includes(t));
  await sql`create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)`.execute(db);
  await sql
    .raw(
      `create function fuzz_log() returns trigger
        language plpgsql as $$ begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`,
    )
    .execute(db);
  for (const t of tables)
    await sql.raw(`create trigger fuzz_log after insert or update or delete on "${t}" for each row execute function fuzz_log()`).execute(db);
  return tables.length;
}

/** The write log's length and its last entries' tables, to name what a refused call wrote. */
async function writesSince(mark: number): Promise<{ last: number; tables: string[] }> {
  const rows = (await sql<{ id: string; tbl: string; op: string }>`select id, tbl, op from fuzz_writes where id > ${mark} order by id`.execute(s.services.db))
    .rows;
  return { last: rows.length ? Number(rows[rows.length - 1].id) : mark, tables: [...new Set(rows.map((r) => `${r.op} ${r.tbl}`))] };
}

const asQuery = (p: Record<string, unknown>): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : typeof v === 'object' ? JSON.stringify(v) : String(v)]));

const slow: Array<[string, number]> = [];
async function send(user: string, p: Probe): Promise<{ status: number; code?: number }> {
  const t = performance.now();
  try {
    return await sendOnce(user, p);
  } finally {
    slow.push([`${user} ${p.route.url} [${p.label}]`, Math.round(performance.now() - t)]);
  }
}
async function sendOnce(user: string, p: Probe): Promise<{ status: number; code?: number }> {
  const method = p.viaBody || !p.route.methods.includes('GET') ? 'POST' : 'GET';
  const r = await s.call(method as 'GET' | 'POST', pathOf(p.route.url), tokens[user], method === 'POST' ? { body: p.params } : { query: asQuery(p.params) });
  return { status: r.status, code: typeof r.body === 'object' && r.body ? r.body.code : undefined };
}

describe('schema fuzz of every served call', () => {
  for (const [user, budget] of (process.env.FUZZ_PROFILE
    ? [['admin', 6]]
    : [
        ['station', 2],
        ['admin', 6],
      ]) as ReadonlyArray<readonly [string, number]>) {
    it(`answers no 5xx to junk, as ${user}, and writes nothing when it refuses`, async () => {
      const routes = documentedRoutes(s.app)
        .filter((r) => !SKIP.test(r.url))
        .sort((a, b) => a.url.localeCompare(b.url));
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let refusals = 0;
      const judge = (p: Probe, r: { status: number; code?: number }) => {
        if (r.status >= 500 || r.code === 500) failures.push(`${user} ${p.route.url} [${p.label}] → HTTP ${r.status} code ${r.code}`);
        if (r.code === 400 || r.status === 400) refusals++;
      };
      const run = (ps: Probe[]) =>
        inBatches(
          ps.map((p) => async () => judge(p, await send(user, p))),
          8,
        );
      const reads = routes.filter((r) => !r.write).flatMap((r) => probesOf(r, budget));
      const writes = routes.filter((r) => r.write).map((r) => probesOf(r, budget));
      await run(reads);
      // the first two probes of each write one at a time, each refusal checked against the write log;
      // the rest in parallel batches
      expect(logged).toBeGreaterThan(100);
      let mark = (await writesSince(0)).last;
      for (const p of writes.flatMap((ps) => ps.slice(0, 2))) {
        const r = await send(user, p);
        judge(p, r);
        const since = await writesSince(mark);
        const refused = r.status >= 400 || (r.code !== undefined && r.code !== 200);
        if (refused && since.tables.length)
          failures.push(`${user} ${p.route.url} [${p.label}] refused with ${r.status}/${r.code} but wrote: ${since.tables.join(', ')}`);
        mark = since.last;
      }
      await run(writes.flatMap((ps) => ps.slice(2)));
      // the junk reached the checks: a suite whose requests all bounced on something else proves nothing
      // (the station user is mostly refused by permission first, so only the admin run is held to it)
      if (user === 'admin') expect(refusals).toBeGreaterThan((reads.length + writes.flat().length) / 4);
      // the log hears writes: the admin's accepted probes (plausible values) wrote rows it names
      if (user === 'admin') expect((await writesSince(0)).tables.length).toBeGreaterThan(0);
      if (process.env.FUZZ_PROFILE)
        console.log(
          slow
            .sort((a, b) => b[1] - a[1])
            .slice(0, 25)
            .map(([k, ms]) => `${ms} ms ${k}`)
            .join('\n'),
        );
      expect(failures).toEqual([]);
      // a hang guard, not a time target: on a busy shared machine the walk takes several times its quiet ~2 min
    }, 900_000);
  }
});
