import type { RawBuilder } from 'kysely';
import type { ResourceDef } from '../../src/domain/resources/types';

/**
 * The server side of a read view (src/domain/resources/view.ts), given as `readView` of the
 * object's server part (`defineServerPart`): what cannot be plain data.
 * - `computed`  per field without a declared source, its SQL expression over the view's aliases
 *               (used in select, search and order alike, so export streams the same values)
 * - `map`       turns one wire row into the shape the spec's calls answer (numbers, defaults);
 *               export writes the rows as selected, so the mapper stays cosmetic
 */
export interface ReadViewPart {
  computed?: Readonly<Record<string, (env: { timeZone: string }) => RawBuilder<unknown>>>;
  map?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * What a declaration's SQL needs of the server it runs in, built once at boot (`services.query`)
 * and passed to the query builders (./resource.query.ts):
 * - `timeZone`   the plant's time zone of the services' config: wire times are plant-local
 * - `readViewOf` the read view part of a declaration's server part (undefined for a table)
 */
export interface QueryEnv {
  timeZone: string;
  readViewOf(def: ResourceDef): ReadViewPart | undefined;
}

/** Maps wire rows through the view's mapper, when it has one. */
export function mapRows<R extends Record<string, unknown>>(env: QueryEnv, def: ResourceDef, rows: readonly R[]): Array<Record<string, unknown>> {
  const map = env.readViewOf(def)?.map;
  return map ? rows.map((r) => map(r)) : [...rows];
}
