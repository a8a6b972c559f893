import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const tok: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'sales', 'lab']) tok[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

const get = (user: string, path: string, query: Record<string, string> = {}) => s.call('GET', path, tok[user], { query });
const post = (user: string, path: string, body: unknown, query: Record<string, string> = {}) => s.call('POST', path, tok[user], { body, query });
const count = async (table: string, where: ReturnType<typeof sql>) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(s.services.db)).rows[0].n);
const rec = async (id: number) =>
  (
    await sql<{
      approve_state: number | null;
      approve_level: number;
      approve_round: number;
    }>`select approve_state, approve_level, approve_round from suppliers where id = ${id}`.execute(s.services.db)
  ).rows[0];
const pendingOf = async (user: string) => (await get(user, '/system/basic/getUnDealTask', { type: '2', page: '1', limit: '1' })).body.data.total as number;

let seq = 0;
async function draft(): Promise<number> {
  const r = await post('admin', '/system/miantain-supplier/saveOrUpdate', { code: `GYS08${String(++seq).padStart(3, '0')}`, name: `引擎测试供应商${seq}` });
  expect(r.body.code).toBe(200);
  return r.body.data.id;
}
const submit = (id: number) => get('sales', '/system/ncc-data/supplier-submit', { id: String(id) });

describe('to-dos and the navbar count', () => {
  it('sends type-2 to-dos to the approvers of each level in turn and closes them on decision', async () => {
    const id = await draft();
    const [approver0, admin0] = [await pendingOf('approver'), await pendingOf('admin')];
    await submit(id);
    expect(await pendingOf('approver')).toBe(approver0 + 1);
    expect(await pendingOf('admin')).toBe(admin0);
    await get('approver', '/system/ncc-data/supplier-approval-pass', { id: String(id) });
    expect(await pendingOf('approver')).toBe(approver0);
    expect(await pendingOf('admin')).toBe(admin0 + 1);
    const todo = (await get('admin', '/system/basic/getUnDealTask', { type: '2' })).body.data.list.find((t: any) => t.business_id === String(id));
    // a sentence naming the flow and the record by its code and name (issue 26, item 11), and who waits on what
    expect(todo).toMatchObject({
      type: 2,
      typeFrom: 'supplier',
      route: '/approval/mater-provider-approval',
      title: `供应商审批：GYS08${String(seq).padStart(3, '0')} 引擎测试供应商${seq}`,
      content: '李晓梅 提交，待你审批（第2级）',
    });
    await get('admin', '/system/ncc-data/supplier-approval-pass', { id: String(id) });
    expect(await pendingOf('admin')).toBe(admin0);
  });
});

describe('send back, recover and their checks', () => {
  it('send back returns the record to its submitter as a draft, with a notice and an audit row', async () => {
    const id = await draft();
    await submit(id);
    const noReason = await get('approver', '/resource/supplier/sendBack', { id: String(id) });
    expect(noReason.body).toMatchObject({ code: 400, msg: '理由不能为空' });
    const r = await get('approver', '/resource/supplier/sendBack', { id: String(id), text: '请补充联系人' });
    expect(r.body.data.approveState).toBeNull();
    expect(
      await count('todos', sql`type = 6 and business_id = ${String(id)} and msg_key = 'approvalSentBack' and content = '赵丽华 退回修改：请补充联系人'`),
    ).toBe(1);
    expect(await count('audit_log', sql`entity = 'supplier' and entity_id = ${String(id)} and action = 'sendBack'`)).toBe(1);
    // a draft again: it can be edited and submitted anew
    expect((await submit(id)).body.data).toMatchObject({ approveState: 0, approveLevel: 1 });
    expect((await rec(id)).approve_round).toBe(2);
  });

  it('only the submitter or an admin may withdraw, and only a pending record', async () => {
    const id = await draft();
    await submit(id);
    expect((await get('approver', '/system/ncc-data/supplier-resume', { id: String(id) })).body.code).toBe(403);
    expect((await get('sales', '/system/ncc-data/supplier-resume', { id: String(id) })).body.data.approveState).toBeNull();
    expect((await get('sales', '/system/ncc-data/supplier-resume', { id: String(id) })).body.code).toBe(409);
    expect(await count('audit_log', sql`entity = 'supplier' and entity_id = ${String(id)} and action = 'recover'`)).toBe(1);
    expect(await count('todos', sql`business_id = ${String(id)} and business_type = 'supplier' and state = 0`)).toBe(0);
  });

  it('a decided record cannot be decided again, nor an agreed one resubmitted', async () => {
    const id = await draft();
    await submit(id);
    await get('approver', '/system/ncc-data/supplier-approval-pass', { id: String(id) });
    await get('admin', '/system/ncc-data/supplier-approval-pass', { id: String(id) });
    expect((await get('admin', '/system/ncc-data/supplier-approval-refuse', { id: String(id), text: '晚了' })).body.code).toBe(409);
    expect((await submit(id)).body.code).toBe(409);
  });
});

describe('concurrency: each action checks the state before changing it', () => {
  it('fifty concurrent refusals make exactly one transition', async () => {
    const id = await draft();
    await submit(id);
    const rs = await Promise.all(
      Array.from({ length: 50 }, () => get('approver', '/system/ncc-data/supplier-approval-refuse', { id: String(id), text: '重复' })),
    );
    expect(rs.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(rs).toHaveLength(50);
    expect(rs.map((r) => r.body.code).filter((c) => ![200, 403, 409].includes(c))).toEqual([]);
    expect(await rec(id)).toMatchObject({ approve_state: 2, approve_level: 1 });
    expect(await count('audit_log', sql`entity = 'supplier' and entity_id = ${String(id)} and action = 'refuse'`)).toBe(1);
  });

  it('fifty concurrent submissions open one round', async () => {
    const id = await draft();
    const rs = await Promise.all(Array.from({ length: 50 }, () => submit(id)));
    expect(rs.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await rec(id)).toMatchObject({ approve_state: 0, approve_level: 1, approve_round: 1 });
    expect(await count('approval_items', sql`business_type = 'supplier' and business_id = ${String(id)} and level = 0`)).toBe(1);
    // approver and manager hold the approver role (issue 13, defect 7)
    expect(await count('todos', sql`type = 2 and business_id = ${String(id)} and business_type = 'supplier'`)).toBe(2);
  });
});

describe('POST /system/approval-flow/save', () => {
  const levels = (n: number) => Array.from({ length: n }, () => ({ approvers: [{ type: 'role', value: 'approver' }] }));

  it('takes up to six levels of users or roles', async () => {
    const approverId = String((await sql<{ user_id: number }>`select user_id from users where user_name = 'approver'`.execute(s.services.db)).rows[0].user_id);
    const r = await post('admin', '/system/approval-flow/save', {
      businessType: 'customer-temp-credit',
      levels: [...levels(5), { approvers: [{ type: 'user', value: approverId }] }],
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.levels).toHaveLength(6);
    expect(r.body.data.levels[5].approvers).toEqual([{ type: 'user', value: approverId }]);
  });

  it('answers 400 naming the field for a seventh level, an unknown role or a level without approvers', async () => {
    expect((await post('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: levels(7) })).body).toMatchObject({
      code: 400,
      data: { field: 'levels' },
    });
    expect(
      (await post('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: [{ approvers: [{ type: 'role', value: 'nobody' }] }] })).body,
    ).toMatchObject({ code: 400, data: { field: 'levels[0].approvers' } });
    expect((await post('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: [{ approvers: [] }] })).body).toMatchObject({
      code: 400,
      data: { field: 'levels[0].approvers' },
    });
    expect((await post('admin', '/system/approval-flow/save', { businessType: 'no-such-type', levels: [] })).body).toMatchObject({
      code: 400,
      data: { field: 'businessType' },
    });
  });

  it('is refused to anyone but an admin, writing nothing', async () => {
    const before = await count('approval_flows', sql`true`);
    expect((await post('approver', '/system/approval-flow/save', { businessType: 'supplier', levels: [] })).body.code).toBe(403);
    expect(await count('approval_flows', sql`true`)).toBe(before);
  });

  it('an approver by user id decides as that user', async () => {
    const labId = String((await sql<{ user_id: number }>`select user_id from users where user_name = 'lab'`.execute(s.services.db)).rows[0].user_id);
    await post('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: [{ approvers: [{ type: 'user', value: labId }] }] });
    // the lab role has no approval screen: granting it the button is what lets the user decide
    await sql`insert into role_menu_buttons (role_id, menu_id, button)
      select r.role_id, m.id, 'approve' from roles r, menus m
      where r.role_code = 'lab' and m.path = '/approval/mater-provider-approval'`.execute(s.services.db);
    await sql`insert into role_menus (role_id, menu_id)
      select r.role_id, m.id from roles r, menus m where r.role_code = 'lab' and m.path = '/approval/mater-provider-approval'`.execute(s.services.db);
    const id = await draft();
    await submit(id);
    expect((await get('approver', '/system/ncc-data/supplier-approval-pass', { id: String(id) })).body).toMatchObject({ code: 403, msg: '当前无需你审批' });
    expect((await get('lab', '/system/ncc-data/supplier-approval-pass', { id: String(id) })).body.data.approveState).toBe(1);
  });
});

describe('to-dos when part of a level is decided', () => {
  it('closes the to-dos of the other members of a role whose item was decided, and keeps those still due', async () => {
    // the lab user joins the approver role: two people may decide the role's item
    await sql`insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
      where u.user_name = 'lab' and r.role_code = 'approver'`.execute(s.services.db);
    await post('admin', '/system/approval-flow/save', {
      businessType: 'supplier',
      levels: [
        {
          approvers: [
            { type: 'role', value: 'approver' },
            { type: 'role', value: 'admin' },
          ],
        },
      ],
    });
    tok.lab = await s.login('lab');
    const id = await draft();
    const before = { approver: await pendingOf('approver'), lab: await pendingOf('lab'), admin: await pendingOf('admin') };
    await submit(id);
    expect([await pendingOf('approver'), await pendingOf('lab'), await pendingOf('admin')]).toEqual([before.approver + 1, before.lab + 1, before.admin + 1]);
    expect((await get('approver', '/system/ncc-data/supplier-approval-pass', { id: String(id) })).body.data.approveState).toBe(0);
    expect([await pendingOf('approver'), await pendingOf('lab'), await pendingOf('admin')]).toEqual([before.approver, before.lab, before.admin + 1]);
    expect((await get('lab', '/system/ncc-data/supplier-approval-pass', { id: String(id) })).body).toMatchObject({ code: 403, msg: '当前无需你审批' });
    expect((await get('admin', '/system/ncc-data/supplier-approval-pass', { id: String(id) })).body.data.approveState).toBe(1);
    expect(await pendingOf('admin')).toBe(before.admin);
  });
});
