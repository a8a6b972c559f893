import type { Area } from '../domain/resources/area';
import { deriveScreens, type DerivedScreen } from './screen-derivation';

/** Every registered area: what a screen loads when it needs the whole registry. */
export const ALL_AREAS = '*';

/** A derived screen with the areas whose declarations (and labels) it needs before it renders. */
export type ManifestScreen = DerivedScreen & { areas: readonly string[] | typeof ALL_AREAS };

/**
 * What the shell knows of the areas before any of them loads: their names in admin/areas.ts
 * order and the screens derived from their declarations. Computed at build time (the
 * `mixboard-areas` plugin of vite.config.ts evaluates admin/areas.ts in Node), so the shell's
 * first paint carries no declaration and a new area is picked up without a second list.
 *
 * A table needs the areas of its declarations, an approval screen its object's; a declaration
 * with a field that names other declarations (`names`: print requests) needs every area, since
 * any object's title may show in it.
 */
export function deriveAreaManifest(areas: readonly Area[], custom: ReadonlySet<string>): { order: string[]; screens: ManifestScreen[] } {
  const areaOf = new Map(areas.flatMap((a) => a.resources.map((r) => [r.name, a] as const)));
  const needsAll = new Set(
    areas
      .flatMap((a) => a.resources)
      .filter((r) => r.fields.some((f) => f.names))
      .map((r) => r.name),
  );
  const needs = (names: readonly string[]): ManifestScreen['areas'] =>
    names.some((n) => needsAll.has(n)) ? ALL_AREAS : [...new Set(names.map((n) => areaOf.get(n)!.name))];
  return {
    order: areas.map((a) => a.name),
    screens: deriveScreens(areas, custom).map((s) => ({ ...s, areas: needs(s.kind === 'table' ? s.resources : s.flows.map((f) => f.resource)) })),
  };
}
