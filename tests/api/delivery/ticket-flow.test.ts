import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let dispatcher: string;
let station: string;

beforeAll(async () => {
  s = await startTestServer();
  dispatcher = await s.login('dispatcher');
  station = await s.login('station');
}, 120_000);
afterAll(async () => { await s.close(); });

const FAMILIES = { sc: '/production/sctaskdetail', sany: '/production/sany_sctaskdetail' } as const;

/** A running task of station 01 and a mixer of that station. */
async function taskAndTruck(orgId = '01') {
  const db = s.services.db;
  const task = await db.selectFrom('production_tasks').select(['id', 'shipped_quantity', 'customer_id']).where('org_id', '=', orgId).where('state', 'in', [0, 1])
    .orderBy('id').executeTakeFirstOrThrow();
  const truck = await db.selectFrom('vehicles').select(['id', 'capacity']).where('org_id', '=', orgId).where('kind', '=', 'mixer').orderBy('id').executeTakeFirstOrThrow();
  // Credit is not what these tests are about: give the customer room for the loads.
  await db.updateTable('customer_credits').set({ credit_amount: '100000000' }).where('customer_id', '=', task.customer_id).execute();
  return { task, truck };
}

const shipped = async (taskId: number) =>
  Number((await s.services.db.selectFrom('production_tasks').select('shipped_quantity').where('id', '=', taskId).executeTakeFirstOrThrow()).shipped_quantity);

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
      expect(updated.body.data).toMatchObject({ state: 'saved', quantity: '7.00', innerNumber: 'N-7', family });
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
      for (const move of ['send', 'return', 'back', 'inner-number', 'update']) expect((await call(move, { id, innerNumber: 'x', quantity: '1' })).body.code).toBe(409);
      expect((await call('print-flag', { id })).body.data.printCount).toBe(3);
      const audits = await s.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'delivery_ticket').where('entity_id', '=', String(id)).execute();
      expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['save', 'update', 'send', 'printFlag', 'remark', 'innerNumber', 'return']));
    });

    it('calls a draft back and a sent ticket back; a ticket called back allows nothing', async () => {
      const { task, truck } = await taskAndTruck();
      const draft = (await call('save', { taskId: task.id, vehicleId: truck.id, quantity: '3' })).body.data.id;
      expect((await call('back', { id: draft })).body.data.state).toBe('back');
      for (const move of ['send', 'return', 'back', 'print-flag', 'remark', 'update']) expect((await call(move, { id: draft, remark: 'r' })).body.code).toBe(409);
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
      expect((await call('save', { taskId: far.task.id, vehicleId: far.truck.id, quantity: '2' }, station)).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    });
  });
}

describe('sending re-checks the credit', () => {
  it('refuses with 409 when the load would take the customer over its limit', async () => {
    const { task, truck } = await taskAndTruck();
    await s.services.db.updateTable('production_tasks').set({ unit_price: '400' } as never).where('id', '=', task.id).execute();
    await s.services.db.updateTable('customer_credits').set({ credit_amount: '0', temp_amount: '0' }).where('customer_id', '=', task.customer_id).execute();
    const id = (await s.call('POST', '/production/sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '5' } })).body.data.id;
    const r = await s.call('POST', '/production/sctaskdetail/send', dispatcher, { body: { id } });
    expect(r.body.code).toBe(409);
    const detail = await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${id}`, dispatcher);
    expect(detail.body.code).toBe(404);
  });
});

describe('findDetailById', () => {
  it('reads a sany ticket', async () => {
    const { task, truck } = await taskAndTruck();
    const id = (await s.call('POST', '/production/sany_sctaskdetail/save', dispatcher, { body: { taskId: task.id, vehicleId: truck.id, quantity: '2.5' } })).body.data.id;
    const r = await s.call('GET', `/production/sany_sctaskdetail/findDetailById?id=${id}`, dispatcher);
    expect(r.body.data).toMatchObject({ id, state: 'saved', quantity: '2.50', taskId: task.id, family: 'sany' });
  });
});
