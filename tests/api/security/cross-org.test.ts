import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { z } from 'zod';
import { startTestServer } from '../harness';
import { resources } from '../../../src/domain/resources/registry';
import { columnOf, idColumnOf, type ResourceDef } from '../../../src/domain/resources/types';
import { declaredCalls } from '../../../server/http/permission';
import { foreignScene, OWN_ORG } from './authz-fixture';
import { inBatches, pathOf } from './authz-calls';

/**
 * Issue 13, defect 2 and the cross-organisation suite: a station-01 user who also holds the approver
 * role, against every read and write of the other stations' rows. The calls are generated from the
 * declarations (every org-scoped resource, its spec paths and its /resource/<name>/<action>) and
 * from what the server registered; the foreign rows are whatever the seed and the scene put there.
 */
const s = await startTestServer();
afterAll(() => s.close());
const scene = await foreignScene(s);
const { station } = scene;

const dataOf = (b: any): any[] => (Array.isArray(b?.data) ? b.data : Array.isArray(b?.data?.list) ? b.data.list : []);

describe('defect 2: to-dos, notices, pending approvals and credit calls stay in the station', () => {
  const foreignName = scene.foreignCustomer.name;

  it("to-dos (getUnDealTask, getDealTask) carry no other station's business", async () => {
    for (const path of ['/system/basic/getUnDealTask', '/system/basic/getDealTask']) {
      const r = await s.call('GET', path, station, { query: { page: '1', limit: '500' } });
      expect(r.body.code).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(foreignName);
    }
    // the station's own request did reach the station approver
    const own = await s.call('GET', '/system/basic/getUnDealTask', station, { query: { page: '1', limit: '500' } });
    expect(dataOf(own.body).map((t) => t.business_id)).toContain(String(scene.ownRequestId));
  });

  it("notices carry no other station's business", async () => {
    const r = await s.call('GET', '/system/notice/list', station, { query: { page: '1', limit: '500' } });
    expect(r.body.code).toBe(200);
    expect(JSON.stringify(r.body)).not.toContain(foreignName);
  });

  it("/system/approval/pending lists only the station's items", async () => {
    const r = await s.call('GET', '/system/approval/pending', station, { query: { page: '1', limit: '500' } });
    const ids = dataOf(r.body)
      .filter((i) => i.businessType === 'customer-temp-credit')
      .map((i) => Number(i.businessId));
    expect(ids).toContain(scene.ownRequestId);
    expect(ids).not.toContain(scene.foreignRequestId);
  });

  it("get-expire-time of another station's customer is 404, as if absent", async () => {
    const foreign = await s.call('GET', '/system/customer-amount/get-expire-time', station, { query: { customerId: String(scene.foreignCustomer.id) } });
    expect(foreign.body.code).toBe(404);
    expect(foreign.body.data?.currentExpireTime).toBeUndefined();
    const own = await s.call('GET', '/system/customer-amount/get-expire-time', station, { query: { customerId: String(scene.ownCustomer.id) } });
    expect(own.body.code).toBe(200);
  });

  it("customer-approval-page answers the station's own items while a foreign request is pending", async () => {
    for (const all of ['true', 'false']) {
      const r = await s.call('GET', '/system/customer-amount/customer-approval-page', station, { query: { all, page: '1', limit: '500' } });
      expect(r.body.code).toBe(200);
      const ids = dataOf(r.body).map((x) => Number(x.id));
      expect(ids).toContain(scene.ownRequestId);
      expect(ids).not.toContain(scene.foreignRequestId);
    }
  });
});

// ---- the generated suite ----------------------------------------------------------------------

const served = new Map(declaredCalls(s.app).map((c) => [c.url, c]));
const scopedDefs = resources.filter((d) => d.orgScoped && !d.servedBy);
const tableOf = (d: ResourceDef) => d.view?.table ?? d.table;
// a table's key may have a wire name of its own (`idColumn`: the pact's `pact_id` is `contracts.id`)
const idCol = (d: ResourceDef) => d.fields.find((f) => f.name === d.id)?.column ?? (d.view ? d.id : idColumnOf(d));

/** The station user's scope: its own organisation (it acts for no other). */
async function foreignIds(d: ResourceDef): Promise<number[]> {
  const r = await sql<{ id: number }>`select ${sql.ref(idCol(d))} as id from ${sql.table(tableOf(d))} where org_id <> ${OWN_ORG} order by 1 limit 3`.execute(
    s.services.db,
  );
  return r.rows.map((x) => Number(x.id));
}
const ownCount = async (d: ResourceDef) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(tableOf(d))} where org_id = ${OWN_ORG}`.execute(s.services.db)).rows[0].n);
const allForeignIds = async (d: ResourceDef) =>
  new Set(
    (await sql<{ id: number }>`select ${sql.ref(idCol(d))} as id from ${sql.table(tableOf(d))} where org_id <> ${OWN_ORG}`.execute(s.services.db)).rows.map(
      (x) => Number(x.id),
    ),
  );

/** Every other station's rows of every org-scoped table, as a digest: must not move. */
async function foreignDigest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of new Set(scopedDefs.map(tableOf))) {
    const r = await sql<{
      d: string | null;
      n: string;
    }>`select count(*) as n, md5(string_agg(x::text, '|' order by x::text)) as d from ${sql.table(t)} x where org_id <> ${OWN_ORG}`.execute(s.services.db);
    out[t] = `${r.rows[0].n}:${r.rows[0].d}`;
  }
  return out;
}

/** The paths serving a declaration: its spec paths and /resource/<name>/<action>, by target. */
function pathsOf(d: ResourceDef): Array<{ path: string; target: string }> {
  const out = d.actions.map((a) => ({ path: `/resource/${d.name}/${a}`, target: a as string }));
  for (const [path, target] of Object.entries(d.calls)) out.push({ path, target });
  return out.filter((p) => served.has(`/prod-api${p.path.startsWith('/') ? '' : '/'}${p.path}`));
}

const LISTS = new Set(['page', 'list', 'approvalPage']);
const BY_ID = new Set(['get', 'approvalInfo']);
const WRITES = new Set(['update', 'save', 'delete', 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'sort', 'top', 'bottom']);

/** Keys of an override's input that name a row of an org-scoped resource (the record itself or a ref). */
function idKeysOf(d: ResourceDef, target: string): Array<{ key: string; def: ResourceDef }> {
  const inputOf = s.services.parts.partOf(d.name)?.overrides?.[target.slice(2)]?.input;
  const schema = typeof inputOf === 'function' ? inputOf(d) : inputOf;
  if (!(schema instanceof z.ZodObject)) return [];
  const out: Array<{ key: string; def: ResourceDef }> = [];
  for (const key of Object.keys(schema.shape)) {
    if (key === 'id' || key === d.id) {
      out.push({ key, def: d });
      continue;
    }
    const ref = d.fields.find((f) => f.name === key && f.type === 'ref')?.ref?.resource;
    const target = ref ? resources.find((r) => r.name === ref) : undefined;
    if (target?.orgScoped) out.push({ key, def: target });
  }
  return out;
}

describe("generated: no other station's row is read", () => {
  it('the declarations give org-scoped resources with foreign rows to try', async () => {
    expect(scopedDefs.length).toBeGreaterThanOrEqual(5);
    const withForeign = [];
    for (const d of scopedDefs) if ((await foreignIds(d)).length) withForeign.push(d.name);
    expect(withForeign.length).toBeGreaterThanOrEqual(3);
  });

  it.each(scopedDefs.map((d) => [d.name, d] as const))('%s: lists, exports, gets by id and id-taking calls', async (_n, d) => {
    const foreign = await allForeignIds(d);
    const tries = await foreignIds(d);
    const leaks: string[] = [];
    const jobs: Array<() => Promise<void>> = [];
    for (const { path, target } of pathsOf(d)) {
      if (LISTS.has(target)) {
        for (const q of (target === 'approvalPage' ? [{ all: 'true' }, {}] : [{}]) as Array<Record<string, string>>)
          jobs.push(async () => {
            const r = await s.call('GET', path, station, { query: { page: '1', limit: '5000', ...q } });
            if (r.status >= 500) leaks.push(`${path}: ${r.status}`);
            const hit = dataOf(r.body).filter((row) => foreign.has(Number(row[d.id])));
            if (hit.length) leaks.push(`${path}${JSON.stringify(q)}: ${hit.length} foreign rows`);
            if (target === 'approvalPage' && r.body.code !== 200 && r.body.code !== 403) leaks.push(`${path}${JSON.stringify(q)}: ${r.body.code}`);
          });
      } else if (BY_ID.has(target)) {
        for (const id of tries)
          jobs.push(async () => {
            const r = await s.call('GET', path, station, { query: { id: String(id), [d.id]: String(id) } });
            if (r.body?.code === 200) leaks.push(`${path}?id=${id}: answered a foreign row`);
          });
      } else if (target === 'export') {
        jobs.push(async () => {
          const r = await s.app.inject({ method: 'GET', url: `/prod-api${path}`, headers: { access_token: station } });
          if (r.statusCode !== 200 || !String(r.headers['content-type']).includes('sheet')) return;
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
          const rows = wb.worksheets[0]?.actualRowCount ?? 0;
          // a header, the station's rows and at most a total row
          if (rows > (await ownCount(d)) + 2) leaks.push(`${path}: ${rows} rows for ${await ownCount(d)} of the station`);
        });
      } else if (target.startsWith('x:') && !served.get(`/prod-api${path}`)?.write) {
        for (const { key, def } of idKeysOf(d, target)) {
          for (const id of await foreignIds(def))
            jobs.push(async () => {
              const r = await s.call('GET', path, station, { query: { [key]: String(id) } });
              if (r.body?.code === 200) leaks.push(`${path}?${key}=${id}: answered for a foreign row`);
            });
        }
      }
    }
    await inBatches(jobs, 6);
    expect(leaks).toEqual([]);
  });
});

describe("generated: no other station's row is changed", () => {
  it.each(scopedDefs.map((d) => [d.name, d] as const))('%s: updates, deletes, approvals, moves', async (_n, d) => {
    const before = await foreignDigest();
    const tries = await foreignIds(d);
    const wrong: string[] = [];
    const jobs: Array<() => Promise<void>> = [];
    for (const { path, target } of pathsOf(d)) {
      const isWrite = WRITES.has(target) || (target.startsWith('x:') && served.get(`/prod-api${path}`)?.write);
      if (!isWrite) continue;
      for (const id of tries)
        jobs.push(async () => {
          // the row itself as the admin reads it, sent back: a missing check would write rather than fail validation
          const row = (await s.call('GET', `/resource/${d.name}/get`, scene.admin, { query: { id: String(id) } })).body?.data ?? {};
          const refs = Object.fromEntries(idKeysOf(d, target).map(({ key }) => [key, row[key] ?? id]));
          const body = { ...row, ...refs, id, [d.id]: id, ids: [id], status: '1', text: '越权', reason: '越权' };
          const r = await s.call('POST', path, station, { query: { id: String(id) }, body });
          if (r.status >= 500) wrong.push(`${path} id=${id}: ${r.status}`);
          else if (r.body?.code === 200) wrong.push(`${path} id=${id}: accepted`);
        });
    }
    await inBatches(jobs, 4);
    expect(wrong).toEqual([]);
    expect(await foreignDigest()).toEqual(before);
  });
});

/** Editable references (`ref` fields) of every declaration to an org-scoped object. */
const refFields = resources
  .filter((d) => !d.servedBy && !d.view)
  .flatMap((d) =>
    d.fields
      .filter((f) => f.type === 'ref' && f.ref && !f.readonly && resources.find((t) => t.name === f.ref!.resource)?.orgScoped)
      .map((f) => ({ d, f, target: resources.find((t) => t.name === f.ref!.resource)! })),
  );
/**
 * Those whose target has a row of another station to point at (the seed's and the scene's), with
 * that row: known before the tests run, so that a reference with none is no test rather than a
 * test that passes having tried nothing.
 */
const refsToTry: Array<(typeof refFields)[number] & { foreign: number }> = [];
for (const x of refFields) {
  const [foreign] = await foreignIds(x.target);
  if (foreign !== undefined) refsToTry.push({ ...x, foreign });
}

describe("generated: no write links a record to another station's row", () => {
  it('the declarations give references to try', () => {
    expect(refFields.length).toBeGreaterThan(0);
    expect(refsToTry.length).toBeGreaterThan(0);
  });

  it.each(refsToTry.map((x) => [`${x.d.name}.${x.f.name} → ${x.target.name}`, x] as const))('%s', async (_n, { d, f, foreign }) => {
    const column = columnOf(f);
    const own = d.orgScoped
      ? (
          await sql<{ id: number }>`select ${sql.ref(idCol(d))} as id from ${sql.table(d.table)} where org_id = ${OWN_ORG} order by 1 limit 1`.execute(
            s.services.db,
          )
        ).rows[0]?.id
      : undefined;
    const before = await sql`select count(*) as n from ${sql.table(d.table)} where ${sql.ref(column)} = ${foreign}`.execute(s.services.db);
    const wrong: string[] = [];
    // the station's own row as the admin reads it, with only the reference changed: valid but for the reference
    const row = own ? ((await s.call('GET', `/resource/${d.name}/get`, scene.admin, { query: { id: String(own) } })).body?.data ?? {}) : {};
    const tries = [
      { path: `/resource/${d.name}/add`, body: { ...row, id: undefined, [d.id]: undefined, [f.name]: foreign } },
      ...(own ? [{ path: `/resource/${d.name}/update`, body: { ...row, id: own, [d.id]: own, [f.name]: foreign } }] : []),
    ];
    for (const t of tries) {
      const r = await s.call('POST', t.path, station, { body: t.body });
      if (r.status >= 500 || r.body?.code === 200) wrong.push(`${t.path}: ${r.status} ${r.body?.code}`);
    }
    expect(wrong).toEqual([]);
    expect((await sql`select count(*) as n from ${sql.table(d.table)} where ${sql.ref(column)} = ${foreign}`.execute(s.services.db)).rows).toEqual(before.rows);
  });
});

describe('the suite is generated, not listed', () => {
  it('covers a path of every org-scoped resource served', () => {
    for (const d of scopedDefs) expect(pathsOf(d).length, d.name).toBeGreaterThan(0);
  });
  it('tries approval, export and by-id calls', () => {
    const targets = new Set(scopedDefs.flatMap((d) => pathsOf(d).map((p) => p.target)));
    for (const t of ['page', 'get', 'export', 'approvalPage', 'approve', 'update', 'delete']) expect(targets.has(t), t).toBe(true);
    expect(pathOf('/prod-api/a/:id')).toBe('/a/1');
  });
});
