import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Area } from '../../src/domain/resources/area';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { ApprovalHooks } from '../approval/approval.levels';
import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import type { SampledCounter, TaskRecipePort } from '../operations/area-ports';
import type { PrintLoader } from '../print/print-data';
import type { Override } from './override';
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
 * - `printData`   loads its print documents' data where the row alone is not enough (../print/print-data.ts)
 * - `taskRecipe`  what production asks of the lab about a task's recipe (../operations/area-ports.ts; one part at most)
 * - `countSampled` the specimen groups the sampling reminders count (../operations/area-ports.ts; one part at most)
 * - `seed`        its rows of the demo company, written into an empty database after the platform's,
 *                 in the order of the areas and their parts (server/seed/seed.ts)
 * The boot collects the registered parts into one value (./server-parts.ts) that it hands to the
 * calls, the approval engine, print and the operations services: nothing registers itself on import.
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
  printData?: PrintLoader;
  taskRecipe?: TaskRecipePort;
  countSampled?: SampledCounter;
  seed?: (db: DB) => Promise<void>;
}

/**
 * An area's calls that are not an object's actions (statistics, desks, reports): each registers
 * its calls with `call()` (server/http/call.ts), like a core module.
 */
export type AreaRoutes = (app: FastifyInstance) => void;

/** An area's server side (admin/<area>/server.ts): the area, its objects' server parts and its own calls. */
export interface ServerArea {
  area: Area;
  parts: readonly ServerPart[];
  routes: readonly AreaRoutes[];
}

export const defineServerPart = (part: ServerPart): ServerPart => part;

export function defineServerArea(area: Area, parts: readonly ServerPart[], routes: readonly AreaRoutes[] = []): ServerArea {
  for (const p of parts) {
    if (!area.resources.some((r) => r.name === p.resource)) throw new Error(`server part ${p.resource} is not an object of area ${area.name}`);
  }
  return { area, parts, routes };
}
