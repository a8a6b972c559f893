import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../harness';
import { deliveryServer, runningTasks, ticketOn, type DeliveryFixture } from '../delivery/delivery-fixture';

let f: DeliveryFixture;
let lab: string;
let taskId: number;
let ticketId: number;
beforeAll(async () => {
  f = await deliveryServer();
  lab = await f.s.login('lab');
  [{ id: taskId }] = await runningTasks(f.s, '01', 1);
  ticketId = await ticketOn(f, taskId, '8');
}, 120_000);
afterAll(async () => {
  await f.s.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, token = lab) =>
  method === 'GET'
    ? f.s.call('GET', path, token, { query: Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])) })
    : f.s.call('POST', path, token, { body });

describe('specimens: register, bind, detect', () => {
  let ids: number[];
  let sampleNo: string;

  it('registers a group of a ticket with a row per age, the sample number given by the server', async () => {
    const users = await call('GET', '/production/sample/task-user-list', { taskId });
    expect(users.body.code, JSON.stringify(users.body)).toBe(200);
    expect(users.body.data.tickets.map((t: { id: number }) => t.id)).toContain(ticketId);
    const r = await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId, sampleDate: '2026-10-01', sizeMm: 150 });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    sampleNo = r.body.data.sampleNo;
    expect(sampleNo).toMatch(/^YP01\d{8}$/);
    expect(r.body.data.list.map((x: { ageDays: number }) => x.ageDays)).toEqual([3, 7, 28]);
    expect(r.body.data.list[2]).toMatchObject({ dueDate: '2026-10-29', ticketId, sizeMm: 150, sampler: expect.any(String) });
    ids = r.body.data.list.map((x: { id: number }) => x.id);
    const page = await call('POST', '/production/sample/sany-sample-list', { sampleNo });
    expect(page.body.data.list).toHaveLength(3);
    expect((await call('GET', '/production/sample/getSampleRecordSanyById', { id: ids[0] })).body.data.sampleNo).toBe(sampleNo);
  });

  it('refuses a ticket of another task and a cube size the standard has no factor for, writing nothing', async () => {
    const before = await countRows(f.s, 'concrete_samples');
    const other = await f.s.services.db.selectFrom('delivery_tickets').select('id').where('task_id', '<>', taskId).executeTakeFirstOrThrow();
    const r = await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId: other.id });
    expect([r.body.code, r.body.data?.field]).toEqual([400, 'ticketId']);
    const size = await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId, sizeMm: 120 });
    expect([size.body.code, size.body.data?.field]).toEqual([400, 'sizeMm']);
    expect(await countRows(f.s, 'concrete_samples')).toBe(before);
  });

  it('binds the label code to every age of the sample number, a code once per station', async () => {
    const r = await call('POST', '/production/sample/bind', { sampleNo, bindCode: 'RF-0001' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    // the three ages of the sample number registered above
    expect(r.body.data.list.map((x: { bindCode: string }) => x.bindCode)).toEqual(['RF-0001', 'RF-0001', 'RF-0001']);
    const second = await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId, ages: [28] });
    const dup = await call('POST', '/production/sample/bind', { sampleNo: second.body.data.sampleNo, bindCode: 'RF-0001' });
    expect([dup.body.code, dup.body.data?.field]).toEqual([400, 'bindCode']);
    expect((await call('POST', '/production/sample/sany-sample-del', { id: second.body.data.list[0].id })).body.code).toBe(200);
  });

  it('enters the loads at 7 and 28 days: every cube strength, the 15 % rule, the size factor, the share of the grade', async () => {
    const grade = Number(/\d+/.exec((await call('GET', '/production/sample/getSampleRecordSanyById', { id: ids[0] })).body.data.strength)![0]);
    const seven = await call('POST', '/experiment/strengthRecord/updateById', { id: ids[1], loadsKn: [540, 560, 575] });
    expect(seven.body.code, JSON.stringify(seven.body)).toBe(200);
    // 540 000 N / 22 500 mm² = 24.0; 560 → 24.9; 575 → 25.6; none beyond 15 % of 24.9: the mean 24.8
    expect(seven.body.data).toMatchObject({ strengths: '24.0,24.9,25.6', rule: 'mean', sizeFactor: '1.00', strengthMpa: '24.8' });
    expect(seven.body.data.percentOfGrade).toBe((Math.round((24.8 * 1000) / grade) / 10).toFixed(1));
    const worked = await call('POST', '/production/inspection/sample-update', { id: ids[2], loadsKn: [940, 1010, 1180] });
    expect(worked.body.data).toMatchObject({ strengths: '41.8,44.9,52.4', rule: 'middle', strengthMpa: '44.9' });
    expect(worked.body.data.computation.maxDeviation).toMatchObject({ percent: '16.7', exceeds: true });
    const page = await call('POST', '/experiment/strengthRecord/page', { sampleNo });
    expect(
      page.body.data.list
        .filter((x: { testedAt: string | null }) => x.testedAt)
        .map((x: { ageDays: number }) => x.ageDays)
        .sort(),
    ).toEqual([28, 7]);
    // a tested group keeps its registration
    expect((await call('POST', '/production/sample/sany-sample-del', { id: ids[0] })).body.code).toBe(409);
  });

  it('keeps the name of the test photo uploaded for a group and answers its URL', async () => {
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    const r = await call('POST', '/production/inspection/sample-update', { id: ids[2], loadsKn: [940, 1010, 1180], imageName: name });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const url = await call('GET', '/production/inspection/getFileUrl', { id: ids[2] });
    expect(url.body.data).toEqual({ id: ids[2], imageName: name, url: `/experiment/upload/image?name=${name}` });
    const bad = await call('POST', '/production/inspection/sample-update', { id: ids[2], loadsKn: [940, 1010, 1180], imageName: '../x.jpg' });
    expect([bad.body.code, bad.body.data?.field]).toEqual([400, 'imageName']);
    expect((await call('GET', '/production/inspection/getFileUrl', { id: ids[0] })).body.data.url).toBeNull();
  });

  it('answers 400 naming the loads for two loads or a zero load, and clears a result', async () => {
    const two = await call('POST', '/experiment/strengthRecord/updateById', { id: ids[0], loadsKn: [500, 0, 510] });
    expect([two.body.code, two.body.data?.field]).toEqual([400, 'loads']);
    expect((await call('GET', '/experiment/strengthRecord/removeStrengthRecordById', { id: ids[1] })).body.data).toMatchObject({
      strengthMpa: null,
      testedAt: null,
    });
  });

  it('lists the 28-day groups due, not those tested or not yet due', async () => {
    const fresh = await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId, sampleDate: '2026-10-02', ages: [7, 28] });
    const due = await call('GET', '/experiment/strengthRecord/getTwentyEightRecord', { asOf: '2026-10-30' });
    expect(due.body.code, JSON.stringify(due.body)).toBe(200);
    const nos = due.body.data.list.map((x: { sampleNo: string }) => x.sampleNo);
    expect(nos).toContain(fresh.body.data.sampleNo);
    expect(nos).not.toContain(sampleNo);
    expect(due.body.data.list.find((x: { sampleNo: string }) => x.sampleNo === fresh.body.data.sampleNo)).toMatchObject({ dueDate: '2026-10-30', overdue: 0 });
    expect(due.body.data.total).toBe(due.body.data.list.length);
    const early = await call('GET', '/experiment/strengthRecord/getTwentyEightRecord', { asOf: '2026-10-29' });
    expect(early.body.data.list.map((x: { sampleNo: string }) => x.sampleNo)).not.toContain(fresh.body.data.sampleNo);
    expect((await call('GET', '/experiment/strengthRecord/getTitle')).body.data.map((x: { ageDays: number }) => x.ageDays)).toEqual(
      expect.arrayContaining([3, 7, 28]),
    );
  });

  it('counts registered groups against the sampling step of the recipe', async () => {
    const { samplingTotals } = await import('../../../server/operations/ticket.service');
    const totals = await samplingTotals(f.s.services.db, f.s.services.clock, ['01'], f.s.services.parts.ops.countSampled);
    const recipe = await f.s.services.db
      .selectFrom('production_tasks as k')
      .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
      .select('r.recipe_code')
      .where('k.id', '=', taskId)
      .executeTakeFirstOrThrow();
    const mine = await f.s.services.db
      .selectFrom('concrete_samples')
      .select('sample_no')
      .distinct()
      .where('task_id', '=', taskId)
      .where('state', '=', 1)
      .execute();
    expect(totals.find((t) => t.recipeCode === recipe.recipe_code)?.sampledGroups).toBeGreaterThanOrEqual(mine.length);
  });

  it('keeps the screens to their roles', async () => {
    const station = f.station;
    expect((await call('POST', '/production/sample/addSampleRecordSany', { taskId, ticketId }, station)).body.code).toBe(403);
    expect((await call('POST', '/experiment/strengthRecord/updateById', { id: ids[0], loadsKn: [500, 510, 520] }, station)).body.code).toBe(403);
  });
});
