import type { Lang } from '../server-messages';
import { mergeLabels, type Area, type Labels } from './area';
import { flowsOf } from './flows';
import { commonLabels } from './labels.common';
import { printDoc } from './print';
import type { FieldDef, ResourceDef } from './types';

/**
 * The runtime registry of business objects, filled from the areas at start: the client's
 * composition root (src/app/screen-components.ts) and the server's boot call `registerAreas` with
 * the lists in admin/areas.ts and server/areas.ts. Nothing else lists objects; everyone reads them
 * here, so adding an object touches only its area.
 */
const areas: Area[] = [];
const list: ResourceDef[] = [];
let labels: Labels = commonLabels;

/** Every registered declaration, in area order (a live view: it grows as areas register). */
export const resources: readonly ResourceDef[] = list;

/**
 * Registers areas once each (by name; registering the same area again is a no-op, so boot and
 * tests may both call it). Resource names must be unique across areas.
 */
export function registerAreas(add: readonly Area[]): void {
  for (const area of add) {
    const known = areas.find((a) => a.name === area.name);
    if (known) {
      if (known !== area) throw new Error(`area ${area.name} is registered twice with different contents`);
      continue;
    }
    for (const r of area.resources) if (list.some((x) => x.name === r.name)) throw new Error(`duplicate resource ${r.name} (area ${area.name})`);
    areas.push(area);
    list.push(...area.resources);
    labels = mergeLabels(labels, ...area.labels);
  }
}

export const listResources = (): readonly ResourceDef[] => list;

export function resourceByName(name: string): ResourceDef | undefined {
  return list.find((r) => r.name === name);
}

/**
 * The title label key of a declared name a field holds (`FieldDef.names`), undefined when the field
 * names nothing or the name is not (or no longer) declared: the cell then shows the raw value.
 */
export function declaredTitle(f: FieldDef, v: unknown, row: Readonly<Record<string, unknown>> = {}): string | undefined {
  if (!f.names || typeof v !== 'string') return undefined;
  if (f.names.kind === 'object') return resourceByName(v)?.title;
  const owner = row[f.names.of];
  const def = typeof owner === 'string' ? resourceByName(owner) : undefined;
  return def ? printDoc(def, v)?.title : undefined;
}

/**
 * Every declared name a field may hold with its title label key (`FieldDef.names`), for a listing
 * that maps values without their row (the .xlsx export): a document name two objects title
 * differently is left out, so it exports as recorded rather than under the wrong title.
 */
export function declaredTitles(f: FieldDef): Record<string, string> | undefined {
  if (!f.names) return undefined;
  if (f.names.kind === 'object') return Object.fromEntries(list.map((r) => [r.name, r.title]));
  const out: Record<string, string> = {};
  const clash = new Set<string>();
  for (const d of list.flatMap((r) => r.print ?? [])) {
    if (out[d.name] !== undefined && out[d.name] !== d.title) clash.add(d.name);
    out[d.name] ??= d.title;
  }
  for (const n of clash) delete out[n];
  return out;
}

/** How many areas are registered: grows as the admin shell loads areas on demand (resource-i18n.ts follows it). */
export const registeredAreaCount = (): number => areas.length;

/** The area a declaration belongs to. */
export const areaOf = (name: string): Area | undefined => areas.find((a) => a.resources.some((r) => r.name === name));

/** Every label of the common module and the registered areas, in one language (flat keys). */
export const registeredLabels = (lang: Lang): Readonly<Record<string, string>> => labels[lang];

/** Approval business types of every flow, for the flow configuration screen. */
export function approvalTypes(): Array<{ businessType: string; label: string; route: string }> {
  const seen = new Map<string, { businessType: string; label: string; route: string }>();
  for (const r of list) {
    for (const f of flowsOf(r)) if (!seen.has(f.businessType)) seen.set(f.businessType, { businessType: f.businessType, label: f.label, route: f.route });
  }
  return [...seen.values()];
}
