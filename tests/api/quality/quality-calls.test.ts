import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countRows } from '../harness';
import { okData } from '../calls';
import { deliveryServer, runningTasks, ticketOn, type DeliveryFixture } from '../delivery/delivery-fixture';

/**
 * The four calls of issue 11 the catalogue named last: a ticket's specimen groups
 * (pubselect/getsampleRecordSanyByDetaiId), the selection slip's number (pubselect/getCode), the
 * start of a record's approval by its process key (flowable/definition/start) and the lab's release
 * of raw-material arrivals for payment (pay-record/selectData). `station` is made a lab user of
 * station 01 only, for the organisation scope.
 */
let f: DeliveryFixture;
let lab: string;
let admin: string;
let stationLab: string;
let sales: string;
let taskId: number;
let ticketId: number;
beforeAll(async () => {
  f = await deliveryServer();
  await sql`insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
    where u.user_name = 'station' and r.role_code = 'lab' on conflict do nothing`.execute(f.s.services.db);
  [lab, admin, stationLab, sales] = await Promise.all(['lab', 'admin', 'station', 'sales'].map((u) => f.s.login(u)));
  [{ id: taskId }] = await runningTasks(f.s, '01', 1);
  ticketId = await ticketOn(f, taskId, '8');
}, 120_000);
afterAll(async () => {
  await f.s.close();
});

const query = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
const get = (path: string, body: Record<string, unknown> = {}, token = lab) => f.s.call('GET', path, token, { query: query(body) });
const post = (path: string, body: Record<string, unknown> = {}, token = lab) => f.s.call('POST', path, token, { body });
const refused = (r: { body: any }) => [r.body.code, r.body.data?.field];
const one = async <T>(q: string): Promise<T> => (await sql<T>`${sql.raw(q)}`.execute(f.s.services.db)).rows[0];

describe('POST /quality/pubselect/getsampleRecordSanyByDetaiId', () => {
  it('answers the groups sampled from a ticket, every age of each sample number', async () => {
    const reg = okData(await post('/production/sample/addSampleRecordSany', { taskId, ticketId, ages: [7, 28], sampleDate: '2026-10-01' }));
    const other = okData(await post('/production/sample/addSampleRecordSany', { taskId, ticketId, ages: [28], sampleDate: '2026-10-02' }));
    const d = okData(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: ticketId }));
    const ticket = await one<{ ticket_code: string }>(`select ticket_code from delivery_tickets where id = ${ticketId}`);
    expect(d).toMatchObject({ detailId: ticketId, ticketCode: ticket.ticket_code, taskId });
    expect(Number(d.quantity)).toBe(8);
    expect(d.sampleNos.sort()).toEqual([reg.sampleNo, other.sampleNo].sort());
    expect(d.list.map((r: any) => [r.sampleNo, r.ageDays, r.ticketId])).toEqual(
      expect.arrayContaining([
        [reg.sampleNo, 7, ticketId],
        [reg.sampleNo, 28, ticketId],
        [other.sampleNo, 28, ticketId],
      ]),
    );
    expect(d.list).toHaveLength(await one<{ n: number }>(`select count(*)::int n from concrete_samples where ticket_id = ${ticketId}`).then((r) => r.n));
    expect(d.list.find((r: any) => r.ageDays === 7 && r.sampleNo === reg.sampleNo).dueDate).toBe('2026-10-08');
  });

  it('answers a ticket with no groups with an empty list', async () => {
    const fresh = await ticketOn(f, taskId, '2');
    expect(okData(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: fresh }))).toMatchObject({
      detailId: fresh,
      sampleNos: [],
      list: [],
    });
  });

  it("names the field of a missing or malformed ticket, 404 outside the caller's stations, 403 without the screen", async () => {
    expect(refused(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', {}))).toEqual([400, 'detailId']);
    expect(refused(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: 'T-1' }))).toEqual([400, 'detailId']);
    const foreign = await one<{ id: number }>(`select id from delivery_tickets where org_id = '02' order by id limit 1`);
    expect(foreign, 'the seed has tickets of station 02').toBeTruthy();
    expect((await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: foreign.id }, stationLab)).body.code).toBe(404);
    expect(okData(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: foreign.id })).detailId).toBe(foreign.id);
    expect(okData(await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: ticketId }, stationLab)).detailId).toBe(ticketId);
    expect((await post('/quality/pubselect/getsampleRecordSanyByDetaiId', { detailId: ticketId }, sales)).body.code).toBe(403);
  });
});

describe("GET /quality/pubselect/getCode and the selection slip's number", () => {
  let selectionId: number;

  it("proposes the next free number, which the lab's selection takes; the next proposal follows it", async () => {
    // slip numbers run per station: asked for the task's (01), past the other stations' slips (the demo's 02 has some)
    const before = okData(await get('/quality/pubselect/getCode', { org_id: '01' }));
    const taken = await one<{ n: number }>(`select count(*)::int n from recipe_selections where select_code like 'XY%' and org_id = '01'`);
    expect(before).toEqual({ code: `XY${String(taken.n + 1).padStart(6, '0')}` });
    const task = await one<{ recipe_id: number }>(`select recipe_id from production_tasks where id = ${taskId}`);
    const saved = okData(await post('/quality/pubselect/pubselect-add2', { org_id: '01', taskId, recipeId: task.recipe_id }));
    selectionId = saved.id;
    expect(saved.selectCode).toBe(before.code);
    expect(okData(await get('/quality/pubselect/getCode', { org_id: '01' })).code).toBe(`XY${String(taken.n + 2).padStart(6, '0')}`);
    // saving the slip again keeps its number
    expect(okData(await post('/quality/recipe-select/save-zy', { org_id: '01', taskId, recipeId: task.recipe_id })).selectCode).toBe(before.code);
  });

  it('refuses a number another slip of the station holds, naming selectCode, and writes nothing', async () => {
    const [second] = (await runningTasks(f.s, '01', 2)).filter((t) => t.id !== taskId);
    const recipe = await one<{ recipe_id: number }>(`select recipe_id from production_tasks where id = ${second.id}`);
    const code = (await one<{ select_code: string }>(`select select_code from recipe_selections where id = ${selectionId}`)).select_code;
    const before = await one<{ recipe_id: number; select_code: string | null }>(
      `select recipe_id, select_code from recipe_selections where task_id = ${second.id}`,
    );
    const r = await post('/quality/recipe-select/save-zy', { org_id: '01', taskId: second.id, recipeId: recipe.recipe_id, selectCode: code });
    expect(refused(r)).toEqual([400, 'selectCode']);
    expect(await one(`select recipe_id, select_code from recipe_selections where task_id = ${second.id}`)).toEqual(before);
    expect(refused(await post('/quality/recipe-select/save-zy', { org_id: '01', taskId: second.id, recipeId: recipe.recipe_id, selectCode: 'XY 1' }))).toEqual([
      400,
      'selectCode',
    ]);
  });

  it('is read on the selection screen only', async () => {
    expect((await get('/quality/pubselect/getCode', {}, sales)).body.code).toBe(403);
  });

  describe('POST /flowable/flowable/definition/start', () => {
    const start = (body: Record<string, unknown>, token = lab) => post('/flowable/flowable/definition/start', body, token);

    it('names the field of an unknown or unstartable process and of a missing record', async () => {
      expect(refused(await start({ processDefinitionKey: 'no-such-process', businessKey: selectionId }))).toEqual([400, 'processDefinitionKey']);
      // the leader's approval follows the lab's; no one starts it from outside
      expect(refused(await start({ processDefinitionKey: 'recipe-select-leader', businessKey: selectionId }))).toEqual([400, 'processDefinitionKey']);
      expect(refused(await start({ processDefinitionKey: 'recipe-select' }))).toEqual([400, 'businessKey']);
      expect(refused(await start({ processDefinitionKey: 'recipe-select', businessKey: '0' }))).toEqual([400, 'businessKey']);
      expect((await start({ processDefinitionKey: 'recipe-select', businessKey: 999999 })).body.code).toBe(404);
    });

    it("starts the record's approval as its screen's submit does: pending at level 1, on its approver's list", async () => {
      okData(await post('/system/approval-flow/save', { businessType: 'recipe-select', levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] }, admin));
      const d = okData(await start({ processDefinitionKey: 'recipe-select', businessKey: selectionId }));
      expect(d).toMatchObject({
        processDefinitionKey: 'recipe-select',
        businessKey: selectionId,
        resource: 'recipeSelect',
        flow: 'approval',
        route: '/approval/basic-mixratio-rev',
        state: 0,
        level: 1,
      });
      const row = await one<{ approve_state: number; approve_level: number; submit_user_id: number }>(
        `select approve_state, approve_level, submit_user_id from recipe_selections where id = ${selectionId}`,
      );
      expect(row).toMatchObject({ approve_state: 0, approve_level: 1 });
      const waiting = okData(await post('/quality/recipe-select/approval-list', {}, admin));
      expect(waiting.list.map((r: any) => r.id)).toContain(selectionId);
      // started once: a second start is a stale state
      expect((await start({ processDefinitionKey: 'recipe-select', businessKey: selectionId })).body.code).toBe(409);
    });

    it("keeps the object's permission and scope: 404 for another station's record, 403 without the edit button, nothing written", async () => {
      const foreign = await one<{ id: number }>(`select id from recipe_selections where org_id = '02' order by id limit 1`);
      const before = await countRows(f.s, 'approval_items');
      const state = await one(`select approve_state, approve_round from recipe_selections where id = ${foreign.id}`);
      expect((await start({ processDefinitionKey: 'recipe-select', businessKey: foreign.id }, stationLab)).body.code).toBe(404);
      expect((await start({ processDefinitionKey: 'recipe-select', businessKey: foreign.id }, sales)).body.code).toBe(403);
      expect(await one(`select approve_state, approve_round from recipe_selections where id = ${foreign.id}`)).toEqual(state);
      expect(await countRows(f.s, 'approval_items')).toBe(before);
    });
  });
});

describe('GET /experiment/pay-record/selectData', () => {
  interface Arrival {
    id: number;
    org_id: string;
    material: string;
    quantity: string;
    verdict: string;
    inspect_result: string | null;
  }
  const arrivals = async (org?: string) =>
    (
      await sql<Arrival>`select id, org_id, material, quantity::text, verdict, inspect_result from material_tests
    where ${org ? sql`org_id = ${org}` : sql`true`}`.execute(f.s.services.db)
    ).rows;
  /** the state the lab gives an arrival, restated from its row */
  const stateOf = (a: Arrival) => (a.inspect_result === 'fail' || a.verdict === 'fail' ? 'withheld' : a.verdict === 'pass' ? 'payable' : 'pending');
  const tonnes = (rows: Arrival[]) => rows.reduce((s, a) => s + Math.round(Number(a.quantity) * 100), 0);
  const fen = (v: string) => Math.round(Number(v) * 100);

  it('totals every arrival the filters select by what the lab released, each total the sum of its rows', async () => {
    const d = okData(await get('/experiment/pay-record/selectData', { limit: 500 }));
    const rows = await arrivals();
    expect(d.total).toBe(rows.length);
    expect(d.list).toHaveLength(rows.length);
    expect(fen(d.totals.quantity)).toBe(tonnes(rows));
    for (const state of ['payable', 'withheld', 'pending']) expect(fen(d.totals[state]), state).toBe(tonnes(rows.filter((a) => stateOf(a) === state)));
    expect(fen(d.totals.payable) + fen(d.totals.withheld) + fen(d.totals.pending)).toBe(fen(d.totals.quantity));
    // each row says why: its report's verdict, and what of it may be paid
    for (const r of d.list) {
      const a = rows.find((x) => x.id === r.recordId)!;
      expect([r.payState, r.verdict, fen(r.payableQuantity)]).toEqual([stateOf(a), a.verdict, stateOf(a) === 'payable' ? fen(a.quantity) : 0]);
    }
    expect(new Set(d.list.map((r: any) => r.payState))).toEqual(new Set(['payable', 'withheld', 'pending']));
  });

  it('filters by material and state, and answers one arrival by its recordId', async () => {
    const d = okData(await get('/experiment/pay-record/selectData', { material: 'cement', payState: 'withheld' }));
    expect(d.list.length).toBeGreaterThan(0);
    expect(d.list.every((r: any) => r.material === 'cement' && r.payState === 'withheld' && r.payableQuantity === '0')).toBe(true);
    expect(fen(d.totals.withheld)).toBe(fen(d.totals.quantity));
    const first = d.list[0];
    expect(okData(await get('/experiment/pay-record/selectData', { recordId: first.recordId }))).toEqual(first);
  });

  it("stays in the caller's stations: a station sees its own arrivals, 404 for another's", async () => {
    const d = okData(await get('/experiment/pay-record/selectData', { limit: 500 }, stationLab));
    const own = await arrivals('01');
    expect(d.total).toBe(own.length);
    expect(d.list.length).toBeGreaterThan(0);
    expect(d.list.filter((r: any) => r.orgId !== '01')).toEqual([]);
    expect(fen(d.totals.quantity)).toBe(tonnes(own));
    const foreign = (await arrivals('02'))[0];
    expect((await get('/experiment/pay-record/selectData', { recordId: foreign.id }, stationLab)).body.code).toBe(404);
  });

  it('names the field of bad input and refuses a user without the ledgers and reports', async () => {
    expect(refused(await get('/experiment/pay-record/selectData', { material: 'steel' }))).toEqual([400, 'material']);
    expect(refused(await get('/experiment/pay-record/selectData', { dateFrom: '2026-02-30' }))).toEqual([400, 'dateFrom']);
    expect(refused(await get('/experiment/pay-record/selectData', { recordId: 'R1' }))).toEqual([400, 'recordId']);
    expect(refused(await get('/experiment/pay-record/selectData', { payState: 'paid' }))).toEqual([400, 'payState']);
    expect((await get('/experiment/pay-record/selectData', {}, sales)).body.code).toBe(403);
  });
});
