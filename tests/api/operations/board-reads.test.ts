import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPlant } from '../../../server/operations/plant-time';
import { yesterdayOf } from '../../../server/operations/delivery-day.routes';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let dispatcher: string;
let station: string;
beforeAll(async () => {
  s = await startTestServer();
  dispatcher = await s.login('dispatcher');
  station = await s.login('station');
});
afterAll(async () => {
  await s.close();
});

describe('GET /live/delivery-yesterday', () => {
  it("answers the day before today's deliveries in the board's figures, each station its own", async () => {
    const db = s.services.db;
    const clock = s.services.clock;
    const { date, from, to } = yesterdayOf(clock);
    const task = await db
      .selectFrom('production_tasks as k')
      .innerJoin('customers as c', 'c.id', 'k.customer_id')
      .innerJoin('projects as p', 'p.id', 'k.project_id')
      .select(['k.id', 'k.org_id', 'c.customer_name', 'p.project_name'])
      .where('k.org_id', '=', '01')
      .orderBy('k.id')
      .executeTakeFirstOrThrow();
    const truck = await db.selectFrom('vehicles').select('id').where('org_id', '=', '01').orderBy('id').executeTakeFirstOrThrow();
    const at = (time: string) => fromPlant(clock, `${date} ${time}`);
    const ticket = (code: string, quantity: number, loading: string, back: string | null) => ({
      org_id: '01',
      task_id: task.id,
      vehicle_id: truck.id,
      ticket_code: code,
      quantity,
      created_at: at(loading),
      ticketed_at: at(loading),
      loading_at: at(loading),
      back_at: back ? at(back) : null,
    });
    const before = (await s.call('GET', '/live/delivery-yesterday', station)).body.data;
    // the round trips (minutes) of the station's tickets issued yesterday that came back: the turnaround is their mean
    const trips = (
      await db
        .selectFrom('delivery_tickets')
        .select(['loading_at', 'back_at'])
        .where('org_id', '=', '01')
        .where('ticketed_at', '>=', from)
        .where('ticketed_at', '<', to)
        .execute()
    )
      .filter((t) => t.loading_at && t.back_at && t.back_at > t.loading_at)
      .map((t) => (new Date(t.back_at!).getTime() - new Date(t.loading_at!).getTime()) / 60_000);
    const tripMinutes = trips.reduce((a, m) => a + m, 0);
    expect(before.turnaround).toBe(trips.length ? Math.round(tripMinutes / trips.length) : null);
    const otherStation = async () => (await s.call('GET', '/live/delivery-yesterday', dispatcher, { query: { org_id: '02' } })).body.data;
    const otherBefore = await otherStation();
    const of = (rows: { name: string; quantity: number }[], name: string) => rows.find((r) => r.name === name)?.quantity ?? 0;
    await db
      .insertInto('delivery_tickets')
      .values([ticket('E2E-Y1', 8, '10:00:00', '11:30:00'), ticket('E2E-Y2', 4.5, '23:50:00', null)])
      .execute();
    // a draft never issued, and a ticket of today, stay out
    await db
      .insertInto('delivery_tickets')
      .values({ ...ticket('E2E-Y3', 6, '12:00:00', null), ticketed_at: null })
      .execute();
    await db
      .insertInto('delivery_tickets')
      .values({ ...ticket('E2E-T1', 7, '12:00:00', null), ticketed_at: new Date(clock.now().getTime() - 1000) })
      .execute();

    const mine = (await s.call('GET', '/live/delivery-yesterday', station)).body;
    expect(mine.code).toBe(200);
    // the two issued tickets above count; the draft and today's ticket do not
    expect(mine.data.date).toBe(date);
    expect(mine.data.delivered).toBeCloseTo(before.delivered + 12.5, 2);
    expect(mine.data.tickets).toBe(before.tickets + 2);
    expect(of(mine.data.byCustomer, task.customer_name)).toBeCloseTo(of(before.byCustomer, task.customer_name) + 12.5, 2);
    expect(of(mine.data.bySite, task.project_name)).toBeCloseTo(of(before.bySite, task.project_name) + 12.5, 2);
    // one more ticket back, after 90 minutes
    expect(mine.data.turnaround).toBe(Math.round((tripMinutes + 90) / (trips.length + 1)));
    expect(await otherStation()).toEqual(otherBefore);
  });
});

describe('GET /live/board-title', () => {
  it("gives a station its own title when it has one, else its name, never the company's title (issue 26 item 7)", async () => {
    const db = s.services.db;
    expect((await s.call('GET', '/live/board-title', station)).body.data).toEqual({ title: '华建混凝土余杭搅拌站' });
    await db.insertInto('settings').values({ type: 'bigscreen_title', value: '余杭站调度大屏', remark: '', org_id: '01' }).execute();
    expect((await s.call('GET', '/live/board-title', station)).body.data).toEqual({ title: '余杭站调度大屏' });
    await db.deleteFrom('settings').where('type', '=', 'bigscreen_title').execute();
    expect((await s.call('GET', '/live/board-title', station)).body.data).toEqual({ title: '华建混凝土余杭搅拌站' });
  });
});
