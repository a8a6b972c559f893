import type { DB } from '../db/database';
import type { RecipeMaterial } from '../db/schema';
import type { OrgScope } from '../http/scope';

/**
 * What production asks of the laboratory about a task's recipe (the recipe selection, issue 11),
 * answered by the lab area's server part (`taskRecipe` of admin/lab/recipe-select.server.ts): the
 * operations services may not import an area. With none (a server without the lab area) tasks
 * produce by their library recipe, as before.
 */
export interface TaskRecipePort {
  /** a task was opened on `recipeId`, inside the opening transaction: record its selection */
  opened(tx: DB, task: { id: number; orgId: string; recipeId: number }): Promise<void>;
  /** throws a 400 naming `taskId` when the task has no approved selection in use */
  assertProducible(tx: DB, taskId: number): Promise<void>;
  /** the materials per m³ a batch of the task weighs (the selection's, moisture-adjusted); null: the library recipe's */
  batchMaterials(tx: DB, taskId: number): Promise<RecipeMaterial[] | null>;
}

/**
 * Specimen groups registered since `since` per recipe code, for the sampling reminders: answered by
 * the area that registers specimens (`countSampled` of admin/quality-management/specimen.server.ts),
 * so the core reads no table of an area. With none, no group counts as sampled.
 */
export type SampledCounter = (db: DB, orgs: OrgScope, since: Date) => Promise<ReadonlyMap<string, number>>;

/**
 * The areas' answers the operations services ask for, taken from the registered server parts at
 * boot (server/resources/server-parts.ts) and handed to the services in their deps (./ops-deps.ts).
 */
export interface OpsHooks {
  taskRecipe: TaskRecipePort | null;
  countSampled: SampledCounter | null;
}
