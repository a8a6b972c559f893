import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { Params } from '../http/params';
import { approve, refuse, submit } from '../approval/approval.engine';
import { TASK_STATE } from '../operations/task.service';
import { addAux, auxiliaryDef } from '../../admin/delivery/auxiliary.server';
import type { AuxKind } from '../../admin/delivery/auxiliary.kinds';
import { concreteTransferResource, returnHandleResource, TRANSFER_METHOD } from '../../admin/delivery/return-handle.resource';
import { returnHandleServer } from '../../admin/delivery/return-handle.server';
import { actingAs, type SeedEnv } from './seed-actor';

/** The same user with a call's input, as the HTTP layer would hand it to the handler. */
const withInput = (ctx: CallContext, input: Record<string, unknown>): CallContext => ({ ...ctx, input, params: new Params(input) });

/**
 * How far each demo auxiliary ticket went through its two levels: the contract review by the approver, countersigned by
 * the dispatcher on what he did not enter himself, then the head office (admin).
 */
type Stage = 'draft' | 'level1' | 'level2' | 'agreed' | 'refused';

/**
 * `station`: entered by the station's operator, so the dispatcher countersigns level 1; otherwise by the
 * dispatcher, whose own level 1 is the approver's alone.
 */
interface AuxPlan {
  kind: AuxKind;
  quantity: string;
  remark: string;
  stage: Stage;
  onTicket: boolean;
  by?: 'station';
}
/**
 * Per station: one of each kind at a different point of its flow, so every check screen and /approval screen has rows to act on:
 * each kind waits for the head office (level 2), and at a station with an operator, for the dispatcher's countersign (level 1).
 */
const AUX: readonly AuxPlan[] = [
  { kind: 'waterPump', quantity: '1.00', remark: '地下室底板浇筑前基坑积水，调用水泵一个台班', stage: 'agreed', onTicket: false },
  { kind: 'waterPump', quantity: '0.50', remark: '雨后抽水半个台班', stage: 'level1', onTicket: false },
  { kind: 'overTime', quantity: '1.50', remark: '工地泵车未到位，压车等候', stage: 'level1', onTicket: true },
  { kind: 'overTime', quantity: '2.00', remark: '现场验收延误，等候卸料', stage: 'refused', onTicket: true },
  { kind: 'mutationPump', quantity: '1.00', remark: '52 米泵故障，改用 48 米泵', stage: 'level2', onTicket: false },
  { kind: 'auxiliary', quantity: '2.00', remark: '加送串筒两节', stage: 'agreed', onTicket: false },
  { kind: 'auxiliary', quantity: '1.00', remark: '润管砂浆一次', stage: 'draft', onTicket: true },
  { kind: 'waterPump', quantity: '1.00', remark: '承台基坑降水，水泵一个台班', stage: 'level2', onTicket: false },
  { kind: 'overTime', quantity: '1.00', remark: '工地道路封闭，绕行后排队等候卸料', stage: 'level2', onTicket: true },
  { kind: 'auxiliary', quantity: '3.00', remark: '加接泵管三节', stage: 'level2', onTicket: false },
  { kind: 'waterPump', quantity: '0.50', remark: '夜间浇筑前抽排基坑积水半个台班', stage: 'level1', onTicket: false, by: 'station' },
  { kind: 'overTime', quantity: '1.00', remark: '卸料口堵塞，等候现场疏通', stage: 'level1', onTicket: true, by: 'station' },
  { kind: 'mutationPump', quantity: '1.00', remark: '37 米泵臂长不足，改派 52 米泵', stage: 'level1', onTicket: false, by: 'station' },
  { kind: 'auxiliary', quantity: '1.00', remark: '加送串筒一节', stage: 'level1', onTicket: false, by: 'station' },
];

/** The station's own operator (a station-role user of that organisation), acting for it; none at a station without one. */
export async function operatorOf(db: DB, env: SeedEnv, org: string): Promise<CallContext | undefined> {
  const u = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.user_id')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select('users.user_name')
    .where('roles.role_code', '=', 'station')
    .where('users.org_id', '=', org)
    .where('users.status', '=', 1)
    .orderBy('users.user_id')
    .executeTakeFirst();
  return u && actingAs(db, env, u.user_name, org);
}

/**
 * Auxiliary tickets and returned concrete of the demo (admin/delivery): written and decided
 * through the same handlers and approval engine as the check screens, so the five
 * /production/auxiliary-approval-manage screens, their /approval screens and
 * /production/return-management open on rows in every state, with the engine's to-dos and
 * timelines. They hang on yesterday's finished pour of each station (./pour-history.seed.ts): the
 * quantities its tickets carried, a transfer of its remaining concrete to one of today's tasks
 * waiting for approval. A seed without that pour (the scale seeds) gets the auxiliary tickets on
 * today's tasks and no returns.
 */
export async function seedAuxiliary(db: DB, env: SeedEnv): Promise<void> {
  const stations = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('sort').execute();
  for (const { org_id: org } of stations) {
    const finished = await db
      .selectFrom('production_tasks')
      .select('id')
      .where('org_id', '=', org)
      .where('state', '=', TASK_STATE.completed)
      .orderBy('id')
      .executeTakeFirst();
    const running = await db
      .selectFrom('production_tasks')
      .select('id')
      .where('org_id', '=', org)
      .where('state', 'in', [TASK_STATE.open, TASK_STATE.producing])
      .orderBy('open_time')
      .orderBy('id')
      .limit(2)
      .execute();
    const tickets = finished
      ? await db
          .selectFrom('delivery_tickets')
          .select(['id', 'quantity'])
          .where('task_id', '=', finished.id)
          .where('detail_state', '=', 'sent')
          .orderBy('id')
          .execute()
      : [];
    const taskId = finished?.id ?? running[0]?.id;
    if (!taskId) continue;
    const [dispatcher, approver, admin] = await Promise.all(['dispatcher', 'approver', 'admin'].map((u) => actingAs(db, env, u, org)));
    const operator = await operatorOf(db, env, org);
    for (const [i, a] of AUX.entries()) {
      const by = a.by === 'station' ? operator : dispatcher;
      if (!by) continue;
      const ticket = a.onTicket && finished ? tickets[i % Math.max(1, tickets.length)] : undefined;
      const def = auxiliaryDef(a.kind);
      const row = (await addAux(withInput(by, { taskId, ...(ticket ? { ticketId: ticket.id } : {}), quantity: a.quantity, remark: a.remark }), def)) as {
        id: number;
      };
      if (a.stage === 'draft') continue;
      const id = { id: row.id };
      await submit(withInput(by, id), def, row.id);
      if (a.stage === 'level1') continue;
      if (a.stage === 'refused') {
        await refuse(withInput(approver, { ...id, reason: '等候时长与车辆轨迹不符，请核实后重报' }), def, 'refuse', row.id);
        continue;
      }
      await approve(withInput(approver, { ...id, text: '同意' }), def, row.id);
      if (a.stage === 'agreed') await approve(withInput(admin, { ...id, text: '同意' }), def, row.id);
    }
    await seedReturns(
      { dispatcher, approver, operator },
      tickets,
      running.map((r) => r.id),
    );
  }
}

/**
 * Returned and remaining concrete of yesterday's loads: one load's remainder scrapped, one's used
 * downgraded, and one's transferred to today's first running task (its approval waiting for the
 * approver), and a refused transfer asked for again; one transfer reviewed and waiting for the head
 * office, and at a station with an operator, one the operator entered, waiting for the dispatcher's
 * countersign. A transfer is never agreed here: its agreement adds to a running task's shipped
 * volume and tells the boards, which the seed does not.
 */
async function seedReturns(
  who: { dispatcher: CallContext; approver: CallContext; operator?: CallContext },
  tickets: ReadonlyArray<{ id: number; quantity: number | string }>,
  targets: number[],
) {
  const { dispatcher, approver, operator } = who;
  if (tickets.length < 4 || !targets.length) return;
  const handle = returnHandleServer.overrides!.addHandle.handler;
  const add = (ticketId: number, remainingType: string, handlingMethod: string, quantity: string, remark: string, targetTaskId?: number, by = dispatcher) =>
    handle(
      withInput(by, { ticketId, remainingType, handlingMethod, quantity, remark, ...(targetTaskId ? { targetTaskId } : {}) }),
      returnHandleResource,
    ) as Promise<{ id: number }>;
  await add(tickets[0].id, '2', '1', '0.50', '罐底剩料，冲洗后废弃');
  await add(tickets[1].id, '1', '3', '1.50', '工地退料，降级用于场区道路');
  await add(tickets[2].id, '2', TRANSFER_METHOD, '2.00', '剩料转下一任务', targets[0]);
  const refused = await add(tickets[3].id, '1', TRANSFER_METHOD, '1.00', '退料转用', targets[1] ?? targets[0]);
  await refuse(withInput(approver, { id: refused.id, reason: '目标任务强度等级不符' }), concreteTransferResource, 'refuse', refused.id);
  if (tickets[4]) {
    const reviewed = await add(tickets[4].id, '2', TRANSFER_METHOD, '1.50', '剩料转同强度等级任务', targets[1] ?? targets[0]);
    await approve(withInput(approver, { id: reviewed.id, text: '同意' }), concreteTransferResource, reviewed.id);
  }
  if (operator && tickets[5]) await add(tickets[5].id, '1', TRANSFER_METHOD, '1.00', '工地退料，转下一车浇筑', targets[0], operator);
}
