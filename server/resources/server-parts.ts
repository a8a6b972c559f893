import type { ResourceDef } from '../../src/domain/resources/types';
import type { ApprovalHooks } from '../approval/approval.levels';
import type { DB } from '../db/database';
import type { OpsHooks } from '../operations/area-ports';
import type { PrintLoader } from '../print/print-data';
import type { QueryEnv, ReadViewPart } from './read-view';
import type { AreaRoutes, ServerArea, ServerPart } from './server-part';

/**
 * The server parts of a server's areas (./server-part.ts), collected once at boot into one
 * immutable value and handed down as a dependency: to every call as `ctx.services.parts`, to the
 * operations services in their deps (`ops`), to the migrations and to the seed. Nothing is
 * registered on import, so two servers in one process (a test's fixture area) never share parts.
 */
export interface ServerParts {
  /** every part, in the order of the areas and their parts */
  readonly list: readonly ServerPart[];
  partOf(resource: string): ServerPart | undefined;
  /** the hooks of a flow's business type, run inside the deciding transaction (`onApproval`) */
  approvalHooks(businessType: string): ApprovalHooks | undefined;
  /** the loader of an object's print documents, when its part has one (`printData`) */
  printData(resource: string): PrintLoader | undefined;
  /** a read view's computed columns and row mapper (`readView`); undefined for a table */
  readViewOf(def: ResourceDef): ReadViewPart | undefined;
  /** what the operations services ask of the areas (`taskRecipe`, `countSampled`) */
  readonly ops: OpsHooks;
  /** the areas' own calls, in area order */
  readonly routes: readonly AreaRoutes[];
  /** the parts' demo seeds, in part order (`seed`) */
  readonly seeds: ReadonlyArray<{ resource: string; run: (db: DB) => Promise<void> }>;
}

// The parts' hooks take the call context, which holds the services: the services learn of their
// parts here rather than by an import of this file, so the types form no import circle.
declare module '../services' {
  interface Services {
    /** the areas' server parts as the boot collected them (server/resources/server-parts.ts) */
    parts: ServerParts;
  }
}

/** The one part of all that fills a slot meant for one (`taskRecipe`, `countSampled`), or null. */
function single<K extends 'taskRecipe' | 'countSampled'>(list: readonly ServerPart[], slot: K): NonNullable<ServerPart[K]> | null {
  const having = list.filter((p) => p[slot]);
  if (having.length > 1) throw new Error(`${slot} is given by two server parts: ${having.map((p) => p.resource).join(', ')}`);
  return (having[0]?.[slot] ?? null) as NonNullable<ServerPart[K]> | null;
}

/**
 * Collects the parts of `areas` (an area listed twice counts once). A second part for one object,
 * or a second hook for one business type, is refused rather than one silently winning.
 */
export function collectServerParts(areas: readonly ServerArea[]): ServerParts {
  const unique = [...new Set(areas)];
  const list: ServerPart[] = [];
  for (const p of unique.flatMap((a) => a.parts)) {
    if (list.some((x) => x.resource === p.resource)) throw new Error(`two server parts for ${p.resource}`);
    list.push(p);
  }
  const byResource = new Map(list.map((p) => [p.resource, p]));
  const hooks = new Map<string, ApprovalHooks>();
  for (const p of list) {
    for (const [businessType, h] of Object.entries(p.onApproval ?? {})) {
      if (hooks.has(businessType)) throw new Error(`two approval hooks for ${businessType} (${p.resource})`);
      hooks.set(businessType, h);
    }
  }
  return Object.freeze({
    list: Object.freeze(list),
    partOf: (resource: string) => byResource.get(resource),
    approvalHooks: (businessType: string) => hooks.get(businessType),
    printData: (resource: string) => byResource.get(resource)?.printData,
    readViewOf: (def: ResourceDef) => (def.view ? byResource.get(def.name)?.readView : undefined),
    ops: Object.freeze({ taskRecipe: single(list, 'taskRecipe'), countSampled: single(list, 'countSampled') }),
    routes: Object.freeze(unique.flatMap((a) => a.routes)),
    seeds: Object.freeze(list.flatMap((p) => (p.seed ? [{ resource: p.resource, run: p.seed }] : []))),
  });
}

/** The query environment of a server (`services.query`): its plant time zone and its parts' read views. */
export const queryEnvOf = (parts: ServerParts, timeZone: string): QueryEnv => Object.freeze({ timeZone, readViewOf: parts.readViewOf });
