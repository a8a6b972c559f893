import type { RawBuilder } from 'kysely';
import type { ResourceDef } from '../../src/domain/resources/types';
import { serverPartOf } from './server-part';

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

export const readViewPartOf = (def: ResourceDef): ReadViewPart | undefined => (def.view ? serverPartOf(def.name)?.readView : undefined);

/** Maps wire rows through the view's mapper, when it has one. */
export function mapRows<R extends Record<string, unknown>>(def: ResourceDef, rows: readonly R[]): Array<Record<string, unknown>> {
  const map = readViewPartOf(def)?.map;
  return map ? rows.map((r) => map(r)) : [...rows];
}
