import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { Params } from '../http/params';
import { approve, refuse, submit } from '../approval/approval.engine';
import { TASK_STATE } from '../operations/task.service';
import { addAux, auxiliaryDef } from '../../admin/delivery/auxiliary.server';
import type { AuxKind } from '../../admin/delivery/auxiliary.kinds';
import { concreteTransferResource, returnHandleResource, TRANSFER_METHOD } from '../../admin/delivery/return-handle.resource';
import { returnHandleServer } from '../../admin/delivery/return-handle.server';
import { actingAs } from './seed-actor';

/** The same user with a call's input, as the HTTP layer would hand it to the handler. */
const withInput = (ctx: CallContext, input: Record<string, unknown>): CallContext => ({ ...ctx, input, params: new Params(input) });

/** How far each demo auxiliary ticket went through its two levels (contract review by approver, then admin). */
type Stage = 'draft' | 'level1' | 'level2' | 'agreed' | 'refused';

interface AuxPlan { kind: AuxKind; quantity: string; remark: string; stage: Stage; onTicket: boolean }
/** Per station: one of each kind at a different point of its flow, so every check screen and /approval screen has rows to act on. */
const AUX: readonly AuxPlan[] = [
  { kind: 'waterPump', quantity: '1.00', remark: '地下室底板浇筑前基坑积水，调用水泵一个台班', stage: 'agreed', onTicket: false },
  { kind: 'waterPump', quantity: '0.50', remark: '雨后抽水半个台班', stage: 'level1', onTicket: false },
  { kind: 'overTime', quantity: '1.50', remark: '工地泵车未到位，压车等候', stage: 'level1', onTicket: true },
  { kind: 'overTime', quantity: '2.00', remark: '现场验收延误，等候卸料', stage: 'refused', onTicket: true },
  { kind: 'mutationPump', quantity: '1.00', remark: '52 米泵故障，改用 48 米泵', stage: 'level2', onTicket: false },
  { kind: 'auxiliary', quantity: '2.00', remark: '加送串筒两节', stage: 'agreed', onTicket: false },
  { kind: 'auxiliary', quantity: '1.00', remark: '润管砂浆一次', stage: 'draft', onTicket: true },
];

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
export async function seedAuxiliary(db: DB): Promise<void> {
  const stations = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('sort').execute();
  for (const { org_id: org } of stations) {
    const finished = await db.selectFrom('production_tasks').select('id').where('org_id', '=', org).where('state', '=', TASK_STATE.completed)
      .orderBy('id').executeTakeFirst();
    const running = await db.selectFrom('production_tasks').select('id').where('org_id', '=', org).where('state', 'in', [TASK_STATE.open, TASK_STATE.producing])
      .orderBy('open_time').orderBy('id').limit(2).execute();
    const tickets = finished
      ? await db.selectFrom('delivery_tickets').select(['id', 'quantity']).where('task_id', '=', finished.id).where('detail_state', '=', 'sent').orderBy('id').execute()
      : [];
    const taskId = finished?.id ?? running[0]?.id;
    if (!taskId) continue;
    const [dispatcher, approver, admin] = await Promise.all(['dispatcher', 'approver', 'admin'].map((u) => actingAs(db, u, org)));
    for (const [i, a] of AUX.entries()) {
      const ticket = a.onTicket && finished ? tickets[i % Math.max(1, tickets.length)] : undefined;
      const def = auxiliaryDef(a.kind);
      const row = await addAux(withInput(dispatcher, { taskId, ...(ticket ? { ticketId: ticket.id } : {}), quantity: a.quantity, remark: a.remark }), def) as { id: number };
      if (a.stage === 'draft') continue;
      const id = { id: row.id };
      await submit(withInput(dispatcher, id), def, row.id);
      if (a.stage === 'level1') continue;
      if (a.stage === 'refused') { await refuse(withInput(approver, { ...id, reason: '等候时长与车辆轨迹不符，请核实后重报' }), def, 'refuse', row.id); continue; }
      await approve(withInput(approver, { ...id, text: '同意' }), def, row.id);
      if (a.stage === 'agreed') await approve(withInput(admin, { ...id, text: '同意' }), def, row.id);
    }
    await seedReturns(dispatcher, approver, tickets, running.map((r) => r.id));
  }
}

/**
 * Returned and remaining concrete of yesterday's loads: one load's remainder scrapped, one's used
 * downgraded, and one's transferred to today's first running task (its approval waiting for the
 * approver), and a refused transfer asked for again. A transfer is never agreed here: its
 * agreement adds to a running task's shipped volume and tells the boards, which the seed does not.
 */
async function seedReturns(dispatcher: CallContext, approver: CallContext, tickets: ReadonlyArray<{ id: number; quantity: number | string }>, targets: number[]) {
  if (tickets.length < 4 || !targets.length) return;
  const handle = returnHandleServer.overrides!.addHandle.handler;
  const add = (ticketId: number, remainingType: string, handlingMethod: string, quantity: string, remark: string, targetTaskId?: number) =>
    handle(withInput(dispatcher, { ticketId, remainingType, handlingMethod, quantity, remark, ...(targetTaskId ? { targetTaskId } : {}) }), returnHandleResource) as Promise<{ id: number }>;
  await add(tickets[0].id, '2', '1', '0.50', '罐底剩料，冲洗后废弃');
  await add(tickets[1].id, '1', '3', '1.50', '工地退料，降级用于场区道路');
  await add(tickets[2].id, '2', TRANSFER_METHOD, '2.00', '剩料转下一任务', targets[0]);
  const refused = await add(tickets[3].id, '1', TRANSFER_METHOD, '1.00', '退料转用', targets[1] ?? targets[0]);
  await refuse(withInput(approver, { id: refused.id, reason: '目标任务强度等级不符' }), concreteTransferResource, 'refuse', refused.id);
}
