import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seededKey } from './seeded-image';

/**
 * The PostgreSQL twin of the seeded image: the demo company migrated and seeded once into a template
 * database (`mbt_<key>`, named like the image by the sources and the plant day), and every test
 * server on PostgreSQL in a database copied from it (`CREATE DATABASE … TEMPLATE`), dropped on close.
 * Each server used to migrate and seed a schema of its own: ~8 s a server, most of the PostgreSQL
 * API suite's time.
 *
 * A session-level advisory lock serialises building the template and copying it: PostgreSQL refuses
 * to copy a template while another session is connected to it, and two suites (or two files of one)
 * may start servers at once.
 */
export const SEEDED_SCHEMA = 'mb';
const LOCK = 7_274_240;

function urlOf(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const exists = async (c: pg.Client, name: string) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

export interface SeededDatabase {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the seeded demo. `seed(url, schema)` builds the template when this source tree and
 * day have none yet: it must migrate and seed that database and close every connection to it.
 */
export async function seededDatabase(adminUrl: string, timeZone: string, seed: (url: string, schema: string) => Promise<void>): Promise<SeededDatabase> {
  const template = `mbt_${seededKey(timeZone)}`;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (c) => {
    await c.query('select pg_advisory_lock($1)', [LOCK]);
    try {
      if (!(await exists(c, template))) {
        const building = `${template}_b`;
        await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${building}`);
        await seed(urlOf(adminUrl, building), SEEDED_SCHEMA);
        // published whole: a run that dies while seeding leaves only the `_b` it drops next time
        await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
        const old = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'mbt\\_%' and datname <> $1`, [template]);
        for (const { datname } of old.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
      }
      await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await c.query('select pg_advisory_unlock($1)', [LOCK]);
    }
  });
  return {
    url: urlOf(adminUrl, name),
    schema: SEEDED_SCHEMA,
    // not WITH (FORCE): the server closed its pool first, and a connection still open would belong to
    // work the test left running, whose error then surfaces in the next file; such a copy stays behind
    drop: () =>
      withAdmin(adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
      }).catch(() => {}),
  };
}
