import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DeliveryFixture } from '../delivery/delivery-fixture';
import { pdfText } from '../print/pdf-text';
import { rawCall } from '../print/print-support';
import { producedTask } from './produced-task';

/**
 * Issue 11's quality loop: the running σ of a recipe from its own 28-day results (what the mix
 * design proposes and the known-σ evaluation takes), and water added in transit against the W/B.
 */
let f: DeliveryFixture;
let lab: string;
let taskId: number;
let ticketId: number;
let recipeId: number;
let grade: string;
beforeAll(async () => {
  ({ f, lab, taskId, ticketId, recipeId, grade } = await producedTask());
}, 120_000);
afterAll(async () => {
  await f.s.close();
});

const post = (path: string, body: Record<string, unknown>, token = lab) => f.s.call('POST', path, token, { body });

/** A 28-day group of the task sampled on `day`, its three cubes all broken at `kn` (150 mm: kN / 22.5 = MPa). */
async function group(day: string, kn: number) {
  const r = await post('/production/sample/addSampleRecordSany', { taskId, ticketId, sampleDate: day, ages: [28] });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  const tested = await post('/experiment/strengthRecord/updateById', { id: r.body.data.list[0].id, loadsKn: [kn, kn, kn] });
  expect(tested.body.code, JSON.stringify(tested.body)).toBe(200);
  return r.body.data.sampleNo as string;
}

describe('running σ of a recipe from its specimen results', () => {
  it('takes the 28-day groups of the window: 40.0, 42.0, 38.0 give Σf 120, Σf² 4808, σ 2.00, used as 2.50', async () => {
    const inside = [await group('2025-03-01', 900), await group('2025-03-10', 945), await group('2025-03-20', 855)];
    const outside = await group('2025-01-30', 1350); // 60.0 MPa, the day before the 60-day window
    const r = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: { libId: String(recipeId), asOf: '2025-03-30', days: '60' } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    // a 60-day window ending 2025-03-30 starts on 2025-01-30 (both days included): the 60.0 group is in it
    expect(r.body.data).toMatchObject({
      basis: 'recipe',
      n: 4,
      window: { from: '2025-01-30', to: '2025-03-30', days: 60 },
      asSigma0: false,
      asDesignSigma: false,
    });
    expect(r.body.data.groups.map((g: { ref: string }) => g.ref)).toEqual([outside, ...inside]);
    // one day on, it starts on 2025-01-31 and leaves it out
    const exact = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: { libId: String(recipeId), asOf: '2025-03-31', days: '60' } });
    expect(exact.body.data.window.from).toBe('2025-01-31');
    expect(exact.body.data.groups.map((g: { ref: string }) => g.ref)).toEqual(inside);
    expect(exact.body.data.spread).toMatchObject({ n: 3, sum: '120', sumOfSquares: '4808', mean: '40.0', computed: '2.00', value: '2.50', floored: true });
    // the σ stands on the stored rows: their sum is the Σf shown
    const stored = await f.s.services.db
      .selectFrom('concrete_samples')
      .select(sql<string>`sum(strength_mpa)::text`.as('s'))
      .where('sample_no', 'in', inside)
      .executeTakeFirstOrThrow();
    expect(Number(stored.s)).toBe(Number(exact.body.data.spread.sum));
    // the same groups by grade
    const byGrade = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: { grade, asOf: '2025-03-31', days: '60' } });
    expect(byGrade.body.data.groups.map((g: { ref: string }) => g.ref)).toEqual(expect.arrayContaining(inside));
  });

  it('answers 400 naming the field for no recipe, a window outside 60–90 days and an unknown recipe', async () => {
    const none = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: {} });
    expect([none.body.code, none.body.data?.field]).toEqual([400, 'libId']);
    const days = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: { libId: String(recipeId), days: '30' } });
    expect([days.body.code, days.body.data?.field]).toEqual([400, 'days']);
    const unknown = await f.s.call('GET', '/quality/recipe-lib/sigma', lab, { query: { libId: '999999' } });
    expect([unknown.body.code, unknown.body.data?.field]).toEqual([400, 'libId']);
  });
});

describe('water added in transit', () => {
  it('records an addition against a load and flags it against the recipe W/B, from the recipe the load batched', async () => {
    const r = await post('/quality/transit-water/add', { ticketId, addedKg: '60', reason: '现场坍落度不足' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const sel = await f.s.call('GET', '/quality/recipe-select/detail', lab, { query: { taskId: String(taskId) } });
    const materials = (sel.body.data?.materials ?? []) as Array<{ materialName: string; kgPerM3: number }>;
    const water = materials.filter((m) => m.materialName === '水').reduce((a, m) => a + Number(m.kgPerM3), 0);
    const binder = materials.filter((m) => /水泥|粉煤灰|矿粉/.test(m.materialName)).reduce((a, m) => a + Number(m.kgPerM3), 0);
    expect(water).toBeGreaterThan(0);
    // 60 kg over the 8 m³ load: 7.50 kg/m³ on the recipe's water
    expect(r.body.data).toMatchObject({
      ticketId,
      quantity: '8.00',
      addedKgPerM3: '7.50',
      recipeRatio: (water / binder).toFixed(2),
      ratio: ((water + 7.5) / binder).toFixed(2),
    });
    expect(r.body.data.flagged).toBe(Number(r.body.data.ratio) > Number(r.body.data.recipeRatio));
    const small = await post('/quality/transit-water/add', { ticketId, addedKg: '0.8' });
    expect(small.body.data.flagged).toBe(false);
    const list = await f.s.call('GET', '/quality/transit-water/list', lab, { query: { taskId: String(taskId) } });
    expect(list.body.data.list.map((x: { addedKg: string }) => x.addedKg)).toEqual(['60.0', '0.8']);
    expect(list.body.data.totals).toEqual({ count: 2, addedKg: '60.8', flagged: r.body.data.flagged ? 1 : 0 });
  });

  it('answers 400 naming the field for a bad amount and 404 for an unknown load; a station user may not record', async () => {
    const bad = await post('/quality/transit-water/add', { ticketId, addedKg: '-5' });
    expect([bad.body.code, bad.body.data?.field]).toEqual([400, 'addedKg']);
    expect((await post('/quality/transit-water/add', { ticketId: 99999999, addedKg: '5' })).body.code).toBe(404);
    expect((await post('/quality/transit-water/add', { ticketId, addedKg: '5' }, f.station)).body.code).toBe(403);
  });
});

describe('the certificate of the task states its 28-day results and the water added in transit', () => {
  it('prints each valid 28-day group of its days and the additions of its loads, summed from their rows', async () => {
    const today = f.s.services.clock.today();
    const sampleNo = await group(today, 1010); // 44.9 MPa
    const cert = await f.s.call('POST', '/production/certificateManage/insert', lab, {
      query: { org_id: '01' },
      body: { certificateNo: `HGZ-QL-${Date.now() % 100000}`, taskId, dateFrom: today, dateTo: today, issueDate: today },
    });
    expect(cert.body.code, JSON.stringify(cert.body)).toBe(200);
    const r = await rawCall(f.s, '/resource/certificateReport/print', lab, { id: String(cert.body.data.id), doc: 'certificate', org_id: '01' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers['content-type'], JSON.stringify(r.body)).toBe('application/pdf');
    const text = (await pdfText(r.bytes)).join('\n');
    const percent = await f.s.services.db
      .selectFrom('concrete_samples')
      .select(sql<string>`percent_of_grade::text`.as('p'))
      .where('sample_no', '=', sampleNo)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`${sampleNo}: 44.9 MPa (${percent.p}%)`);
    // the additions recorded above against today's load, from their rows
    const rows = await f.s.services.db.selectFrom('ticket_water_additions').select(['added_kg', 'flagged']).where('task_id', '=', taskId).execute();
    const kg = rows.reduce((a, x) => a + Number(x.added_kg), 0).toFixed(1);
    expect(text).toContain(`${rows.length}车次，共${kg}kg，超出配合比水胶比${rows.filter((x) => x.flagged).length}车次`);
  });
});
