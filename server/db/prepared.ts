import type { Pool, PoolClient, QueryConfig } from 'pg';

/**
 * A statement whose text starts with this comment runs on PostgreSQL as a named statement: parsed
 * once per connection, and planned once when PostgreSQL finds its generic plan no dearer than a
 * fresh one. Only for statements whose best plan does not depend on their values (a read view's
 * rows by their keys): planning a six-table join cost more than running it for 20 rows. On PGlite
 * it is a comment.
 */
export const PREPARED = '/* prepared */ ';

/** One name per text, the same on every connection (the marked texts are few: one per view). */
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `prepared_${names.size + 1}`));
  return name;
};

type Query = (this: PoolClient, ...args: unknown[]) => unknown;

/** Makes the pool's clients run marked texts as named statements (pg prepares each name once per connection). */
export function preparing(pool: Pool): Pool {
  pool.on('connect', (client) => {
    // the prototype's query is looked up per call, so a wrapper installed there later still sees the statement
    const proto = Object.getPrototypeOf(client) as { query: Query };
    (client as unknown as { query: Query }).query = function (this: PoolClient, ...args: unknown[]) {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(values)) {
        return proto.query.call(this, { name: nameOf(text), text, values } satisfies QueryConfig);
      }
      return proto.query.apply(this, args);
    };
  });
  return pool;
}
