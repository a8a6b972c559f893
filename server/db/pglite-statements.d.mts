import type { PGlite, Results } from '@electric-sql/pglite';

/** PGlite's `query`, with each distinct statement text prepared once (pglite-statements.mjs). */
export class PreparedStatements {
  constructor(db: PGlite);
  /** Sets the session up (custom plans per execution); once, before the first query. */
  open(): Promise<void>;
  query(sql: string, params: unknown[]): Promise<Results<Record<string, unknown>>>;
}
