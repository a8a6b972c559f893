import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';
import { okData } from '../calls';

let s: TestServer;
let lab: string;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  [lab, admin] = [await s.login('lab'), await s.login('admin')];
});
afterAll(async () => {
  await s.close();
});

const row = async (q: string) => (await sql<any>`${sql.raw(q)}`.execute(s.services.db)).rows[0];

describe('recipe templates', () => {
  it("lists a line's bunkers, keeps a template's materials in their order, reorders them and starts a recipe from it", async () => {
    const line = await row(`select id from hosts where org_id = '01' and kind = 'line' order by id limit 1`);
    const bunkers = okData(await s.call('GET', '/quality/recipe-template/mixer-bunker-list', lab, { query: { hostId: String(line.id) } }));
    expect(bunkers.length).toBeGreaterThan(2);
    const [a, b, c] = bunkers;
    const saved = okData(
      await s.call('POST', '/quality/recipe-template/save', lab, {
        body: { org_id: '01', templateName: 'T-1#线', hostId: line.id, details: [{ siloId: a.siloId }, { siloId: b.siloId }, { siloId: c.siloId }] },
      }),
    );
    expect(saved.details.map((d: any) => [d.siloId, d.materialName, d.sortIndex])).toEqual([
      [a.siloId, a.materialName, 0],
      [b.siloId, b.materialName, 1],
      [c.siloId, c.materialName, 2],
    ]);
    const id = String(saved.id);
    okData(
      await s.call('POST', '/quality/recipe-template/saveDetailSortIndex', lab, {
        body: {
          id,
          details: [
            { siloId: a.siloId, sortIndex: 2 },
            { siloId: b.siloId, sortIndex: 0 },
            { siloId: c.siloId, sortIndex: 1 },
          ],
        },
      }),
    );
    const sorted = okData(await s.call('GET', '/quality/recipe-template/getDetailSort', lab, { query: { id } }));
    expect(sorted.map((d: any) => d.siloId)).toEqual([b.siloId, c.siloId, a.siloId]);
    const start = okData(await s.call('GET', '/quality/recipe-lib/get', lab, { query: { templateBaseId: id } }));
    expect(start.materials.map((m: any) => m.materialName)).toEqual([b.materialName, c.materialName, a.materialName]);
    // an order that leaves a material out is refused, naming the field
    const partial = await s.call('POST', '/quality/recipe-template/saveDetailSortIndex', lab, { body: { id, details: [{ siloId: a.siloId, sortIndex: 0 }] } });
    expect([partial.body.code, partial.body.data?.field]).toEqual([400, 'details']);
    const off = okData(await s.call('GET', '/quality/recipe-template/update-state', lab, { query: { id } }));
    expect(off.state).toBe(0);
    expect(okData(await s.call('GET', '/quality/recipe-template/findById', lab, { query: { id } })).state).toBe(0);
    expect(okData(await s.call('GET', '/quality/phsetting/findbyid', lab, { query: { id } })).details.map((d: any) => d.siloId)).toEqual([
      b.siloId,
      c.siloId,
      a.siloId,
    ]);
    const page = okData(await s.call('POST', '/quality/recipe-template/page', lab, { body: { org_id: '01' } }));
    expect(page.list.map((t: any) => t.templateName)).toContain('T-1#线');
  });

  it('refuses a bunker of another line, naming it', async () => {
    const [l1, l2] = (await sql<any>`select id from hosts where org_id = '01' and kind = 'line' order by id limit 2`.execute(s.services.db)).rows;
    const other = await row(`select id from silos where host_id = ${l2.id} order by id limit 1`);
    const r = await s.call('POST', '/quality/recipe-template/save', lab, {
      body: { org_id: '01', templateName: 'T-bad', hostId: l1.id, details: [{ siloId: other.id }] },
    });
    expect([r.body.code, r.body.data?.field]).toEqual([400, 'details.0.siloId']);
    expect(await row(`select count(*)::int n from recipe_templates where template_name = 'T-bad'`)).toEqual({ n: 0 });
  });
});

describe('the float recipe', () => {
  it('is saved and submitted, approved on the approval screen, and allows the quantities it names', async () => {
    const recipe = await row(`select id, materials from recipes where org_id = '01' order by id limit 1`);
    const water = recipe.materials.find((m: any) => m.materialName === '水');
    okData(
      await s.call('POST', '/system/approval-flow/save', admin, {
        body: { businessType: 'recipe-lib-float', levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] },
      }),
    );
    const saved = okData(
      await s.call('POST', '/quality/recipe-lib/save-lib-float', lab, {
        body: { libId: recipe.id, floats: [{ materialName: '水', lowerPercent: '5', upperPercent: '2' }] },
      }),
    );
    expect(saved.floatApproveState).toBe(0);
    expect(saved.floats[0]).toMatchObject({ lowerKg: (water.kgPerM3 * 0.95).toFixed(2), upperKg: (water.kgPerM3 * 1.02).toFixed(2) });
    const list = okData(await s.call('GET', '/quality/recipe-lib/float-approval-list', admin, {}));
    expect(list.list.map((r: any) => r.libId)).toContain(recipe.id);
    const detail = okData(await s.call('GET', '/quality/recipe-lib/float-approval-detail', admin, { query: { libId: String(recipe.id) } }));
    expect(detail.canApprove).toBe(true);
    // the recipe's own approval is untouched by its float's
    expect(detail.record.approveState).toBe(1);
    okData(await s.call('GET', '/quality/recipe-lib/approval-float', admin, { query: { libId: String(recipe.id) } }));
    expect(okData(await s.call('GET', '/quality/recipe-lib/float-new', lab, { query: { libId: String(recipe.id) } })).floatApproveState).toBe(1);
  });

  it('refuses a range over 20 % or a material the recipe lacks, naming it', async () => {
    const recipe = await row(`select id from recipes where org_id = '01' order by id limit 1 offset 1`);
    const over = await s.call('POST', '/quality/recipe-lib/save-lib-float', lab, {
      body: { libId: recipe.id, floats: [{ materialName: '水', lowerPercent: '5', upperPercent: '25' }] },
    });
    expect([over.body.code, over.body.data?.field]).toEqual([400, 'floats.0.upperPercent']);
    const none = await s.call('POST', '/quality/recipe-lib/save-lib-float', lab, {
      body: { libId: recipe.id, floats: [{ materialName: '钢纤维', lowerPercent: '1', upperPercent: '1' }] },
    });
    expect([none.body.code, none.body.data?.field]).toEqual([400, 'floats.0.materialName']);
  });
});

describe("library reads and the plant console's paths", () => {
  it('offers only approved recipes in use for selection, and the production lines', async () => {
    const libs = okData(await s.call('GET', '/quality/recipe-lib/get-libs', lab, { query: { org_id: '01', strength: 'C30' } }));
    expect(libs.length).toBeGreaterThan(0);
    expect(libs.every((r: any) => r.strength === 'C30' && ['01', '0001'].includes(r.orgId))).toBe(true);
    const hosts = okData(await s.call('GET', '/quality/phbad/getHost', lab, { query: { org_id: '01' } }));
    expect(hosts.length).toBe((await row(`select count(*)::int n from hosts where org_id = '01' and kind = 'line'`)).n);
  });

  it("serves phblib and phbad on the library's actions", async () => {
    const page = okData(await s.call('GET', '/quality/phblib/phblib-list', lab, { query: { org_id: '01' } }));
    const total = (await row(`select count(*)::int n from recipes where org_id = '01'`)).n;
    expect(page.total).toBe(total);
    const one = okData(await s.call('GET', '/quality/phbad/findbyid', lab, { query: { libId: String(page.list[0].libId) } }));
    expect(one.recipeCode).toBe(page.list[0].recipeCode);
    expect(okData(await s.call('GET', '/quality/phblib/getCode', lab, { query: { org_id: '01' } })).code).toMatch(/^PB\d{6}$/);
  });

  it("exports the library's details, one row per recipe and material", async () => {
    const r = await s.app.inject({
      method: 'POST',
      url: '/prod-api/quality/recipe-lib/lib-detail-export',
      headers: { access_token: lab },
      query: { org_id: '01' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows = (await row(`select sum(jsonb_array_length(materials))::int n from recipes where org_id = '01'`)).n;
    expect(wb.worksheets[0].rowCount - 1).toBe(rows);
  });
});
