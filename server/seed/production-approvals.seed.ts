import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { approve, submit } from '../approval/approval.engine';
import { printRecord, requestReprint } from '../print/print.service';
import { TASK_STATE } from '../operations/task.service';
import { resourceByName } from '../../src/domain/resources/registry';
import { printDoc } from '../../src/domain/resources/print';
import { enterTask } from '../../admin/production/sany-task.server';
import { PLAN_STATE } from '../../admin/production/task-plan.resource';
import { actingAs, detachedCall, plantClockOf, type SeedEnv } from './seed-actor';
import { operatorOf } from './auxiliary.seed';

const AGREED = { text: '同意' };

/**
 * What waits on the approval screens of plans, tasks entered at the plant and reprints on a fresh
 * demo (/approval/taskbills-manager-approval, taskbills-manager-approval1, print-approval), reached
 * through the handlers and the approval engine a click runs. Their flows (server/seed/demo-flow.ts `COUNTERSIGNED`)
 * are countersigned at level 1 by the approver and the dispatcher (skipped on what he submits), then
 * signed off by the head office (admin) at level 2. So, at each station, the dispatcher's plan and
 * task reviewed by the approver wait for the admin; at a station with an operator, the operator's
 * plan, task and reprint request wait for the dispatcher and the approver, and the dispatcher's
 * reviewed reprint request for the admin. None is signed off: an agreed plan or task opens on the
 * boards, which the seed does not tell.
 */
export async function seedProductionApprovals(db: DB, env: SeedEnv): Promise<void> {
  const clock = await plantClockOf(db);
  const stations = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('sort').execute();
  for (const { org_id: org } of stations) {
    const [dispatcher, approver] = await Promise.all(['dispatcher', 'approver'].map((u) => actingAs(db, env, u, org)));
    const operator = await operatorOf(db, env, org);
    const as = (who: CallContext, input: Record<string, unknown> = {}) => detachedCall(who, clock)(input);
    const plans = await db
      .selectFrom('task_plans')
      .select('id')
      .where('org_id', '=', org)
      .where('approve_state', 'is', null)
      .where('plan_state', 'in', [PLAN_STATE.new, PLAN_STATE.confirmed])
      .orderBy('id')
      .limit(2)
      .execute();
    const planDef = resourceByName('taskPlan')!;
    const taskDef = resourceByName('sanyTask')!;
    const reviewed = async (def: typeof planDef, id: number) => {
      await submit(as(dispatcher, { id }), def, id);
      await approve(as(approver, { id, ...AGREED }), def, id);
    };
    if (plans[0]) await reviewed(planDef, plans[0].id);
    if (operator && plans[1]) await submit(as(operator, { id: plans[1].id }), planDef, plans[1].id);

    const order = await orderOf(db, org);
    if (order) {
      const enter = async (who: CallContext, pouringSite: string, planQuantity: string) =>
        (
          await enterTask(
            as(who),
            { db, clock, publisher: { publish: () => undefined, publishToUser: () => undefined }, actor: { user: who.user, ip: 'seed' }, hooks: env.parts.ops },
            { ...order, pouringSite, planQuantity },
          )
        ).id;
      await reviewed(taskDef, await enter(dispatcher, '四层楼板及梁', '48'));
      if (operator) {
        const id = await enter(operator, '地下车库坡道', '36');
        await submit(as(operator, { id }), taskDef, id);
      }
    }
    if (operator) await seedReprints(db, { dispatcher: as(dispatcher), approver: as(approver, AGREED), operator: as(operator) }, org);
  }
}

/** The station's first project and mix design, at the price its plans are agreed at, for a task entered at the plant. */
async function orderOf(db: DB, org: string) {
  const project = await db.selectFrom('projects').select(['id', 'customer_id']).where('org_id', '=', org).orderBy('id').executeTakeFirst();
  const recipe = await db.selectFrom('recipes').select('id').where('org_id', '=', org).orderBy('id').executeTakeFirst();
  if (!project || !recipe) return undefined;
  return { customerId: project.customer_id, projectId: project.id, recipeId: recipe.id, pourMethod: '泵送', unitPrice: '420.00' };
}

/**
 * The last two of yesterday's delivered tickets (./pour-history.seed.ts) printed, then asked for again because
 * the customer's signed copy went missing: one by the station's operator (waiting for the dispatcher
 * and the approver), one by the dispatcher and reviewed by the approver (waiting for the admin).
 */
async function seedReprints(db: DB, who: { dispatcher: CallContext; approver: CallContext; operator: CallContext }, org: string) {
  const def = resourceByName('deliveryTicket')!;
  const doc = printDoc(def, 'ticket');
  const finished = await db
    .selectFrom('production_tasks')
    .select('id')
    .where('org_id', '=', org)
    .where('state', '=', TASK_STATE.completed)
    .orderBy('id')
    .executeTakeFirst();
  if (!doc || !finished) return;
  const tickets = await db
    .selectFrom('delivery_tickets')
    .select('id')
    .where('task_id', '=', finished.id)
    .where('detail_state', '=', 'sent')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (tickets.length < 2) return;
  const reprint = async (by: CallContext, id: number, reason: string) => {
    await printRecord(by, def, doc, id);
    return (await requestReprint(by, def, doc, id, reason)) as { id: number };
  };
  await reprint(who.operator, tickets[0].id, '客户签收联遗失，工地要求补打');
  const asked = await reprint(who.dispatcher, tickets[1].id, '司机联污损无法辨认');
  await approve(who.approver, resourceByName('printRequest')!, asked.id);
}
