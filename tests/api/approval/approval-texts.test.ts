import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';

/**
 * Issue 26: items 11 (to-dos, notices and the system journal read as sentences of the reader's
 * language, naming the record by its code and title) and 16 (the demo configures the flows README
 * describes, an agreement for want of a flow says so, and the settings name every type without one).
 */
let s: TestServer;
const tok: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'manager', 'sales']) tok[u] = await s.login(u);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Lang = 'zh' | 'en' | 'es' | 'ja';
const post = async (user: string, path: string, body: Record<string, unknown> = {}, lang: Lang = 'zh', query: Record<string, string> = { org_id: '01' }) =>
  (await s.call('POST', path, tok[user], { query, body, headers: { 'accept-language': lang } })).body;
const ok = async (user: string, path: string, body: Record<string, unknown> = {}, lang: Lang = 'zh', query?: Record<string, string>) => {
  const r = await post(user, path, body, lang, query);
  expect(r.code, `${path} ${JSON.stringify(r).slice(0, 800)}`).toBe(200);
  return r.data;
};
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];
interface Todo {
  id: number;
  type: number;
  title: string;
  content: string;
  business_type: string;
  business_id: string;
  route: string;
}
const todos = async (user: string, lang: Lang, type?: number): Promise<Todo[]> =>
  (await ok(user, '/system/basic/getUnDealTask', { page: 1, limit: 500, ...(type ? { type } : {}) }, lang, {})).list;
const notices = async (user: string, lang: Lang): Promise<Todo[]> => (await ok(user, '/system/notice/list', { page: 1, limit: 500 }, lang, {})).list;
/** What the issue saw: `print-approval#1`, `task-plan#4`, `recipe-select#39`. */
const RAW_KEY = /^[a-z][a-z-]*#\d+$|[a-z]+-[a-z]+#\d+/;

describe("item 11: to-dos and notices read as sentences in the reader's language", () => {
  it("the approver's to-dos name the flow, the object, the code and title; never a business type and id", async () => {
    const zh = await todos('approver', 'zh', 2);
    expect(zh.length).toBeGreaterThan(5);
    for (const t of zh) {
      expect(t.title, JSON.stringify(t)).not.toMatch(RAW_KEY);
      expect(t.content, JSON.stringify(t)).not.toMatch(RAW_KEY);
      expect(t.content).toMatch(/提交，待你审批（第\d级）$/);
    }
    // the seeded reprint request of a delivery ticket: the printed object and document by their labels, the ticket by its code
    const print = zh.find((t) => t.business_type === 'print-approval')!;
    const [req] = await rows<{ record_code: string }>(sql`select record_code from print_requests where id = ${Number(print.business_id)}`);
    expect(print.title).toBe(`打印审批：发货单 ${req.record_code} 混凝土送货单`);
    const plan = zh.find((t) => t.business_type === 'task-plan')!;
    const [p] = await rows<{ plan_code: string }>(sql`select plan_code from task_plans where id = ${Number(plan.business_id)}`);
    expect(plan.title).toMatch(new RegExp(`^任务计划审批：生产计划 ${p.plan_code} `));

    // the same to-dos in English, Spanish and Japanese
    const en = await todos('approver', 'en', 2);
    expect(en.find((t) => t.id === print.id)!.title).toBe(`Print approval: Delivery tickets ${req.record_code} Concrete delivery ticket`);
    expect(en.find((t) => t.id === print.id)!.content).toMatch(/ submitted it; level 1 waits for your decision$/);
    expect((await todos('approver', 'es', 2)).find((t) => t.id === print.id)!.title).toMatch(/^Aprobación de impresión: /);
    expect((await todos('approver', 'ja', 2)).find((t) => t.id === print.id)!.title).toMatch(/^印刷承認：/);
    // the notices list the same lines
    expect((await notices('approver', 'en')).find((n) => n.id === print.id)).toMatchObject({ title: en.find((t) => t.id === print.id)!.title });
  });

  it("a refusal tells the submitter which record, who refused it and why, in the submitter's language", async () => {
    const supplier = await ok('admin', '/system/miantain-supplier/saveOrUpdate', { code: 'GYS26001', name: '议题二六建材有限公司' });
    await ok('sales', '/system/ncc-data/supplier-submit', { id: supplier.id });
    await ok('approver', '/resource/supplier/refuse', { id: supplier.id, text: '资质证书过期' });
    const zh = (await todos('sales', 'zh', 6)).find((t) => t.business_type === 'supplier' && t.business_id === String(supplier.id))!;
    expect(zh).toMatchObject({ title: '供应商审批：GYS26001 议题二六建材有限公司', content: '赵丽华 驳回：资质证书过期', route: '/basic/master-provider' });
    const en = (await todos('sales', 'en', 6)).find((t) => t.id === zh.id)!;
    expect(en).toMatchObject({ title: 'Approval of suppliers: GYS26001 议题二六建材有限公司', content: '赵丽华 refused it: 资质证书过期' });
    // stored as a key and parameters, with the plant's wording beside them
    const [stored] = await rows<{ msg_key: string; title: string }>(sql`select msg_key, title from todos where id = ${zh.id}`);
    expect(stored).toEqual({ msg_key: 'approvalRefused', title: zh.title });
  });
});

describe('item 11: the system journal', () => {
  it("answers each row with its record's code, and finds rows by the object's and the action's labels", async () => {
    const [sheet] = await rows<{ id: number; settlement_code: string }>(sql`select id, settlement_code from sales_settlements order by id limit 1`);
    const byKey = await ok('admin', '/resource/auditLog/page', { entity: 'salesSettlement', page: 1, limit: 50 }, 'zh', {});
    expect(byKey.list.length).toBeGreaterThan(0);
    const row = byKey.list.find((r: { entityId: string }) => r.entityId === String(sheet.id));
    expect(row.recordCode).toBe(sheet.settlement_code);
    // the user types what they read: the object's label in any language, the action's label
    for (const entity of ['销售结算单', 'Sales settlements']) {
      const byLabel = await ok('admin', '/resource/auditLog/page', { entity, page: 1, limit: 50 }, 'zh', {});
      expect(byLabel.list.map((r: { id: number }) => r.id)).toEqual(byKey.list.map((r: { id: number }) => r.id));
    }
    const approvals = await ok('admin', '/resource/auditLog/page', { entity: '销售结算单', action: '审批同意', page: 1, limit: 50 }, 'zh', {});
    expect(approvals.list.length).toBeGreaterThan(0);
    expect(approvals.list.every((r: { action: string }) => r.action === 'approve')).toBe(true);
  });

  it('records what an update changed as old → new', async () => {
    const added = await ok('admin', '/resource/pourType/add', { name: '议题二六泵送' }, 'zh', {});
    await ok('admin', '/resource/pourType/update', { id: added.id, name: '议题二六长臂泵送' }, 'zh', {});
    const [audit] = await rows<{ detail: Record<string, unknown> }>(
      sql`select detail from audit_log where entity = 'pourType' and action = 'update' and entity_id = ${String(added.id)}`,
    );
    expect(audit.detail).toEqual({ name: { from: '议题二六泵送', to: '议题二六长臂泵送' } });
  });
});

describe("item 16: the demo's flows, agreement without a flow, and the settings' warning", () => {
  it('a settlement sheet sales submits waits for the approver, who agrees it', async () => {
    const [project] = await rows<{ customer_id: number; id: number }>(sql`select customer_id, id from projects where org_id = '01' order by id limit 1`);
    const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
    const [truck] = await rows<{ id: number }>(sql`select id from vehicles where org_id = '01' and kind = 'mixer' order by id limit 1`);
    const [task] = await rows<{ id: number }>(sql`insert into production_tasks
      (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump,
      pour_method, plan_quantity, shipped_quantity, open_time)
      values ('01', ${project.customer_id}, ${project.id}, null, ${recipe.id}, 'RW2037C30I26', '3号楼', 'C30', '180±20', '泵送', 100, 0, now()) returning id`);
    await rows(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, created_at, ticketed_at)
      values ('01', ${task.id}, ${truck.id}, 'I26-1', 8, '2037-05-10 10:00:00+08', '2037-05-10 10:00:00+08')`);
    const price = await ok('sales', '/sales/new-price/save-customer-price', {
      customerId: project.customer_id,
      productType: 'concrete',
      grade: 'C30',
      price: '420',
      effectiveFrom: '2037-01-01',
    });
    // a customer price is one of the prices the approver approves: it waits for them too
    expect((await ok('sales', '/resource/customerPrice/submit', { id: price.id })).approveState).toBe(0);
    await ok('approver', '/resource/customerPrice/approve', { id: price.id, status: 1, text: '同意' });

    const made = await ok('sales', '/sales/sanysettlementsheet/settlement-make', {
      customerId: project.customer_id,
      startDate: '2037-05-01',
      endDate: '2037-05-31',
    });
    const submitted = await ok('sales', '/sales/sanysettlementsheet/settlement-submit', { id: made.id });
    expect(submitted).toMatchObject({ approveState: 0, approveLevel: 1 });
    // on the approver's list and in their to-dos, by its code
    expect((await ok('approver', '/sales/sanysettlementsheet/ApprovalList', {})).list.some((r: { id: number }) => r.id === made.id)).toBe(true);
    const todo = (await todos('approver', 'zh', 2)).find((t) => t.business_type === 'sale-settlement' && t.business_id === String(made.id))!;
    expect(todo.title).toMatch(new RegExp(`^销售结算单审批：${made.settlementCode} `));
    // the submitter does not decide it
    expect((await post('sales', '/sales/sanysettlementsheet/settlement-approve', { id: made.id, status: 1, text: '同意' })).code).toBe(403);
    await ok('approver', '/sales/sanysettlementsheet/settlement-approve', { id: made.id, status: 1, text: '同意' });
    expect((await ok('sales', '/sales/sanysettlementsheet/settlement-detail', { id: made.id })).approveState).toBe(1);
    // decided by a level, not agreed for want of one
    const info = await ok('approver', '/resource/salesSettlement/approvalInfo', { id: made.id });
    expect(info.timeline.map((l: { level: number }) => l.level)).toEqual([0, 1]);
    expect(info.items.some((i: { no_flow?: boolean }) => i.no_flow)).toBe(false);
  });

  it('the demo configures contracts, prices, settlements and purchases for the approver role', async () => {
    const flows = (await ok('admin', '/system/approval-flow/list', {}, 'zh', {})) as Array<{
      businessType: string;
      levels: Array<{ approvers: Array<{ type: string; value: string }> }>;
    }>;
    for (const type of [
      'sales-contract',
      'sales-zone-price',
      'sales-customer-price',
      'sale-settlement',
      'outsourcing-contract',
      'outsourcing-settlement',
      'supplier',
    ]) {
      const f = flows.find((x) => x.businessType === type)!;
      expect(f.levels[0].approvers, type).toContainEqual({ type: 'role', value: 'approver' });
    }
  });

  it('a record agreed on submit for want of a flow says so in its timeline', async () => {
    const restore = (
      (await ok('admin', '/system/approval-flow/list', {}, 'zh', {})) as Array<{ businessType: string; levels: Array<{ approvers: unknown[] }> }>
    )
      .find((f) => f.businessType === 'supplier')!
      .levels.map((l) => ({ approvers: l.approvers }));
    await ok('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: [] }, 'zh', {});
    try {
      const supplier = await ok('admin', '/system/miantain-supplier/saveOrUpdate', { code: 'GYS26002', name: '议题二六无流程建材' });
      expect((await ok('sales', '/system/ncc-data/supplier-submit', { id: supplier.id })).approveState).toBe(1);
      const info = await ok('admin', '/resource/supplier/approvalInfo', { id: supplier.id });
      expect(info.timeline).toHaveLength(1);
      expect(info.timeline[0]).toMatchObject({ level: 0, state: 1 });
      expect(info.timeline[0].items[0]).toMatchObject({ true_name: '李晓梅', no_flow: true });
    } finally {
      await ok('admin', '/system/approval-flow/save', { businessType: 'supplier', levels: restore }, 'zh', {});
    }
  });

  it("lists every business type without a flow, for the settings screen's warning", async () => {
    const unconfigured = async () =>
      ((await ok('admin', '/system/approval-flow/unconfigured', {}, 'zh', {})) as Array<{ businessType: string; label: string }>).map((t) => t.businessType);
    const before = await unconfigured();
    expect(before).toEqual(expect.arrayContaining(['sales-invoice', 'sales-discount', 'sales-project-address']));
    for (const configured of ['sale-settlement', 'sales-contract', 'sales-customer-price', 'supplier', 'task-plan', 'recipe-lib'])
      expect(before).not.toContain(configured);
    const all = (await ok('admin', '/system/approval-flow/list', {}, 'zh', {})) as Array<{ businessType: string; levels: unknown[] }>;
    expect(before.sort()).toEqual(
      all
        .filter((f) => !f.levels.length)
        .map((f) => f.businessType)
        .sort(),
    );
    // configuring one takes it off the list; clearing it puts it back
    await ok(
      'admin',
      '/system/approval-flow/save',
      { businessType: 'sales-invoice', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
      'zh',
      {},
    );
    expect(await unconfigured()).not.toContain('sales-invoice');
    await ok('admin', '/system/approval-flow/save', { businessType: 'sales-invoice', levels: [] }, 'zh', {});
    expect(await unconfigured()).toContain('sales-invoice');
    // the settings screen's call: not for a user without it
    expect((await post('sales', '/system/approval-flow/unconfigured', {}, 'zh', {})).code).toBe(403);
  });
});
