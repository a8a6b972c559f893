import { sql } from 'kysely';
import { deliveryServer, runningTasks, ticketOn, type DeliveryFixture } from '../delivery/delivery-fixture';

/** A running task of station 01 with one 8 m³ ticket, and the recipe it produces by (its selection's, else its own). */
export interface ProducedTask {
  f: DeliveryFixture;
  lab: string;
  taskId: number;
  ticketId: number;
  recipeId: number;
  grade: string;
}

export async function producedTask(): Promise<ProducedTask> {
  const f = await deliveryServer();
  const lab = await f.s.login('lab');
  const [{ id: taskId }] = await runningTasks(f.s, '01', 1);
  const ticketId = await ticketOn(f, taskId, '8');
  const r = await f.s.services.db
    .selectFrom('production_tasks as k')
    .leftJoin('recipe_selections as sel', 'sel.task_id', 'k.id')
    .innerJoin('recipes as r', (j) => j.on(sql<boolean>`r.id = coalesce(sel.recipe_id, k.recipe_id)`))
    .select(['r.id', 'r.strength'])
    .where('k.id', '=', taskId)
    .executeTakeFirstOrThrow();
  return { f, lab, taskId, ticketId, recipeId: Number(r.id), grade: r.strength };
}
