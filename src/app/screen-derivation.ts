import type { ComponentType } from 'react';
import type { Area } from '../domain/resources/area';
import { flowsOf } from '../domain/resources/flows';

/** An area's custom screens (admin/<area>/screens.ts): route → lazy loader of its module. */
export type ScreenLoaders = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

/**
 * A screen the client derives from the declarations:
 * - `table`     the generic ResourceScreen, one tab per declaration sharing the route, in area order
 * - `approval`  the ApprovalScreen of every flow mapped to this route (a recipe selection's lab and
 *               leader approvals), in area and declaration order, one tab each when several;
 *               declarations sharing a business type (a view of the same flow) count once
 */
export interface ApprovalFlowRef {
  resource: string;
  flow: string;
}
export type DerivedScreen =
  { kind: 'table'; path: string; resources: readonly string[] } | { kind: 'approval'; path: string; flows: readonly ApprovalFlowRef[] };

/** Every derived screen of the areas, leaving out the routes a custom screen takes. */
export function deriveScreens(areas: readonly Area[], custom: ReadonlySet<string>): DerivedScreen[] {
  const tables = new Map<string, string[]>();
  const approvals = new Map<string, Array<ApprovalFlowRef & { businessType: string }>>();
  for (const def of areas.flatMap((a) => a.resources)) {
    if (!custom.has(def.screen)) tables.set(def.screen, [...(tables.get(def.screen) ?? []), def.name]);
    for (const f of flowsOf(def)) {
      if (custom.has(f.route)) continue;
      const on = approvals.get(f.route) ?? [];
      if (!on.some((x) => x.businessType === f.businessType))
        approvals.set(f.route, [...on, { resource: def.name, flow: f.name, businessType: f.businessType }]);
    }
  }
  return [
    ...[...tables].map(([path, resources]): DerivedScreen => ({ kind: 'table', path, resources })),
    ...[...approvals].map(([path, on]): DerivedScreen => ({ kind: 'approval', path, flows: on.map(({ resource, flow }) => ({ resource, flow })) })),
  ];
}

/** The custom screens of every area module, refusing a route claimed twice. */
export function mergeScreenLoaders(modules: Readonly<Record<string, { screens: ScreenLoaders }>>): Record<string, ScreenLoaders[string]> {
  const out: Record<string, ScreenLoaders[string]> = {};
  for (const [file, m] of Object.entries(modules)) {
    for (const [path, load] of Object.entries(m.screens)) {
      if (out[path]) throw new Error(`screen ${path} is claimed twice (${file})`);
      out[path] = load;
    }
  }
  return out;
}
