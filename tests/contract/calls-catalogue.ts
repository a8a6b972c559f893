import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of docs/spec/calls.tsv, the call catalogue the client speaks. */
export interface CatalogueCall {
  method: string;
  path: string;
  area: string;
  certainty: string;
  note: string;
}

export function readCatalogue(): CatalogueCall[] {
  const text = readFileSync(join(import.meta.dirname, '../../docs/spec/calls.tsv'), 'utf8');
  const [header, ...lines] = text.split('\n').filter(Boolean);
  const cols = header.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])) as unknown as CatalogueCall).filter((r) => r.method !== '*');
}

/**
 * Areas whose every call must be served. An area joins this list when its issue lands;
 * the test then fails the moment one of its calls goes missing. Calls of the other areas are
 * walked as soon as the app serves them.
 */
export const COMPLETE_AREAS = ['session', 'users', 'menus', 'org', 'roles', 'system'];
