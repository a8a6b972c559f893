import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer } from '../harness';
import { resources } from '../../../src/domain/resources/registry';
import { flowsOf } from '../../../src/domain/resources/flows';
import { DEMO_USERS, grantsOf } from './authz-grants';

/**
 * Issue 13, defect 7: a flow that cannot finish. Every seeded flow has, at every level, an approver
 * other than any demo user who may submit into it (computed from the seeded flows, roles and
 * buttons); saving a flow warns about a level with a single approver and refuses one with none;
 * submitting into a flow a level of which only the submitter could decide is refused, naming it.
 */
const s = await startTestServer();
afterAll(() => s.close());
const db = s.services.db;
const admin = await s.login('admin');

/** Active users who may decide a flow level, from the seeded rows. */
async function decidersOf(businessType: string, level: number): Promise<string[]> {
  const r = await sql<{ user_name: string }>`select distinct u.user_name from approval_flows f
    join users u on (f.approver_type = 'user' and u.user_id::text = f.approver_value)
      or (f.approver_type = 'role' and exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id
        where ur.user_id = u.user_id and r.role_code = f.approver_value))
    where f.business_type = ${businessType} and f.level = ${level} and u.status = 1`.execute(db);
  return r.rows.map((x) => x.user_name);
}

describe('the seeded flows can finish for every demo submitter', () => {
  it('every level of every seeded flow has an approver other than the submitter', async () => {
    const flows = (await sql<{ business_type: string; level: number }>`select distinct business_type, level from approval_flows order by 1, 2`.execute(db))
      .rows;
    expect(flows.length).toBeGreaterThanOrEqual(2);
    const stuck: string[] = [];
    for (const d of resources) {
      for (const f of flowsOf(d)) {
        const levels = flows.filter((x) => x.business_type === f.businessType);
        for (const u of DEMO_USERS) {
          const g = await grantsOf(db, u);
          const maySubmit = g.admin || g.buttons.has(`${d.screen}#edit`) || g.buttons.has(`${d.screen}#add`);
          if (!maySubmit) continue;
          for (const l of levels)
            if (!(await decidersOf(f.businessType, l.level)).some((x) => x !== u)) stuck.push(`${f.businessType} level ${l.level} submitted by ${u}`);
        }
      }
    }
    expect(stuck).toEqual([]);
  });

  it('a supplier the admin submits goes through both levels to agreement', async () => {
    const add = await s.call('POST', '/system/miantain-supplier/saveOrUpdate', admin, { body: { code: 'GYS07901', name: '管理员提交供应商' } });
    const id = String(add.body.data.id);
    expect((await s.call('GET', '/system/ncc-data/supplier-submit', admin, { query: { id } })).body.code).toBe(200);
    const approver = await s.login('approver');
    expect((await s.call('GET', '/system/ncc-data/supplier-approval-pass', approver, { query: { id } })).body.code).toBe(200);
    const manager = await s.login('manager');
    expect((await s.call('GET', '/system/ncc-data/supplier-approval-pass', manager, { query: { id } })).body.code).toBe(200);
    const row = (await sql<{ approve_state: number }>`select approve_state from suppliers where id = ${Number(id)}`.execute(db)).rows[0];
    expect(row.approve_state).toBe(1);
  });
});

describe('saving a flow that cannot finish', () => {
  it('warns about a level only one user may decide, naming the level and the user', async () => {
    const r = await s.call('POST', '/system/approval-flow/save', admin, {
      body: {
        businessType: 'customer-temp-credit',
        levels: [{ approvers: [{ type: 'role', value: 'lab' }] }, { approvers: [{ type: 'role', value: 'approver' }] }],
      },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.warnings).toEqual(['审批流程第1级只有孙海涛一位审批人，孙海涛提交的记录将无法通过该级']);
  });

  it('refuses a level nobody may decide, writing nothing', async () => {
    await sql`insert into roles (role_code, role_name, remark) values ('empty-role', '空角色', '')`.execute(db);
    const before = (await sql<{ n: string }>`select count(*) as n from approval_flows where business_type = 'supplier'`.execute(db)).rows[0].n;
    const r = await s.call('POST', '/system/approval-flow/save', admin, {
      body: { businessType: 'supplier', levels: [{ approvers: [{ type: 'role', value: 'empty-role' }] }] },
    });
    expect(r.body).toMatchObject({ code: 400, msg: '审批流程第1级没有可用的审批人', data: { field: 'levels[0].approvers' } });
    expect((await sql<{ n: string }>`select count(*) as n from approval_flows where business_type = 'supplier'`.execute(db)).rows[0].n).toBe(before);
  });
});

describe('submitting into a flow that cannot finish', () => {
  it('is refused naming the level that would have no approver, and changes nothing', async () => {
    const adminId = (await sql<{ user_id: number }>`select user_id from users where user_name = 'admin'`.execute(db)).rows[0].user_id;
    const saved = await s.call('POST', '/system/approval-flow/save', admin, {
      body: {
        businessType: 'supplier',
        levels: [{ approvers: [{ type: 'role', value: 'approver' }] }, { approvers: [{ type: 'user', value: String(adminId) }] }],
      },
    });
    expect(saved.body.data.warnings).toHaveLength(1);
    const add = await s.call('POST', '/system/miantain-supplier/saveOrUpdate', admin, { body: { code: 'GYS07902', name: '无法完成的供应商' } });
    const id = Number(add.body.data.id);
    const r = await s.call('GET', '/system/ncc-data/supplier-submit', admin, { query: { id: String(id) } });
    expect(r.body).toMatchObject({ code: 400, msg: '审批流程第2级没有可用的审批人', data: { field: 'approvers' } });
    const items = Number(
      (await sql<{ n: string }>`select count(*) as n from approval_items where business_type = 'supplier' and business_id = ${String(id)}`.execute(db)).rows[0]
        .n,
    );
    expect(items).toBe(0);
    expect((await sql<{ approve_state: number | null }>`select approve_state from suppliers where id = ${id}`.execute(db)).rows[0].approve_state).toBeNull();
  });
});
