import { BizError, notFound } from '../../server/http/errors';

/** A query for one row, ready to lock (a Kysely select). */
interface OneRow<R> {
  forUpdate(): { executeTakeFirst(): Promise<R | undefined> };
}

/**
 * The one row `q` selects (already limited to the caller's organisations), locked for the rest of
 * the transaction so two moves on it take turns; 404 when the caller cannot see it.
 */
export async function lockedRow<R>(q: OneRow<R>): Promise<R> {
  const r = await q.forUpdate().executeTakeFirst();
  if (!r) throw notFound();
  return r;
}

/** 409 naming the state (echoed as `field`) unless the move starts from it. */
export function startsFrom(state: string, from: readonly string[], field = 'state'): void {
  if (!from.includes(state)) throw new BizError(409, 'stateForbids', { state }, field);
}
