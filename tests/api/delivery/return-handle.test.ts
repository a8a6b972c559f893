import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { deliveryServer, runningTasks, shipped as shippedOn, ticketOn, type DeliveryFixture } from './delivery-fixture';

let f: DeliveryFixture;
let s: TestServer;
let admin: string;
let dispatcher: string;
let station: string;
let approver: string;

beforeAll(async () => {
  f = await deliveryServer();
  ({ s, admin, dispatcher, station } = f);
  approver = await s.login('approver');
}, 120_000);
afterAll(async () => {
  await s.close();
});

const P = '/production/production';
const post = (path: string, body: Record<string, unknown>, token = dispatcher) => s.call('POST', `${P}/${path}`, token, { body });
const shipped = (taskId: number) => shippedOn(s, taskId);

/** A sent 8 m³ ticket on a running task of station 01, and another running task of that station. */
async function sentTicketAndOtherTask() {
  const tasks = await runningTasks(s, '01', 2);
  return { ticketId: await ticketOn(f, tasks[0].id, '8'), taskId: tasks[0].id, otherTaskId: tasks[1].id };
}

describe('return handle records', () => {
  it('records scrap and downgraded use as done, and refuses more than the ticket carried', async () => {
    const { ticketId } = await sentTicketAndOtherTask();
    const scrap = await post('addReturnHandleRecord', { ticketId, remainingType: '1', handlingMethod: '1', quantity: '2' });
    expect(scrap.body.data).toMatchObject({ state: 'done', quantity: '2.00', handlingMethod: '1', remainingType: '1' });
    const down = await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '3', quantity: '5.5' });
    expect(down.body.data.state).toBe('done');
    expect((await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '1', quantity: '0.6' })).body).toMatchObject({
      code: 400,
      data: { field: 'quantity' },
    });
    expect((await post('addReturnHandleRecord', { ticketId, remainingType: '9', handlingMethod: '1', quantity: '0.1' })).body).toMatchObject({
      code: 400,
      data: { field: 'remainingType' },
    });
    const list = (await s.call('GET', `${P}/getReturnHandleRecordList?ticketId=${ticketId}`, dispatcher)).body.data;
    expect(list.total).toBe(2);
    expect(list.list.reduce((a: number, r: { quantity: string }) => a + Number(r.quantity), 0)).toBeCloseTo(7.5, 2);
    const screen = (await s.call('GET', '/resource/returnHandleRecord/page', dispatcher, { query: { limit: '500' } })).body.data;
    const mine = screen.list.filter((r: { ticketCode: string }) => r.ticketCode === list.list[0].ticketCode);
    expect(mine.map((r: { handlingMethod: string }) => r.handlingMethod).sort()).toEqual(['1', '3']);
    const updated = await post('updateReturnHandleRecord', { id: scrap.body.data.id, ticketId, remainingType: '1', handlingMethod: '1', quantity: '2.5' });
    expect(updated.body.data.quantity).toBe('2.50');
    expect((await post('delReturnHandleRecord', { id: down.body.data.id })).body.code).toBe(200);
    expect((await s.call('GET', `${P}/getReturnHandleRecordById?id=${down.body.data.id}`, dispatcher)).body.code).toBe(404);
  });

  it('moves a transferred volume to the other task only when the approval engine agrees; a refusal frees the volume', async () => {
    const { ticketId, otherTaskId, taskId } = await sentTicketAndOtherTask();
    expect((await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '2', quantity: '1' })).body).toMatchObject({
      code: 400,
      data: { field: 'targetTaskId' },
    });
    expect(
      (await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '2', quantity: '1', targetTaskId: taskId })).body,
    ).toMatchObject({ code: 400, data: { field: 'targetTaskId' } });
    const before = await shipped(otherTaskId);
    // entering a transfer submits it: it waits for the approver role (seeded level 1, countersigned by the dispatcher on what he did not enter)
    const refusedOne = (await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '2', quantity: '8', targetTaskId: otherTaskId }))
      .body.data;
    expect(refusedOne).toMatchObject({ state: 'pending' });
    const waiting = (await s.call('GET', '/resource/concreteTransfer/approvalPage', approver)).body.data;
    expect(waiting.list.find((r: { id: number }) => r.id === refusedOne.id)).toMatchObject({ approveState: 0, submitUser: '陈志强' });
    // the dispatcher may not decide what he entered; the admin is no approver of the level; a refusal needs its reason
    expect((await post('refuseReturnHandleRecord', { id: refusedOne.id, text: 'x' })).body.code).toBe(403);
    expect((await post('refuseReturnHandleRecord', { id: refusedOne.id, text: 'x' }, admin)).body.code).toBe(403);
    expect((await post('refuseReturnHandleRecord', { id: refusedOne.id }, approver)).body).toMatchObject({ code: 400, data: { field: 'text' } });
    expect((await post('refuseReturnHandleRecord', { id: refusedOne.id, text: '目标任务不需要' }, approver)).body.data).toMatchObject({
      state: 'refused',
      approveState: 2,
      decidedBy: '赵丽华',
    });
    expect(await shipped(otherTaskId)).toBeCloseTo(before, 2);
    // the refused 8 m³ no longer count against the ticket
    const t = (await post('addReturnHandleRecord', { ticketId, remainingType: '2', handlingMethod: '2', quantity: '3.25', targetTaskId: otherTaskId })).body
      .data;
    expect(t).toMatchObject({ state: 'pending', targetTaskId: otherTaskId });
    expect(await shipped(otherTaskId)).toBeCloseTo(before, 2);
    // reviewed by the approver, it waits for the head office's sign-off (seeded level 2)
    expect((await post('approveReturnHandleRecord', { id: t.id }, approver)).body.data).toMatchObject({ state: 'pending', approveState: 0, approveLevel: 2 });
    expect(await shipped(otherTaskId)).toBeCloseTo(before, 2);
    const approved = await post('approveReturnHandleRecord', { id: t.id }, admin);
    expect(approved.body.data).toMatchObject({ state: 'approved', approveState: 1, decidedBy: '王建国' });
    expect(await shipped(otherTaskId)).toBeCloseTo(before + 3.25, 2);
    expect((await post('approveReturnHandleRecord', { id: t.id }, admin)).body.code).toBe(409);
    expect((await post('refuseReturnHandleRecord', { id: t.id, text: 'x' }, admin)).body.code).toBe(409);
    expect((await post('delReturnHandleRecord', { id: t.id })).body).toMatchObject({ code: 409, data: { field: 'state' } });
    expect(await shipped(otherTaskId)).toBeCloseTo(before + 3.25, 2);
    // the refused one is asked for again from its row, and may now be approved
    expect((await s.call('POST', '/resource/concreteTransfer/submit', dispatcher, { body: { id: refusedOne.id } })).body).toMatchObject({
      code: 400,
      data: { field: 'quantity' },
    });
  });

  it('refuses the submitter deciding their own transfer', async () => {
    const { ticketId, otherTaskId } = await sentTicketAndOtherTask();
    const manager = await s.login('manager');
    const mine = (await post('addReturnHandleRecord', { ticketId, remainingType: '1', handlingMethod: '2', quantity: '1', targetTaskId: otherTaskId }, manager))
      .body.data;
    expect(mine.state).toBe('pending');
    expect((await post('approveReturnHandleRecord', { id: mine.id }, manager)).body.code).toBe(403);
    // the dispatcher countersigns level 1 of what he did not enter, beside the approver; then the admin signs off
    expect((await post('approveReturnHandleRecord', { id: mine.id }, approver)).body.data).toMatchObject({ state: 'pending', approveLevel: 1 });
    expect((await post('approveReturnHandleRecord', { id: mine.id })).body.data).toMatchObject({ state: 'pending', approveLevel: 2 });
    expect((await post('approveReturnHandleRecord', { id: mine.id }, manager)).body.code).toBe(403);
    expect((await post('approveReturnHandleRecord', { id: mine.id }, admin)).body.data.state).toBe('approved');
  });

  it('refuses a ticket still saved with 409, and keeps a station user to its station', async () => {
    const [task] = await runningTasks(s, '02');
    const draft = await ticketOn(f, task.id, '4', false);
    expect((await post('addReturnHandleRecord', { ticketId: draft, remainingType: '1', handlingMethod: '1', quantity: '1' })).body).toMatchObject({
      code: 409,
      data: { field: 'ticketId' },
    });
    const list = (await s.call('GET', `${P}/getReturnHandleRecordList`, station)).body.data;
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.filter((r: { orgId: string }) => r.orgId !== '01')).toEqual([]);
    expect((await post('addReturnHandleRecord', { ticketId: draft, remainingType: '1', handlingMethod: '1', quantity: '1' }, station)).body).toMatchObject({
      code: 400,
      data: { field: 'ticketId' },
    });
  });
});
