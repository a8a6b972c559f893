import { sql } from 'kysely';
import { CMD, TASK_STATE } from '../../src/domain/events';
import { BizError, conflict, invalid, notFound } from '../http/errors';
import type { DB } from '../db/database';
import { audit, write, type Emit, type OpsDeps } from './ops-deps';
import { lineRows, taskRows } from './live.queries';
import { needId, needM3, needText } from './validate';
import { milliToNumber } from '../../src/domain/sales/money';
import { POUR_METHODS } from './plant-vocabulary';

export { TASK_STATE };

export interface OpenTaskInput {
  orgId: string;
  projectId: number;
  recipeId: number;
  pouringSite: string;
  pourMethod: string;
  planQuantity: number;
  hostId?: number | null;
  openTime?: Date;
  /** the contract's price of the grade, yuan per m³ (numeric string): the task's value for the credit check */
  unitPrice?: string | null;
  /** the task plan the task was opened from */
  planId?: number | null;
  /** a sany task waiting for its approval: state 0, on no board until approved (approvePendingTask) */
  pending?: boolean;
  /** the customer the caller named: the project must be theirs */
  customerId?: number;
}

/** Next task code of the day: RW + plant date + station + sequence. */
async function nextTaskCode(tx: DB, orgId: string, day: string): Promise<string> {
  const prefix = `RW${day.replaceAll('-', '')}${orgId}`;
  const r = await tx
    .selectFrom('production_tasks')
    .select(sql<string | null>`max(task_code)`.as('last'))
    .where('task_code', 'like', `${prefix}%`)
    .executeTakeFirst();
  const seq = r?.last ? Number(r.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(3, '0')}`;
}

/** Opens a production task for a project of the station, on a line of the same station. */
export async function openTask(deps: OpsDeps, input: OpenTaskInput) {
  return write(deps, (tx, emit) => openTaskIn(deps, tx, emit, input));
}

/**
 * The same inside a transaction the caller owns (an approval that opens the task as it agrees):
 * the caller's `emit` decides when the board hears of it.
 */
export async function openTaskIn(deps: OpsDeps, tx: DB, emit: Emit, input: OpenTaskInput) {
  const projectId = needId('projectId', input.projectId);
  const recipeId = needId('recipeId', input.recipeId);
  const pouringSite = needText('pouringSite', input.pouringSite);
  const pourMethod = needText('pourMethod', input.pourMethod, 16);
  if (!(POUR_METHODS as readonly string[]).includes(pourMethod)) throw invalid('pourMethod');
  const planQuantity = milliToNumber(needM3('planQuantity', input.planQuantity, { positive: true, max: 100000 }));
  const project = await tx
    .selectFrom('projects')
    .select(['id', 'customer_id'])
    .where('id', '=', projectId)
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!project || (input.customerId !== undefined && project.customer_id !== input.customerId)) throw invalid('projectId');
  const recipe = await tx
    .selectFrom('recipes')
    .select(['id', 'strength', 'slump'])
    .where('id', '=', recipeId)
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!recipe) throw invalid('recipeId');
  if (input.hostId) {
    const line = await tx
      .selectFrom('hosts')
      .select('id')
      .where('id', '=', input.hostId)
      .where('org_id', '=', input.orgId)
      .where('kind', '=', 'line')
      .executeTakeFirst();
    if (!line) throw invalid('hostId');
  }
  const contract = await tx.selectFrom('contracts').select('id').where('project_id', '=', projectId).orderBy('id').executeTakeFirst();
  const openTime = input.openTime ?? deps.clock.now();
  const taskCode = await nextTaskCode(tx, input.orgId, deps.clock.format(openTime).slice(0, 10));
  const row = await tx
    .insertInto('production_tasks')
    .values({
      org_id: input.orgId,
      customer_id: project.customer_id,
      project_id: projectId,
      contract_id: contract?.id ?? null,
      recipe_id: recipeId,
      task_code: taskCode,
      pouring_site: pouringSite,
      strength: recipe.strength,
      slump: recipe.slump,
      pour_method: pourMethod,
      plan_quantity: planQuantity,
      shipped_quantity: 0,
      open_time: openTime,
      host_id: input.hostId ?? null,
      state: input.pending ? TASK_STATE.pending : TASK_STATE.open,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.unitPrice !== undefined || input.planId !== undefined) {
    await tx
      .updateTable('production_tasks')
      .set({ unit_price: input.unitPrice ?? null, plan_id: input.planId ?? null })
      .where('id', '=', row.id)
      .execute();
  }
  await audit(deps, tx, input.orgId, 'add', 'production_task', row.id, { taskCode, planQuantity });
  await deps.hooks.taskRecipe?.opened(tx, { id: row.id, orgId: input.orgId, recipeId });
  if (!input.pending) await emitTask(deps, tx, emit, input.orgId, row.id);
  return { id: row.id, taskCode };
}

export async function emitTask(deps: OpsDeps, tx: DB, emit: Emit, orgId: string, taskId: number) {
  emit(orgId, CMD.task, (await taskRows(tx, deps.clock, [orgId], [taskId]))[0]);
}

/** Puts a task on a production line (dispatch): the line shows it as its current task. */
export async function assignLine(deps: OpsDeps, input: { taskId: number; hostId: number }) {
  const taskId = needId('taskId', input.taskId);
  const hostId = needId('hostId', input.hostId);
  return write(deps, async (tx, emit) => {
    const task = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound();
    if (task.state >= TASK_STATE.completed) throw invalid('taskId');
    const line = await tx
      .selectFrom('hosts')
      .select('id')
      .where('id', '=', hostId)
      .where('org_id', '=', task.org_id)
      .where('kind', '=', 'line')
      .executeTakeFirst();
    if (!line) throw invalid('hostId');
    await tx.updateTable('production_tasks').set({ host_id: hostId }).where('id', '=', taskId).execute();
    await audit(deps, tx, task.org_id, 'assign', 'production_task', taskId, { hostId });
    await emitTask(deps, tx, emit, task.org_id, taskId);
    emit(task.org_id, CMD.line, (await lineRows(tx, deps.clock, [task.org_id], [hostId]))[0]);
  });
}

/** Closes a task (state 3, spec doc 1 §4): nothing more is shipped on it. */
export async function completeTask(deps: OpsDeps, input: { taskId: number }) {
  const taskId = needId('taskId', input.taskId);
  return write(deps, async (tx, emit) => {
    const task = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state', 'host_id']).where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound();
    if (task.state >= TASK_STATE.completed) throw invalid('taskId');
    await tx.updateTable('production_tasks').set({ state: TASK_STATE.completed, complete_time: deps.clock.now() }).where('id', '=', taskId).execute();
    await audit(deps, tx, task.org_id, 'complete', 'production_task', taskId);
    await emitTask(deps, tx, emit, task.org_id, taskId);
    if (task.host_id) emit(task.org_id, CMD.line, (await lineRows(tx, deps.clock, [task.org_id], [task.host_id]))[0]);
  });
}

/** A pending task is approved (sany task flow): it opens now and goes on the boards. Inside the approval's transaction. */
export async function approvePendingTask(deps: OpsDeps, tx: DB, emit: Emit, taskId: number) {
  const task = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task) throw notFound();
  if (task.state !== TASK_STATE.pending) throw new BizError(409, 'stateForbids', { state: String(task.state) }, 'state');
  await tx.updateTable('production_tasks').set({ state: TASK_STATE.open, open_time: deps.clock.now() }).where('id', '=', taskId).execute();
  await audit(deps, tx, task.org_id, 'open', 'production_task', taskId);
  await emitTask(deps, tx, emit, task.org_id, taskId);
  return { orgId: task.org_id };
}

/**
 * Moves a task between open and cancelled (update state, resume), re-checking the state under
 * the lock: the declared transition checked it before, but another call may have moved it since.
 */
async function moveTask(deps: OpsDeps, taskId: number, from: readonly number[], to: number, action: string) {
  return write(deps, async (tx, emit) => {
    const task = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state', 'host_id']).where('id', '=', taskId).forUpdate().executeTakeFirst();
    if (!task) throw notFound();
    if (!from.includes(task.state)) throw conflict();
    await tx.updateTable('production_tasks').set({ state: to }).where('id', '=', taskId).execute();
    await audit(deps, tx, task.org_id, action, 'production_task', taskId, { from: task.state, to });
    await emitTask(deps, tx, emit, task.org_id, taskId);
    if (task.host_id) emit(task.org_id, CMD.line, (await lineRows(tx, deps.clock, [task.org_id], [task.host_id]))[0]);
  });
}

/** Cancels a task not yet completed: nothing more is produced on it. */
export const cancelTask = (deps: OpsDeps, input: { taskId: number }) =>
  moveTask(deps, needId('taskId', input.taskId), [TASK_STATE.pending, TASK_STATE.open, TASK_STATE.producing], TASK_STATE.cancelled, 'cancel');

/** Resumes a cancelled task: it is open again (a task cancelled before its approval goes back to pending). */
export async function resumeTask(deps: OpsDeps, input: { taskId: number }) {
  const taskId = needId('taskId', input.taskId);
  const t = await deps.db.selectFrom('production_tasks').select('approve_state').where('id', '=', taskId).executeTakeFirst();
  const to = t && t.approve_state !== null && t.approve_state !== 1 ? TASK_STATE.pending : TASK_STATE.open;
  return moveTask(deps, taskId, [TASK_STATE.cancelled], to, 'resume');
}

/** Marks a task as waiting (the site asked the plant to hold it) or no longer waiting, inside the caller's transaction. */
export async function setTaskWaitingIn(deps: OpsDeps, tx: DB, emit: Emit, input: { taskId: number; waiting: boolean }) {
  const taskId = needId('taskId', input.taskId);
  const task = await tx.selectFrom('production_tasks').select(['id', 'org_id', 'state']).where('id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task) throw notFound();
  if (task.state !== TASK_STATE.open && task.state !== TASK_STATE.producing && task.state !== TASK_STATE.pending) throw conflict();
  await tx.updateTable('production_tasks').set({ waiting: input.waiting }).where('id', '=', taskId).execute();
  await audit(deps, tx, task.org_id, 'waiting', 'production_task', taskId, { waiting: input.waiting });
  if (task.state !== TASK_STATE.pending) await emitTask(deps, tx, emit, task.org_id, taskId);
}
