import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertWithinCredit, creditPosition } from '../../../admin/production/credit-check.server';
import { BizError } from '../../../server/http/errors';
import { formatMessage } from '../../../src/domain/server-messages';
import type { TestServer } from '../harness';
import { productionServer } from './production-fixture';

/**
 * Task plans through their approval flow (issue 9): an approved plan opens its production task
 * through the operations service; refusals, batch and group decisions, cancel and renew; the
 * credit check that guards the opening.
 */
let s: TestServer;
let admin: string, dispatcher: string, approver: string, station: string;
const ORG = '01';
let project: { id: number; customer_id: number };
let recipeId: number;

beforeAll(async () => {
  ({ s, admin, dispatcher, approver, station, project, recipeId } = await productionServer('task-plan'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let seq = 0;
async function addPlan(token: string, over: Record<string, unknown> = {}) {
  seq += 1;
  const r = await s.call('POST', '/production/task/plan/addOrUpdateTaskPlan', token, {
    query: { orgId: ORG },
    body: {
      planCode: `JH-T${String(seq).padStart(4, '0')}`,
      customerId: project.customer_id,
      projectId: project.id,
      recipeId,
      pouringSite: '一层楼板',
      pourMethod: '泵送',
      planQuantity: '12.5',
      unitPrice: '420.00',
      planTime: '2026-11-24 08:00:00',
      ...over,
    },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return Number(r.body.data.id ?? r.body.data);
}
const submit = (id: number) => s.call('POST', '/production/task/plan/submitTaskPlan', dispatcher, { query: { orgId: ORG }, body: { id } });
const plan = async (id: number) => (await s.call('GET', '/production/task/plan/queryTaskPlanById', admin, { query: { id: String(id) } })).body.data;
const tasksOfPlan = (id: number) => s.services.db.selectFrom('production_tasks').selectAll().where('plan_id', '=', id).execute();

describe('task plan approval', () => {
  it('opens the task through the operations service when approved, and the board hears of it', async () => {
    const id = await addPlan(dispatcher);
    expect((await submit(id)).body.code).toBe(200);
    expect(await tasksOfPlan(id)).toHaveLength(0);
    const heard: unknown[] = [];
    const publisher = s.app.live.publisher;
    const original = publisher.publish;
    publisher.publish = (...a) => {
      heard.push(a);
      original.apply(publisher, a);
    };
    const r = await s.call('POST', '/production/task/plan/approveTaskPlan', approver, { query: { orgId: ORG }, body: { id, opinion: 1, reason: '同意' } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const [task] = await tasksOfPlan(id);
    expect(task).toMatchObject({ org_id: ORG, project_id: project.id, recipe_id: recipeId, state: 1, unit_price: '420.00' });
    expect(Number(task.plan_quantity)).toBe(12.5);
    expect(await plan(id)).toMatchObject({ planState: 2, approveState: 1, taskId: task.id, taskCode: task.task_code });
    // published after the commit, which may be after the answer: listen until it comes
    try {
      await expect.poll(() => heard.some((a) => (a as [string, number, { id: number }])[2]?.id === task.id)).toBe(true);
    } finally {
      publisher.publish = original;
    }
    const listed = await s.call('GET', '/production/production/task-list', dispatcher, { query: { orgId: ORG, taskCode: task.task_code } });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ taskCode: task.task_code, state: 1 })]);
  });

  it('refuses: no task is opened and the plan is rejected', async () => {
    const id = await addPlan(dispatcher);
    await submit(id);
    const r = await s.call('POST', '/production/task/plan/refuseTaskPlan', approver, { query: { orgId: ORG }, body: { id, reason: '方量有误' } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(await tasksOfPlan(id)).toHaveLength(0);
    expect(await plan(id)).toMatchObject({ approveState: 2, planState: 0 });
  });

  it('batch approves all or nothing', async () => {
    const a = await addPlan(dispatcher),
      b = await addPlan(dispatcher),
      c = await addPlan(dispatcher);
    await submit(a);
    await submit(b);
    // c was never submitted: the batch fails as a whole
    const bad = await s.call('POST', '/production/task/plan/batchApproveTaskPlan', approver, { query: { orgId: ORG }, body: { ids: [a, b, c], opinion: 1 } });
    expect(bad.body.code).not.toBe(200);
    expect((await tasksOfPlan(a)).length + (await tasksOfPlan(b)).length).toBe(0);
    const ok = await s.call('POST', '/production/task/plan/batchApproveTaskPlan', approver, { query: { orgId: ORG }, body: { ids: [a, b], opinion: 1 } });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect(await tasksOfPlan(a)).toHaveLength(1);
    expect(await tasksOfPlan(b)).toHaveLength(1);
  });

  it('batch confirms, and answers 409 naming the state for a move not allowed', async () => {
    const a = await addPlan(dispatcher),
      b = await addPlan(dispatcher);
    const ok = await s.call('POST', '/production/task/plan/batchConfirmTaskPlan', dispatcher, { query: { orgId: ORG }, body: { ids: [a, b] } });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect((await plan(a)).planState).toBe(1);
    const again = await s.call('POST', '/production/task/plan/batchConfirmTaskPlan', dispatcher, { query: { orgId: ORG }, body: { ids: [a] } });
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toContain('已确认');
  });

  it('cancels (update state) and renews; a cancelled plan cannot open a task', async () => {
    const id = await addPlan(dispatcher);
    expect((await s.call('POST', '/production/task/plan/updateTaskPlanState', dispatcher, { query: { orgId: ORG }, body: { id } })).body.code).toBe(200);
    expect((await plan(id)).planState).toBe(3);
    const renewTwice = async () => s.call('POST', '/production/task/plan/renewTaskPlan', dispatcher, { query: { orgId: ORG }, body: { id } });
    expect((await renewTwice()).body.code).toBe(200);
    const second = await renewTwice();
    expect(second.body.code).toBe(409);
    expect(second.body.msg).toContain('新建');
  });

  it('decides a group of plans as one: group refuse opens nothing, group confirm opens every task', async () => {
    const a = await addPlan(dispatcher),
      b = await addPlan(dispatcher);
    const g1 = await s.call('POST', '/production/task/plan/groupSubmitTaskPlan', dispatcher, { query: { orgId: ORG }, body: { ids: [a, b] } });
    expect(g1.body.code, JSON.stringify(g1.body)).toBe(200);
    const refused = await s.call('POST', '/production/task/plan/groupRefuseTaskPlan', approver, {
      query: { orgId: ORG },
      body: { groupId: g1.body.data.groupId, reason: '重排' },
    });
    expect(refused.body.code, JSON.stringify(refused.body)).toBe(200);
    expect((await tasksOfPlan(a)).length + (await tasksOfPlan(b)).length).toBe(0);
    const g2 = await s.call('POST', '/production/task/plan/groupSubmitTaskPlan', dispatcher, { query: { orgId: ORG }, body: { ids: [a, b] } });
    const agreed = await s.call('POST', '/production/task/plan/groupConfirmTaskPlan', approver, {
      query: { orgId: ORG },
      body: { groupId: g2.body.data.groupId, opinion: 1 },
    });
    expect(agreed.body.code, JSON.stringify(agreed.body)).toBe(200);
    expect(await tasksOfPlan(a)).toHaveLength(1);
    expect(await tasksOfPlan(b)).toHaveLength(1);
  });

  it('counts plans by state from the rows, and tells a group user which organisations it may choose', async () => {
    const counts = await s.call('GET', '/production/task/plan/queryTaskPlanStatus', dispatcher, { query: { orgId: ORG } });
    const rows = await s.services.db
      .selectFrom('task_plans')
      .select(['plan_state', sql<string>`count(*)`.as('n')])
      .where('org_id', '=', ORG)
      .groupBy('plan_state')
      .execute();
    expect(counts.body.data.planState).toEqual(Object.fromEntries(rows.map((r) => [String(r.plan_state), Number(r.n)])));
    expect(counts.body.data.total).toBe(rows.reduce((t, r) => t + Number(r.n), 0));
    const group = await s.call('GET', '/production/task/plan/isGroup', dispatcher, {});
    expect(group.body.data.isGroup).toBe(true);
    const mine = await s.call('GET', '/production/task/plan/isGroup', station, {});
    expect(mine.body.data).toMatchObject({ isGroup: false, orgs: [expect.objectContaining({ orgId: ORG })] });
  });
});

describe('the production control panel', () => {
  it("shows a group user the chosen organisation's tasks, and a station user only its own", async () => {
    const other = (await s.services.db.selectFrom('production_tasks').select('org_id').where('org_id', '!=', ORG).executeTakeFirstOrThrow()).org_id;
    const chosen = await s.call('GET', '/production/production/task-list', dispatcher, { query: { orgId: other, pageSize: '100' } });
    expect(chosen.body.code).toBe(200);
    expect(chosen.body.data.list.length).toBeGreaterThan(0);
    expect(new Set(chosen.body.data.list.map((t: { orgId: string }) => t.orgId))).toEqual(new Set([other]));
    const own = await s.call('GET', '/production/production/task-list', station, { query: { pageSize: '100' } });
    expect(new Set(own.body.data.list.map((t: { orgId: string }) => t.orgId))).toEqual(new Set([ORG]));
    const refused = await s.call('GET', '/production/production/task-list', station, { query: { orgId: other } });
    expect(refused.body.code).toBe(403);
  });
});

describe('the credit check', () => {
  const customer = () => project.customer_id;
  const setCredit = (creditYuan: string, tempYuan: string, expire: Date | null) =>
    s.services.db
      .updateTable('customer_credits')
      .set({ credit_amount: creditYuan, temp_amount: tempYuan, temp_expire_time: expire })
      .where('customer_id', '=', customer())
      .execute();
  const refusal = async (addedFen: number) => {
    try {
      await assertWithinCredit(s.services.db, { orgId: ORG, customerId: customer(), addedFen, lang: 'zh' });
      return null;
    } catch (e) {
      return e as BizError;
    }
  };

  it('lets a task through up to the limit and names the amount over it', async () => {
    const { receivablesFen } = await creditPosition(s.services.db, customer());
    // receivables are the poured tickets at their task's price, summed by the database
    const { rows } = await sql<{ fen: string }>`select coalesce(round(sum(t.quantity * coalesce(k.unit_price, 0)) * 100), 0) as fen from delivery_tickets t
      join production_tasks k on k.id = t.task_id where k.customer_id = ${customer()} and t.end_pour_at is not null`.execute(s.services.db);
    expect(receivablesFen).toBe(Number(rows[0].fen));
    const limitFen = receivablesFen + 100_000; // 1,000.00 yuan of room
    await setCredit((limitFen / 100).toFixed(2), '0', null);
    expect(await refusal(100_000)).toBeNull();
    const e = await refusal(123_456);
    expect(e).toBeInstanceOf(BizError);
    expect(e!.code).toBe(409);
    expect(formatMessage(e!.key, 'zh', e!.params)).toBe('客户信用额度不足，超出额度 234.56 元');
    expect(formatMessage(e!.key, 'en', e!.params)).toContain('234.56 yuan');
  });

  it('counts a temporary increase while it is valid, and not once it has expired', async () => {
    const { receivablesFen } = await creditPosition(s.services.db, customer());
    const base = ((receivablesFen + 100_000) / 100).toFixed(2);
    await setCredit(base, '500.00', new Date(Date.now() + 86_400_000));
    expect(await refusal(150_000)).toBeNull();
    await setCredit(base, '500.00', new Date(Date.now() - 60_000));
    const e = await refusal(150_000);
    expect(e?.params.over).toBe('500.00');
  });

  it('refuses the approval of a plan over the limit, naming the amount, and opens no task', async () => {
    const { receivablesFen } = await creditPosition(s.services.db, customer());
    await setCredit(((receivablesFen + 100_000) / 100).toFixed(2), '0', null);
    // 10 m³ × 420.00 = 4,200.00 yuan against 1,000.00 of room: 3,200.00 over
    const id = await addPlan(dispatcher, { planQuantity: '10', unitPrice: '420.00' });
    await submit(id);
    const r = await s.call('POST', '/production/task/plan/approveTaskPlan', approver, { query: { orgId: ORG }, body: { id, opinion: 1 } });
    expect(r.body.code).toBe(409);
    expect(r.body.msg).toBe('客户信用额度不足，超出额度 3,200.00 元');
    const en = await s.call('POST', '/production/task/plan/approveTaskPlan', approver, {
      query: { orgId: ORG },
      body: { id, opinion: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toBe("The customer's credit limit is exceeded by 3,200.00 yuan");
    expect(await tasksOfPlan(id)).toHaveLength(0);
    expect((await plan(id)).approveState).toBe(0);
    await setCredit('900000000.00', '0', null);
  });
});
