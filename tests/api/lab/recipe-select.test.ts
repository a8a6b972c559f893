import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recordingPublisher } from '../../../server/operations/live-publisher';
import type { OpsDeps } from '../../../server/operations/ops-deps';
import { issueTicket } from '../../../server/operations/ticket.service';
import { openTask } from '../../../server/operations/task.service';
import { recordBatch } from '../../../server/operations/production.service';
import { setVehicleStatus } from '../../../server/operations/vehicle.service';
import { startTestServer, type TestServer } from '../harness';
import { okData } from '../calls';
import { refusal } from '../operations/refusal';

let s: TestServer;
let lab: string;
let admin: string;
let manager: string;
let deps: OpsDeps;
beforeAll(async () => {
  s = await startTestServer();
  [lab, admin, manager] = [await s.login('lab'), await s.login('admin'), await s.login('manager')];
  deps = {
    db: s.services.db,
    clock: s.services.clock,
    publisher: recordingPublisher().publisher,
    actor: { user: null, ip: 'test' },
    hooks: s.services.parts.ops,
  };
});
afterAll(async () => {
  await s.close();
});

const row = async (q: string) => (await sql<any>`${sql.raw(q)}`.execute(s.services.db)).rows[0];

/** A fresh task of station 01 on `recipeId`, opened through the operations service as the dispatch desk does. */
async function newTask(recipeId: number) {
  const project = await row(`select id from projects where org_id = '01' order by id limit 1`);
  return openTask(deps, { orgId: '01', projectId: project.id, recipeId, pouringSite: '承台', pourMethod: '泵送', planQuantity: 30 });
}

/** A free mixer of station 01 at the plant. */
async function freeTruck() {
  const v = await row(`select id from vehicles where org_id = '01' and kind = 'mixer' and ticket_id is null order by id desc limit 1`);
  await setVehicleStatus(deps, { vehicleId: v.id, status: 'atPlant' });
  return v.id as number;
}

describe('the demo plant', () => {
  it('has approved recipes and an approved selection for every task it may produce, so it produces from the first minute', async () => {
    // the recipes and tomorrow's pending orders of server/seed/recipe-approvals.seed.ts wait for their countersignature
    expect(
      await row(
        `select count(*)::int n from recipes r where approve_state is distinct from 1 and
          exists (select 1 from production_tasks k where k.recipe_id = r.id and k.state <> 0)`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await row(
        `select count(*)::int n from production_tasks k where k.state <> 0 and
          not exists (select 1 from recipe_selections s where s.task_id = k.id and s.approve_state = 1 and s.leader_approve_state = 1)`,
      ),
    ).toEqual({ n: 0 });
    // and every line a template of its bunkers, in their order
    expect(
      await row(
        `select count(*)::int n from hosts h where h.kind = 'line' and
          not exists (select 1 from recipe_templates t where t.host_id = h.id
          and jsonb_array_length(t.details) = (select count(*) from silos where host_id = h.id))`,
      ),
    ).toEqual({ n: 0 });
    const list = okData(await s.call('POST', '/quality/recipe-select/task-list-select', lab, { body: { org_id: '01' } }));
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.filter((t: { orgId: string; producible: boolean }) => !(t.orgId === '01' && t.producible))).toEqual([]);
  });
});

describe('a task without an approved selection', () => {
  let recipeId: number;
  let taskId: number;
  beforeAll(async () => {
    const draft = okData(
      await s.call('POST', '/quality/recipe-lib/save-zy', lab, {
        body: {
          org_id: '01',
          recipeCode: 'SEL-C35',
          strength: 'C35',
          slump: '180±20',
          materials: [
            { materialName: 'P.O 42.5 水泥', kgPerM3: '330' },
            { materialName: '中砂', kgPerM3: '760' },
            { materialName: '碎石 5-25mm', kgPerM3: '1050' },
            { materialName: '水', kgPerM3: '175' },
          ],
        },
      }),
    );
    recipeId = Number(draft.libId);
    taskId = (await newTask(recipeId)).id;
  });

  it('opens on a draft recipe with a draft selection, and its first ticket is refused naming the task', async () => {
    const detail = okData(await s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(taskId) } }));
    expect([detail.recipeCode, detail.approveState ?? null, detail.producible]).toEqual(['SEL-C35', null, false]);
    const r = await refusal(issueTicket(deps, { taskId, vehicleId: await freeTruck(), quantity: 6 }));
    expect(r).toEqual({ field: 'taskId', en: 'taskId: the task has no approved recipe selection and cannot be produced' });
  });

  it('cannot select a recipe the library has not approved', async () => {
    const r = await s.call('POST', '/quality/recipe-select/save-zy', lab, { body: { taskId, recipeId } });
    expect([r.body.code, (r.body as any).data?.field]).toEqual([400, 'recipeId']);
  });

  it('after the library approval, selection, lab approval and leader approval, the task produces by the moisture-adjusted selection', async () => {
    for (const businessType of ['recipe-lib', 'recipe-select', 'recipe-select-leader']) {
      okData(
        await s.call('POST', '/system/approval-flow/save', admin, { body: { businessType, levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] } }),
      );
    }
    okData(await s.call('POST', '/quality/recipe-lib/submit', lab, { body: { libId: recipeId } }));
    okData(await s.call('POST', '/quality/recipe-lib/approval', admin, { body: { libId: recipeId } }));

    const moisture = [
      { materialName: '中砂', percent: '5' },
      { materialName: '碎石 5-25mm', percent: '1' },
    ];
    const selected = okData(await s.call('POST', '/quality/recipe-select/save-zy', lab, { body: { taskId, recipeId, moisture } }));
    // 760 × 5 % = 38; 1050 × 1 % = 10.5; water 175 − 48.5
    expect(selected.batch.rows.map((r: any) => [r.materialName, r.recipeKg, r.batchKg])).toEqual([
      ['P.O 42.5 水泥', '330.00', '330.00'],
      ['中砂', '760.00', '798.00'],
      ['碎石 5-25mm', '1050.00', '1060.50'],
      ['水', '175.00', '126.50'],
    ]);
    expect([selected.batch.recipeTotalKg, selected.batch.batchTotalKg]).toEqual(['2315.00', '2315.00']);
    const id = selected.id;

    // the leader's flow opens on the lab's agreement only: submitting it directly would skip the lab
    const direct = await s.call('POST', '/quality/recipe-select/submit', lab, { body: { id, flow: 'leader' } });
    expect([direct.body.code, (direct.body as any).data?.field]).toEqual([400, 'flow']);
    okData(await s.call('POST', '/quality/recipe-select/submit', lab, { body: { id } }));
    expect((await refusal(issueTicket(deps, { taskId, vehicleId: await freeTruck(), quantity: 6 }))).field).toBe('taskId');
    const waiting = okData(await s.call('POST', '/quality/recipe-select/approval-list', admin, { body: {} }));
    expect(waiting.list.map((r: any) => r.id)).toContain(id);
    okData(await s.call('POST', '/quality/recipe-select/approval', admin, { body: { id } }));
    // the lab agreed: the leader's turn, still no production
    const leaderList = okData(await s.call('POST', '/quality/recipe-select/leader-approval-list', manager, { body: {} }));
    expect(leaderList.list.map((r: any) => [r.id, r.approveState, r.leaderApproveState])).toContainEqual([id, 1, 0]);
    expect((await refusal(issueTicket(deps, { taskId, vehicleId: await freeTruck(), quantity: 6 }))).field).toBe('taskId');
    okData(await s.call('POST', '/quality/recipe-select/leader-approval', manager, { body: { id } }));
    const both = okData(await s.call('GET', '/quality/recipe-select/leader-detail', lab, { query: { taskId: String(taskId) } }));
    expect([both.approval.record.approveState, both.leader.record.leaderApproveState]).toEqual([1, 1]);

    const ticket = await issueTicket(deps, { taskId, vehicleId: await freeTruck(), quantity: 2 });
    const task = await row(`select host_id from production_tasks where id = ${taskId}`);
    const line =
      task.host_id ??
      (await row(`select h.id from hosts h join mixers m on m.host_id = h.id where h.org_id = '01' and h.kind = 'line' order by h.id limit 1`)).id;
    const batch = await recordBatch(deps, { hostId: line, ticketId: ticket.id, quantity: 2 });
    const used = (
      await sql<any>`select material_name, sum(quantity)::float t from batch_consumptions where batch_id = ${batch.id}
        group by material_name order by material_name`.execute(s.services.db)
    ).rows;
    // 2 m³ of the batch weights, in tonnes: sand 798 × 2, stone 1060.5 × 2, cement 330 × 2 (water is metered, not in silos)
    expect(Object.fromEntries(used.map((u: any) => [u.material_name, u.t]))).toEqual({ 'P.O 42.5 水泥': 0.66, 中砂: 1.6, '碎石 5-25mm': 2.12 });
  });

  it('stops producing while its selection is out of use', async () => {
    const sel = okData(await s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(taskId) } }));
    okData(await s.call('GET', '/quality/recipe-select/update-status', lab, { query: { id: String(sel.id), useState: '0' } }));
    expect((await refusal(issueTicket(deps, { taskId, vehicleId: await freeTruck(), quantity: 2 }))).field).toBe('taskId');
    okData(await s.call('GET', '/quality/recipe-select/update-status', lab, { query: { id: String(sel.id), useState: '1' } }));
  });

  it('refuses moisture for a material the recipe does not hold, naming it, and writes nothing', async () => {
    const before = okData(await s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(taskId) } }));
    const r = await s.call('POST', '/quality/recipe-select/save-zy', lab, { body: { taskId, recipeId, moisture: [{ materialName: '粗砂', percent: '3' }] } });
    expect([r.body.code, (r.body as any).data?.field]).toEqual([400, 'moisture.0.materialName']);
    const after = okData(await s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(taskId) } }));
    expect([after.approveState, after.leaderApproveState]).toEqual([before.approveState, before.leaderApproveState]);
  });

  it('is out of reach of another station and of a role without the screen', async () => {
    const station = await s.login('station');
    const other = await row(`select id from production_tasks where org_id = '02' order by id limit 1`);
    expect((await s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(other.id), org_id: '01' } })).body.code).toBe(404);
    expect((await s.call('POST', '/quality/recipe-select/save-zy', station, { body: { taskId, recipeId } })).body.code).toBe(403);
  });
});
