import type { DB } from '../db/database';
import type { RecipeMaterial } from '../db/schema';

/**
 * What production asks of the laboratory about a task's recipe (the recipe selection, issue 11),
 * answered by the lab area's server part (admin/lab/recipe-select.server.ts), which registers it at
 * start: the operations services may not import an area. With none registered (a server without
 * the lab area) tasks produce by their library recipe, as before.
 */
export interface TaskRecipePort {
  /** a task was opened on `recipeId`, inside the opening transaction: record its selection */
  opened(tx: DB, task: { id: number; orgId: string; recipeId: number }): Promise<void>;
  /** throws a 400 naming `taskId` when the task has no approved selection in use */
  assertProducible(tx: DB, taskId: number): Promise<void>;
  /** the materials per m³ a batch of the task weighs (the selection's, moisture-adjusted); null: the library recipe's */
  batchMaterials(tx: DB, taskId: number): Promise<RecipeMaterial[] | null>;
}

let port: TaskRecipePort | null = null;

export function setTaskRecipePort(p: TaskRecipePort): void { port = p; }
export const taskRecipePort = (): TaskRecipePort | null => port;
