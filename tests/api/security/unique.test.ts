import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { formatMessage } from '../../../src/domain/server-messages';
import { labelOf } from '../../../src/domain/resources/labels';
import { declaredUniques } from '../../../server/resources/unique-indexes';
import { dbRefusal } from '../../../server/http/db-errors';
import { startTestServer, type TestServer } from '../harness';

/**
 * Issue 13, defect 5: every declared uniqueness is a database constraint, scoped like its object,
 * and a violation is the field's duplicate message, also when 20 identical adds race (the race
 * is real on PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test).
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const count = async (q: ReturnType<typeof sql<{ n: string }>>) => Number((await q.execute(s.services.db)).rows[0].n);

describe('declared uniqueness', () => {
  it('is a unique index for every unique field of every declared object, with the organisation where the object has one', async () => {
    const all = declaredUniques();
    expect(all.map((u) => u.resource)).toEqual(expect.arrayContaining(['customer', 'transferCompany']));
    const rows = (
      await sql<{ n: string; d: string }>`select indexname as n, indexdef as d from pg_indexes where schemaname = current_schema()`.execute(s.services.db)
    ).rows;
    const defs = new Map(rows.map((r) => [r.n, r.d]));
    for (const u of all) {
      const d = defs.get(u.name);
      expect(d, `${u.table}(${u.columns.join(', ')})`).toMatch(/UNIQUE/i);
      for (const c of u.columns) expect(d).toContain(c);
    }
    const transfer = all.find((u) => u.table === 'transfer_companies' && u.columns.includes('company_name'));
    expect(transfer?.columns).toEqual(['org_id', 'company_name']);
  });

  it("maps a violation the database reports to the field's duplicate message", async () => {
    const [row] = (await sql<{ org_id: string; code: string }>`select org_id, code from transfer_companies limit 1`.execute(s.services.db)).rows;
    const e = await sql`insert into transfer_companies (org_id, code, company_name) values (${row.org_id}, ${row.code}, ${'独一无二' + Date.now()})`
      .execute(s.services.db)
      .then(
        () => undefined,
        (x: unknown) => x,
      );
    expect(e).toBeDefined();
    const refusal = dbRefusal(e, 'zh');
    expect(refusal).toMatchObject({ code: 400, key: 'duplicate', field: 'code' });
    expect(formatMessage(refusal!.key, 'zh', refusal!.params)).toBe(formatMessage('duplicate', 'zh', { field: labelOf('transfer.code', 'zh') }));
  });

  const races: Array<[string, string, string, string, string, (i: number) => Record<string, string>]> = [
    [
      'transfer company',
      '/sales/transfer_company/add',
      'transfer_companies',
      'company_name',
      '并发运输公司',
      (i) => ({ code: `RACE${i}`, companyName: '并发运输公司' }),
    ],
    [
      'customer',
      '/sales/cus/customer-add',
      'customers',
      'customer_name',
      '并发客户',
      (i) => ({ customerCode: `RC${i}`, customerName: '并发客户', customerType: 'company' }),
    ],
  ];
  for (const [what, path, table, column, name, body] of races) {
    it(`20 identical ${what} adds at once give one row and 19 duplicate messages, no 500`, async () => {
      const before = await count(sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${name}`);
      expect(before).toBe(0);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => s.call('POST', path, admin, { body: body(i) })));
      expect(answers.map((a) => a.status).filter((x) => x >= 500)).toEqual([]);
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.body.code !== 200);
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.body).toMatchObject({ code: 400, msg: expect.stringMatching(/已存在$/) });
      expect(await count(sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${name}`)).toBe(1);
    });
  }
});
