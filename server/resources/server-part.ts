import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Area } from '../../src/domain/resources/area';
import { registerAreas } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import { onApproval, type ApprovalHooks } from '../approval/approval.engine';
import type { CallContext } from '../http/call';
import type { Override } from './resource.routes';
import type { ReadViewPart } from './read-view';

/** A server-side check a declared transition names (`TransitionDef.guard`): throws to refuse. */
export type Guard = (ctx: CallContext, def: ResourceDef, id: number) => Promise<void>;

/**
 * A transition whose change a service writes (operations tables: the service publishes it live)
 * instead of the generic update; it owns its transaction, re-checks the state and writes its audit row.
 */
export type TransitionWrite = (ctx: CallContext, def: ResourceDef, id: number) => Promise<void>;

/**
 * The server part of one business object (admin/<area>/<object>.server.ts), only what the
 * declaration cannot say as data:
 * - `resource`    the declaration's name
 * - `overrides`   handlers of its `x:<name>` calls
 * - `guards`      checks its transitions name
 * - `onApproval`  hooks run inside the deciding transaction, by business type of its flows
 * - `migrations`  its own hand-written migrations, run with the core history in name order
 * - `readView`    a read view's computed columns and row mapper (./read-view.ts)
 * - `transitionWrites` transitions written by a service rather than the generic update
 * Its table's row type goes into the Kysely schema by module augmentation of `ResourceTables`
 * (server/db/schema.ts) in the same file.
 */
export interface ServerPart {
  resource: string;
  overrides?: Readonly<Record<string, Override>>;
  guards?: Readonly<Record<string, Guard>>;
  onApproval?: Readonly<Record<string, ApprovalHooks>>;
  migrations?: Readonly<Record<string, Migration>>;
  readView?: ReadViewPart;
  transitionWrites?: Readonly<Record<string, TransitionWrite>>;
}

/**
 * An area's calls that are not an object's actions (statistics, desks, reports): each registers
 * its calls with `call()` (server/http/call.ts), like a core module.
 */
export type AreaRoutes = (app: FastifyInstance) => void;

/** An area's server side (admin/<area>/server.ts): the area, its objects' server parts and its own calls. */
export interface ServerArea { area: Area; parts: readonly ServerPart[]; routes: readonly AreaRoutes[] }

export const defineServerPart = (part: ServerPart): ServerPart => part;

export function defineServerArea(area: Area, parts: readonly ServerPart[], routes: readonly AreaRoutes[] = []): ServerArea {
  for (const p of parts) {
    if (!area.resources.some((r) => r.name === p.resource)) throw new Error(`server part ${p.resource} is not an object of area ${area.name}`);
  }
  return { area, parts, routes };
}

const parts: ServerPart[] = [];
const done = new Set<ServerArea>();

/** Registers areas with their server parts, once each: declarations, labels, approval hooks. */
export function registerServerParts(list: readonly ServerArea[]): void {
  registerAreas(list.map((s) => s.area));
  for (const s of list) {
    if (done.has(s)) continue;
    done.add(s);
    for (const p of s.parts) {
      if (parts.some((x) => x.resource === p.resource)) throw new Error(`two server parts for ${p.resource}`);
      parts.push(p);
      for (const [businessType, hooks] of Object.entries(p.onApproval ?? {})) onApproval(businessType, hooks);
    }
  }
}

export const serverPartOf = (resource: string): ServerPart | undefined => parts.find((p) => p.resource === resource);
export const serverParts = (): readonly ServerPart[] => parts;

/** The calls of every registered area, in area order. */
export const areaRoutes = (): readonly AreaRoutes[] => [...done].flatMap((s) => s.routes);
