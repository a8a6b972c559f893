import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startServer, type Server } from './helper';

let s: Server;
let admin: string;
let approver: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  [admin, approver, sales] = [await s.login('admin'), await s.login('approver'), await s.login('sales')];
});
afterAll(async () => {
  await s?.close();
});

const state = async (id: number) =>
  (
    await sql<{ approve_state: number | null; approve_level: number }>`select approve_state, approve_level from suppliers where id = ${id}`.execute(
      s.services.db,
    )
  ).rows[0];

describe('supplier approval flow (approver role, then admin role)', () => {
  it('goes through two levels with a rejection and a resubmission', async () => {
    // sales submits supplier 5 (a draft in the seed)
    const sub = await s.call('/system/ncc-data/supplier-submit', sales, { query: { id: '5' } });
    expect(sub.body.code).toBe(200);
    expect(sub.body.data).toMatchObject({ approveState: 0, approveLevel: 1, submitUser: '李晓梅' });
    expect(await s.count('todos', sql`type = 2 and business_type = 'supplier' and business_id = '5' and state = 0`)).toBe(2); // approver and manager

    // the approval form: reason required on reject, opinion must match
    const noReason = await s.call('/system/ncc-data/supplier-approval-refuse', approver, { query: { id: '5', status: '2' } });
    expect(noReason.body).toMatchObject({ code: 400, msg: '理由不能为空' });
    const wrong = await s.call('/system/ncc-data/supplier-approval-pass', approver, { query: { id: '5', status: '2' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: '请选择审批意见' });

    // level 1 agrees, level 2 (admin) rejects
    expect((await s.call('/system/ncc-data/supplier-approval-pass', approver, { query: { id: '5', status: '1', text: '资质齐全' } })).body.code).toBe(200);
    expect(await state(5)).toEqual({ approve_state: 0, approve_level: 2 });
    const notMine = await s.call('/system/ncc-data/supplier-approval-pass', approver, { query: { id: '5' } });
    expect(notMine.body).toMatchObject({ code: 403, msg: '当前无需你审批' });
    const rej = await s.call('/system/ncc-data/supplier-approval-refuse', admin, { query: { id: '5', status: '2', text: '缺少营业执照' } });
    expect(rej.body.data.approveState).toBe(2);

    const info = await s.call('/system/ncc-data/supplier-approval-info', admin, { query: { id: '5' } });
    expect(info.body.data.timeline.map((l: any) => [l.level, l.state])).toEqual([
      [0, 1],
      [1, 1],
      [2, 2],
    ]);

    // resubmission starts a new round from level 1 and reaches agreement
    expect((await s.call('/system/ncc-data/supplier-submit', sales, { query: { id: '5' } })).body.data.approveState).toBe(0);
    await s.call('/system/ncc-data/supplier-approval-pass', approver, { query: { id: '5' } });
    const done = await s.call('/system/ncc-data/supplier-approval-pass', admin, { query: { id: '5' } });
    expect(done.body.data).toMatchObject({ approveState: 1, approveLevel: 2 });
    expect(await s.count('todos', sql`type = 2 and business_type = 'supplier' and business_id = '5' and state = 0`)).toBe(0);
    expect(await s.count('audit_log', sql`entity = 'supplier' and entity_id = '5' and action in ('submit', 'approve', 'refuse')`)).toBe(6);
  });

  it('refuses a submitter who tries to approve their own record', async () => {
    await s.call('/system/approval-flow/save', admin, {
      body: {
        businessType: 'supplier',
        levels: [
          {
            approvers: [
              { type: 'role', value: 'admin' },
              { type: 'role', value: 'approver' },
            ],
          },
        ],
      },
    });
    await s.call('/system/ncc-data/supplier-submit', admin, { query: { id: '6' } });
    const own = await s.call('/system/ncc-data/supplier-approval-pass', admin, { query: { id: '6' } });
    expect(own.body).toMatchObject({ code: 403, msg: '不能审批自己提交的记录' });
    // the submitter withdraws it
    const rec = await s.call('/system/ncc-data/supplier-resume', admin, { query: { id: '6' } });
    expect(rec.body.data.approveState).toBe(null);
  });

  it('a pending record cannot be edited or deleted', async () => {
    await s.call('/system/ncc-data/supplier-submit', sales, { query: { id: '6' } });
    const up = await s.call('/system/miantain-supplier/saveOrUpdate', admin, { body: { id: 6, name: '改名' } });
    expect(up.body.code).toBe(409);
  });

  it('fifty concurrent identical approvals make exactly one transition', async () => {
    await s.call('/system/approval-flow/save', admin, {
      body: { businessType: 'supplier', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }, { approvers: [{ type: 'role', value: 'admin' }] }] },
    });
    const add = await s.call('/system/miantain-supplier/saveOrUpdate', admin, { body: { code: 'GYS09001', name: '并发测试供应商' } });
    const id = add.body.data.id;
    await s.call('/system/ncc-data/supplier-submit', sales, { query: { id: String(id) } });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => s.call('/system/ncc-data/supplier-approval-pass', approver, { query: { id: String(id) } })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes).toHaveLength(50);
    expect(codes.filter((c) => ![200, 403, 409].includes(c))).toEqual([]);
    expect(await state(id)).toEqual({ approve_state: 0, approve_level: 2 });
    expect(await s.count('approval_items', sql`business_type = 'supplier' and business_id = ${String(id)} and level = 1 and approve_state = 1`)).toBe(1);
    expect(await s.count('audit_log', sql`entity = 'supplier' and entity_id = ${String(id)} and action = 'approve'`)).toBe(1);
  });
});

describe('temporary credit', () => {
  it('takes effect only when its flow agrees', async () => {
    const req = await s.call('/system/customer-amount/temp-increase', sales, { body: { customerId: 2, amount: '20000.50', reason: '月底集中浇筑' } });
    expect(req.body.data.approveState).toBe(0);
    const pending = await s.call('/system/customer-amount/customer-approval-page', approver, { body: {} });
    expect(pending.body.data.list.map((r: any) => r.id)).toContain(req.body.data.id);
    await s.call('/system/customer-amount/amount-approval', approver, { query: { id: String(req.body.data.id) } });
    const credit = await s.call('/system/customer-amount/page', admin, { body: { customerName: '浙江省建工' } });
    expect(credit.body.data.list[0].tempAmount).toBe('20000.50');
  });
});
