// Statements kept prepared in PGlite, run on the database thread (pglite-worker.mjs). Plain
// JavaScript for the same reason as the worker.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize, Parser } = protocol;

/** Distinct statement texts kept prepared; the least recently used beyond this are closed. */
const CAPACITY = 500;
/** The statements Kysely builds for reading and writing rows: the same few texts, run again and again. */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Transaction control changes no table; any other statement may be DDL, after which a prepared `select *` could answer other columns. */
const CHANGES_NOTHING = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;
/** PostgreSQL's refusal to run a prepared statement whose result columns changed since it was prepared. */
const STALE_PLAN = 'cached plan must not change result type';

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function decode(bytes, into) {
  new Parser().parse(bytes, (m) => into.push(m));
  const error = into.find((m) => m.name === 'error');
  if (error) throw error;
  return into;
}

/**
 * `query(sql, params)` with the answer PGlite's own `query` gives (same parsers, same rows, same
 * errors), but each distinct text is parsed once, as a named prepared statement, and then run
 * with one call into Postgres (bind, execute, sync) instead of PGlite's five (parse, describe,
 * bind, describe, execute) with their locks. Measured at ~100 against ~190 µs for a primary-key
 * read of eight columns (a loaded machine, best of eight rounds; ~75 µs with generic plans).
 * One caller at a time: the worker runs statements one after the other.
 */
export class PreparedStatements {
  /** @type {Map<string, { name: string, paramTypes: number[], rowDescription: unknown }>} */
  #prepared = new Map();
  /** statements to close with the next preparation: evicted, or prepared before a DDL statement */
  #toClose = [];
  #seq = 0;

  constructor(db) {
    this.db = db;
  }

  /**
   * Plans stay made per execution, with the values at hand, as PGlite's unnamed statements (and
   * node-postgres's) always were: a generic plan reused for every value could pick a poor index
   * for skewed columns. What is kept is the parsed and rewritten statement and the calls saved.
   */
  async open() {
    await this.db.exec('SET plan_cache_mode = force_custom_plan');
  }

  async query(sql, params) {
    if (this.db.closed) throw new Error('PGlite is closed');
    if (!REUSABLE.test(sql)) {
      if (!CHANGES_NOTHING.test(sql)) this.#forgetAll();
      return this.db.query(sql, params);
    }
    try {
      return this.#run(this.#statement(sql), params);
    } catch (e) {
      if (!(e instanceof Error && e.message.includes(STALE_PLAN))) throw e;
      // a table changed under it (DDL that did not come through here): prepare again; inside a
      // transaction the error has aborted it, so the caller sees it, and its retry gets a fresh plan
      this.#forget(sql);
      if (this.db.isInTransaction()) throw e;
      return this.#run(this.#statement(sql), params);
    }
  }

  #statement(sql) {
    const known = this.#prepared.get(sql);
    if (known) {
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    const name = `mixboard_${++this.#seq}`;
    const closes = this.#toClose.splice(0).map((n) => serialize.close({ type: 'S', name: n }));
    const messages = decode(
      this.db.execProtocolRawSync(
        concat([...closes, serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      ),
      [],
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    this.#prepared.set(sql, statement);
    if (this.#prepared.size > CAPACITY) this.#forget(this.#prepared.keys().next().value);
    return statement;
  }

  #run(statement, params) {
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[i]];
      return serializer ? serializer(p) : p.toString();
    });
    const bytes = this.db.execProtocolRawSync(concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
    const messages = decode(bytes, statement.rowDescription ? [statement.rowDescription] : []);
    return parse.parseResults(messages, this.db.parsers)[0];
  }

  #forget(sql) {
    const statement = this.#prepared.get(sql);
    if (!statement) return;
    this.#prepared.delete(sql);
    this.#toClose.push(statement.name);
  }

  #forgetAll() {
    for (const sql of [...this.#prepared.keys()]) this.#forget(sql);
  }
}
