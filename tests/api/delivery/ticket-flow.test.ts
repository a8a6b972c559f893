import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../../src/domain/events';
import { formatMessage } from '../../../src/domain/server-messages';
import type { TestServer } from '../harness';
import { deliveryServer, firstMixer, runningTasks, shipped as shippedOn, type DeliveryFixture } from './delivery-fixture';

let f: DeliveryFixture;
let s: TestServer;
let dispatcher: string;
let station: string;

beforeAll(async () => {
  f = await deliveryServer();
  ({ s, dispatcher, station } = f);
}, 120_000);
afterAll(async () => {
  await s.close();
});

const FAMILIES = { sc: '/production/sctaskdetail', sany: '/production/sany_sctaskdetail' } as const;

/** A running task of a station and a mixer of that station. */
async function taskAndTruck(orgId = '01') {
  const [task] = await runningTasks(s, orgId);
  return { task, truck: await firstMixer(s, orgId) };
}

const shipped = (taskId: number) => shippedOn(s, taskId);

for (const [family, p] of Object.entries(FAMILIES)) {
  describe(`the ${family} ticket flow`, () => {
    const call = (move: string, body: Record<string, unknown>, token = dispatcher) => s.call('POST', `${p}/${move}`, token, { body });

    it('saves a draft, updates it, sends it (shipped grows), prints, remarks and returns it (shipped shrinks back)', async () => {
      const { task, truck } = await taskAndTruck();
      const before = await shipped(task.id);
      const saved = await call('save', { taskId: task.id, vehicleId: truck.id, quantity: '6.5' });
      expect(saved.body.code).toBe(200);
      const id = saved.body.data.id as number;
      expect(await shipped(task.id)).toBe(before);
      const updated = await call('update', { id, quantity: '7', innerNumber: 'N-7' });
      expect(updated.body.data).toMatchObject({ state: 'saved', quantity: '7.000', innerNumber: 'N-7', family });
      expect((await call('print-flag', { id })).body).toMatchObject({ code: 409, data: { field: 'state' } });
      const sent = await call('send', { id });
      expect(sent.body.data.state).toBe('sent');
      expect(await shipped(task.id)).toBeCloseTo(before + 7, 2);
      expect((await call('update', { id, quantity: '8' })).body.code).toBe(409);
      expect((await call('send', { id })).body.code).toBe(409);
      expect((await call('print-flag', { id })).body.data.printCount).toBe(1);
      expect((await call('print-flag', { id })).body.data.printCount).toBe(2);
      expect((await call('remark', { id, remark: '坍落度偏大' })).body.data.remark).toBe('坍落度偏大');
      expect((await call('inner-number', { id, innerNumber: 'N-8' })).body.data.innerNumber).toBe('N-8');
      expect((await call('return', { id })).body.data.state).toBe('returned');
      expect(await shipped(task.id)).toBeCloseTo(before, 2);
      for (const move of ['send', 'return', 'back', 'inner-number', 'update'])
        expect((await call(move, { id, innerNumber: 'x', quantity: '1' })).body.code).toBe(409);
      expect((await call('print-flag', { id })).body.data.printCount).toBe(3);
      const audits = await s.services.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'delivery_ticket')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['save', 'update', 'send', 'printFlag', 'remark', 'innerNumber', 'return']));
    });

    it('calls a draft back and a sent ticket back; a ticket called back allows nothing', async () => {
      const { task, truck } = await taskAndTruck();
      const draft = (await call('save', { taskId: task.id, vehicleId: truck.id, quantity: '3' })).body.data.id;
      expect((await call('back', { id: draft })).body.data.state).toBe('back');
      for (const move of ['send', 'return', 'back', 'print-flag', 'remark', 'update'])
        expect((await call(move, { id: draft, remark: 'r' })).body.code).toBe(409);
      const before = await shipped(task.id);
      const other = (await call('save', { taskId: task.id, vehicleId: truck.id, quantity: '4' })).body.data.id;
      await call('send', { id: other });
      expect(await shipped(task.id)).toBeCloseTo(before + 4, 2);
      expect((await call('back', { id: other })).body.data.state).toBe('back');
      expect(await shipped(task.id)).toBeCloseTo(before, 2);
    });

    it('answers 400 naming the field on bad input, and 404 for a ticket of the other family or another station', async () => {
      const { task, truck } = await taskAndTruck();
      expect((await call('save', { taskId: task.id, vehicleId: truck.id, quantity: 'lots' })).body).toMatchObject({ code: 400, data: { field: 'quantity' } });
      expect((await call('send', { id: 'x' })).body).toMatchObject({ code: 400, data: { field: 'id' } });
      const id = (await call('save', { taskId: task.id, vehicleId: truck.id, quantity: '2' })).body.data.id;
      const otherFamily = family === 'sc' ? FAMILIES.sany : FAMILIES.sc;
      expect((await s.call('POST', `${otherFamily}/send`, dispatcher, { body: { id } })).body.code).toBe(404);
      const far = await taskAndTruck('02');
      const farId = (await call('save', { taskId: far.task.id, vehicleId: far.truck.id, quantity: '2' })).body.data.id;
      expect((await call('remark', { id: farId, remark: 'x' }, station)).body.code).toBe(404);
      expect((await call('save', { taskId: far.task.id, vehicleId: far.truck.id, quantity: '2' }, station)).body).toMatchObject({
        code: 400,
        data: { field: 'taskId' },
      });
    });
  });
}

describe('sending re-checks the credit', () => {
  it('refuses with 409 when the load would take the customer over its limit', async () => {
    const { task, truck } = await taskAndTruck();
    await s.services.db
      .updateTable('production_tasks')
      .set({ unit_price: '400' } as never)
      .where('id', '=', task.id)
      .execute();
    await s.services.db.updateTable('customer_credits').set({ credit_amount: '0', temp_amount: '0' }).where('customer_id', '=', task.customer_id).execute();
    const id = (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '5' } })).body.data
      .id;
    const r = await s.call('POST', '/production/sctaskdetail/send', dispatcher, { body: { id } });
    expect(r.body.code).toBe(409);
    const detail = await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${id}`, dispatcher);
    expect(detail.body.code).toBe(404);
  });
});

describe('findDetailById', () => {
  it('reads a sany ticket', async () => {
    const { task, truck } = await taskAndTruck();
    const id = (await s.call('POST', '/production/sany_sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '2.5' } }))
      .body.data.id;
    const r = await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${id}`, dispatcher);
    expect(r.body.data).toMatchObject({ id, state: 'saved', quantity: '2.500', taskId: task.id, family: 'sany' });
  });
});

describe('a draft ticket', () => {
  const boardTickets = async () => ((await s.call('GET', SNAPSHOT.tasks, dispatcher)).body.data.tickets as Array<{ id: number }>).map((t) => t.id);

  const deskLoads = async (taskId: number) =>
    (
      (await s.call('GET', '/production/dispatch/dispatch-c-list', dispatcher, { query: { taskId: String(taskId) } })).body.data.list as Array<{
        ticketId: number;
      }>
    ).map((l) => l.ticketId);

  it('reaches no board, no desk and no sampling total until it is sent', async () => {
    const { task, truck } = await taskAndTruck();
    const sampled = async () =>
      ((await s.call('GET', SNAPSHOT.sampling, dispatcher)).body.data.list as Array<{ totalQuantity: number }>).reduce((a, r) => a + r.totalQuantity, 0);
    const before = await sampled();
    const heard: unknown[] = [];
    const publisher = s.app.live.publisher;
    const original = publisher.publish;
    publisher.publish = (...a) => {
      heard.push(a[2]);
      original.apply(publisher, a);
    };
    try {
      const id = (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '3' } })).body
        .data.id as number;
      await s.call('POST', '/production/sctaskdetail/update', dispatcher, { body: { id, quantity: '3.5' } });
      expect(await boardTickets()).not.toContain(id);
      expect(await deskLoads(task.id)).not.toContain(id);
      expect(await sampled()).toBeCloseTo(before, 3);
      expect(heard.some((d) => (d as { id?: number })?.id === id)).toBe(false);
      await s.call('POST', '/production/sctaskdetail/send', dispatcher, { body: { id } });
      expect(await boardTickets()).toContain(id);
      expect(await deskLoads(task.id)).toContain(id);
      expect(await sampled()).toBeCloseTo(before + 3.5, 3);
      await expect.poll(() => heard.some((d) => (d as { id?: number })?.id === id)).toBe(true);
    } finally {
      publisher.publish = original;
    }
  });

  it('cannot be sent while its task waits for approval (state 0), and the refusal says so', async () => {
    const { task, truck } = await taskAndTruck();
    const id = (await s.call('POST', '/production/sany_sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '2' } })).body
      .data.id as number;
    const { task_code: code, state } = await s.services.db
      .selectFrom('production_tasks')
      .select(['task_code', 'state'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    await s.services.db.updateTable('production_tasks').set({ state: 0 }).where('id', '=', task.id).execute();
    try {
      const before = await shipped(task.id);
      const r = await s.call('POST', '/production/sany_sctaskdetail/send', dispatcher, { body: { id } });
      expect(r.body).toMatchObject({ code: 409, msg: formatMessage('taskPendingApproval', 'zh', { task: code }), data: { field: 'taskId' } });
      expect(await shipped(task.id)).toBe(before);
      expect((await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${id}`, dispatcher)).body.data.state).toBe('saved');
      expect(
        (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '2' } })).body,
      ).toMatchObject({ code: 409, msg: formatMessage('taskPendingApproval', 'zh', { task: code }) });
    } finally {
      await s.services.db.updateTable('production_tasks').set({ state }).where('id', '=', task.id).execute();
    }
  });
});

describe("the deliver screen's row buttons", () => {
  const press = (move: string, id: number, token = dispatcher) => s.call('POST', `/resource/deliveryTicket/${move}`, token, { body: { id } });
  const row = async (id: number) => (await s.call('GET', '/resource/deliveryTicket/get', dispatcher, { query: { id: String(id) } })).body.data;

  it('send, return and call back tickets of either family through the ticket flow, and name the state they refuse', async () => {
    const { task, truck } = await taskAndTruck();
    const before = await shipped(task.id);
    const sany = (await s.call('POST', '/production/sany_sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '4' } }))
      .body.data.id;
    expect((await row(sany)).detailState).toBe('saved');
    expect((await press('return', sany)).body).toMatchObject({ code: 409, data: { field: 'detailState' } });
    const sent = await press('send', sany);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ detailState: 'sent' });
    expect(await shipped(task.id)).toBeCloseTo(before + 4, 2);
    expect((await press('send', sany)).body.code).toBe(409);
    expect((await press('return', sany)).body.data.detailState).toBe('returned');
    expect(await shipped(task.id)).toBeCloseTo(before, 2);
    const sc = (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '2' } })).body.data
      .id;
    expect((await press('back', sc)).body.data.detailState).toBe('back');
    expect((await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${sany}`, dispatcher)).body.data.state).toBe('returned');
  });

  it("keeps a station user to its station's tickets", async () => {
    const far = await taskAndTruck('02');
    const id = (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: far.task.id, vehicleId: far.truck.id, quantity: '2' } }))
      .body.data.id;
    expect([403, 404]).toContain((await press('send', id, station)).body.code);
    expect((await row(id)).detailState).toBe('saved');
  });
});
