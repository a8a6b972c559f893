import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DeliveryFixture } from '../delivery/delivery-fixture';
import { producedTask } from './produced-task';

/**
 * Issue 11's drift notice: a recipe's 28-day groups entered through the real calls; a slow decline
 * raises one notice to the lab, while every group is still above fcu,k, and a stable series none.
 */
let f: DeliveryFixture;
let lab: string;
let taskId: number;
let ticketId: number;
let recipeId: number;
let fcuk: number;
beforeAll(async () => {
  let grade: string;
  ({ f, lab, taskId, ticketId, recipeId, grade } = await producedTask());
  fcuk = Number(/C(\d+)/.exec(grade)?.[1]);
}, 120_000);
afterAll(async () => {
  await f.s.close();
});

const post = (path: string, body: Record<string, unknown>) => f.s.call('POST', path, lab, { body });

/** A 28-day group sampled on `day` whose three 150 mm cubes give `mpa` (kN = MPa × 22.5). */
async function group(day: string, mpa: number) {
  const r = await post('/production/sample/addSampleRecordSany', { taskId, ticketId, sampleDate: day, ages: [28] });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  const kn = (mpa * 22.5).toFixed(2);
  const tested = await post('/experiment/strengthRecord/updateById', { id: r.body.data.list[0].id, loadsKn: [kn, kn, kn] });
  expect(tested.body.code, JSON.stringify(tested.body)).toBe(200);
  expect(tested.body.data.computation.strength).toBe(mpa.toFixed(1));
  return r.body.data.sampleNo as string;
}

async function driftNotices() {
  const r = await f.s.call('GET', '/system/basic/getUnDealTask', lab, { query: { typeFrom: 'strength_drift', limit: '50' } });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data.list as Array<{ content: string; business_id: string; route: string }>;
}

const day = (start: string, i: number) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);

describe('a recipe drifting down raises a notice before a group fails', () => {
  it('tells nothing for a stable series, then once for a slow decline at its 13th group, all groups above fcu,k', async () => {
    // fewer than 30 groups: σ is JGJ 55's table value, 5.0 MPa for C25–C45; design mean fcu,k + 8.225
    expect(fcuk).toBeGreaterThanOrEqual(25);
    expect(fcuk).toBeLessThanOrEqual(45);
    const stable = [8, 10, 6, 9, 7, 11, 5, 8, 9.5, 6.5];
    for (const [i, d] of stable.entries()) await group(day('2024-03-01', i), fcuk + d);
    expect(await driftNotices()).toEqual([]);

    // 0.5 MPa lower each group, from fcu,k + 8 down: the lower CUSUM (reference fcu,k + 5.725) reads
    // 0.225, 0.95, 2.175, 3.9, 6.125, 8.85, 12.075 — under the limit 15 — then 15.8 at fcu,k + 2
    const decline = Array.from({ length: 13 }, (_, i) => fcuk + 8 - 0.5 * i);
    const refs: string[] = [];
    for (const [i, mpa] of decline.entries()) {
      refs.push(await group(day('2024-03-20', i), mpa));
      if (i < 12) expect(await driftNotices(), `after group ${i + 1}`).toEqual([]);
    }
    const told = await driftNotices();
    expect(told).toHaveLength(1);
    // named by its recipe and the first group of the run (the 6th of the decline, fcu,k + 5.5)
    expect(told[0]).toMatchObject({ business_id: `${recipeId}:${refs[5]}`, route: '/lab/mix-proportion-model' });
    expect(told[0].content).toContain(`${(fcuk + 2).toFixed(1)} MPa`);
    expect(told[0].content).toContain('8组');
    // every group is still at or above fcu,k + 2: no group has failed
    const stored = await f.s.services.db
      .selectFrom('concrete_samples')
      .select(sql<string>`min(strength_mpa)::text`.as('m'))
      .where('sample_no', 'in', refs)
      .executeTakeFirstOrThrow();
    expect(Number(stored.m)).toBe(fcuk + 2);

    // the same drift going on is not told again
    await group(day('2024-03-20', 13), fcuk + 1.5);
    expect(await driftNotices()).toHaveLength(1);
    // told to the users the event names (admin, lab), each once
    const admin = await f.s.services.db
      .selectFrom('todos as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select('u.user_name')
      .where('t.type_from', '=', 'strength_drift')
      .execute();
    expect(admin.map((x) => x.user_name).sort()).toEqual(['admin', 'lab']);
  });
});
