import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

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

/** The C30 design of src/domain/quality/mix-design.test.ts, through the API. */
const c30 = {
  grade: 'C30',
  cementClass: '42.5',
  aggregate: 'crushed',
  flyAshPercent: 20,
  flyAshGradeIorII: true,
  slumpMm: 180,
  waterReductionPercent: 20,
  admixturePercent: 1.8,
  sandRatioPercent: 42,
  assumedDensity: 2400,
  densities: { cement: 3100, flyAsh: 2200, sand: 2650, stone: 2700 },
};

const save = (token: string, body: Record<string, unknown>) => s.call('POST', '/quality/recipe-lib/save-zy', token, { body });

describe('POST /quality/recipe-lib/design', () => {
  it('answers every intermediate value of the JGJ 55 design and the materials it gives', async () => {
    const r = await s.call('POST', '/quality/recipe-lib/design', lab, { body: c30 });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const { result, materials } = r.body.data;
    expect(result.fcu0).toEqual({ formula: 'fcu,k + 1.645σ', value: '38.2' });
    expect([result.fce.value, result.fb, result.waterBinderRatio.value, result.water.value, result.binder]).toEqual(['49.3', '41.9', '0.52', '190', '365']);
    expect(result.mass).toMatchObject({ sand: '775', stone: '1070', total: '2400' });
    expect(result.volume).toMatchObject({ sand: '757', stone: '1045' });
    expect(materials.map((m: { kgPerM3: number }) => m.kgPerM3)).toEqual([292, 73, 775, 1070, 190, 6.57]);
  });

  it('answers 400 naming the field the design cannot compute with', async () => {
    const noSlump = await s.call('POST', '/quality/recipe-lib/design', lab, { body: { ...c30, slumpMm: undefined } });
    expect([noSlump.body.code, noSlump.body.data?.field]).toEqual([400, 'slumpMm']);
    const lowSlump = await s.call('POST', '/quality/recipe-lib/design', lab, { body: { ...c30, slumpMm: 50 } });
    expect([lowSlump.body.code, lowSlump.body.data?.field]).toEqual([400, 'baseWaterKg']);
    const grade = await s.call('POST', '/quality/recipe-lib/design', lab, { body: { ...c30, grade: 'X30' } });
    expect([grade.body.code, grade.body.data?.field]).toEqual([400, 'grade']);
    const sand = await s.call('POST', '/quality/recipe-lib/design', lab, { body: { ...c30, densities: { ...c30.densities, sand: 'abc' } } });
    expect(sand.body.code).toBe(400);
  });

  it('is refused to a role without the mix design screen', async () => {
    expect((await s.call('POST', '/quality/recipe-lib/design', await s.login('station'), { body: c30 })).body.code).toBe(403);
  });
});

describe('the recipe library', () => {
  it('checks a code within the organisation', async () => {
    const taken = await s.call('GET', '/quality/phbad/code_check', lab, { query: { recipeCode: 'PB01-C30', org_id: '01' } });
    expect(taken.body.data).toEqual({ exists: true });
    const free = await s.call('GET', '/quality/phbad/code_check', lab, { query: { recipeCode: 'PB01-C30', org_id: '02' } });
    expect(free.body.data).toEqual({ exists: false });
    const missing = await s.call('GET', '/quality/phbad/code_check', lab, { query: {} });
    expect(missing.body.code).toBe(400);
  });

  it('offers the standard grades and the values the recipes use in the form selects', async () => {
    const strength = await s.call('GET', '/quality/recipe-lib/strength', lab);
    const grades = strength.body.data.map((o: { value: string }) => o.value);
    expect(grades.slice(0, 3)).toEqual(['C10', 'C15', 'C20']);
    expect(grades).toContain('C80');
    expect(new Set(grades).size).toBe(grades.length);
    const seeded = await s.services.db.selectFrom('recipes').select('slump').distinct().execute();
    const slumps = (await s.call('GET', '/quality/recipe-lib/slump', lab)).body.data.map((o: { value: string }) => o.value);
    expect(slumps.sort()).toEqual(seeded.map((r) => r.slump).sort());
    const imp = (await s.call('GET', '/quality/recipe-lib/impermeability', lab)).body.data.map((o: { value: string }) => o.value);
    expect(imp).toEqual(['P4', 'P6', 'P8', 'P10', 'P12']);
    expect((await s.call('GET', '/quality/recipe-lib/special-require', await s.login('station'))).body.code).toBe(403);
  });

  it('saves a designed recipe: W/B, sand ratio and materials come from the design', async () => {
    const r = await save(lab, { recipeCode: 'LAB-C30-01', strength: 'C30', slump: '180±20', design: c30 });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect([d.recipeCode, d.waterBinderRatio, d.sandRatio, d.useState]).toEqual(['LAB-C30-01', '0.52', '42.00', 1]);
    expect(d.materials).toHaveLength(6);
    expect(d.design.fcu0.value).toBe('38.2');
    const detail = await s.call('GET', '/quality/recipe-lib/lib-detail', lab, { query: { libId: String(d.libId) } });
    expect(detail.body.data.design.waterBinderRatio.computed).toBe('0.52');
    expect(detail.body.data.designInput.grade).toBe('C30');
  });

  it('answers 400 naming the field for a repeated code, a bad design or bad materials', async () => {
    const dup = await save(lab, { recipeCode: 'LAB-C30-01', strength: 'C30', slump: '180' });
    expect(dup.body.code).toBe(400);
    const design = await save(lab, { recipeCode: 'LAB-C30-02', strength: 'C30', slump: '180', design: { ...c30, flyAshPercent: 45 } });
    expect([design.body.code, design.body.data?.field]).toEqual([400, 'design.flyAshPercent']);
    const materials = await save(lab, { recipeCode: 'LAB-C30-03', strength: 'C30', slump: '180', materials: [{ materialName: '水泥', kgPerM3: 'x' }] });
    expect(materials.body.code).toBe(400);
    const none = await s.services.db.selectFrom('recipes').select('id').where('recipe_code', 'in', ['LAB-C30-02', 'LAB-C30-03']).execute();
    expect(none).toEqual([]);
  });

  it('copies a recipe under a new code, refusing a code in use', async () => {
    const src = await save(lab, { recipeCode: 'LAB-C35-01', strength: 'C35', slump: '160', materials: [{ materialName: '水泥', kgPerM3: '330.5' }] });
    const libId = String(src.body.data.libId);
    const copy = await s.call('POST', '/quality/recipe-lib/copy-zy', lab, { body: { libId, recipeCode: 'LAB-C35-02' } });
    expect(copy.body.code, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.data).toMatchObject({ recipeCode: 'LAB-C35-02', strength: 'C35', materials: [{ materialName: '水泥', kgPerM3: 330.5 }] });
    expect(copy.body.data.approveState ?? null).toBeNull();
    const again = await s.call('POST', '/quality/recipe-lib/copy-zy', lab, { body: { libId, recipeCode: 'LAB-C35-02' } });
    expect([again.body.code, again.body.data?.field]).toEqual([400, 'recipeCode']);
  });

  it('takes a recipe out of use and back', async () => {
    const r = await save(lab, { recipeCode: 'LAB-C40-01', strength: 'C40', slump: '180' });
    const libId = String(r.body.data.libId);
    const off = await s.call('GET', '/quality/recipe-lib/update-status-zy', lab, { query: { libId, useState: '0' } });
    expect(off.body.data.useState).toBe(0);
    const bad = await s.call('GET', '/quality/recipe-lib/update-status-zy', lab, { query: { libId, useState: '7' } });
    expect(bad.body.code).toBe(400);
    const listed = await s.call('POST', '/quality/recipe-lib/list-zy', lab, { body: { recipeCode: 'LAB-C40-01' } });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ recipeCode: 'LAB-C40-01', useState: 0 })]);
  });

  it('goes through its approval: the lab submits, the approver agrees on mix-ratio-approval', async () => {
    const flow = await s.call('POST', '/system/approval-flow/save', admin, {
      body: { businessType: 'recipe-lib', levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] },
    });
    expect(flow.body.code, JSON.stringify(flow.body)).toBe(200);
    const r = await save(lab, { recipeCode: 'LAB-C30-APP', strength: 'C30', slump: '180', design: c30 });
    const libId = String(r.body.data.libId);
    expect((await s.call('POST', '/quality/recipe-lib/submit', lab, { body: { libId } })).body.code).toBe(200);
    const locked = await save(lab, { libId, recipeCode: 'LAB-C30-APP', strength: 'C30', slump: '200' });
    expect(locked.body.code).toBe(409);
    const waiting = await s.call('POST', '/quality/recipe-lib/approval-list', admin, { body: {} });
    expect(waiting.body.data.list.map((x: { libId: number }) => String(x.libId))).toContain(libId);
    const approved = await s.call('POST', '/quality/recipe-lib/approval', admin, { body: { libId, status: 1, text: '配合比验证合格' } });
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(200);
    const info = await s.call('GET', '/quality/recipe-lib/approval-detail', admin, { query: { libId } });
    expect(info.body.code).toBe(200);
    const detail = await s.call('GET', '/quality/recipe-lib/lib-detail', lab, { query: { libId } });
    expect(detail.body.data.approveState).toBe(1);
  });

  it('needs approval again when an approved mix changes, keeping the approved version in the history; a remark edit keeps it', async () => {
    // the flow of the previous test: one level, admin approves
    const materials = [
      { materialName: '水泥', kgPerM3: '300' },
      { materialName: '砂', kgPerM3: '780' },
    ];
    const r = await save(lab, { recipeCode: 'LAB-C30-MIX', strength: 'C30', slump: '180', materials });
    const libId = String(r.body.data.libId);
    const approve = async () => {
      expect((await s.call('POST', '/quality/recipe-lib/submit', lab, { body: { libId } })).body.code).toBe(200);
      const a = await s.call('POST', '/quality/recipe-lib/approval', admin, { body: { libId, status: 1, text: '同意' } });
      expect(a.body.code, JSON.stringify(a.body)).toBe(200);
    };
    const detail = async () => (await s.call('GET', '/quality/recipe-lib/lib-detail', lab, { query: { libId } })).body.data;
    await approve();
    expect((await detail()).approveState).toBe(1);

    // a remark is no part of the mix: still approved
    const remark = await save(lab, { libId, recipeCode: 'LAB-C30-MIX', strength: 'C30', slump: '180', remark: '夏季施工', materials });
    expect(remark.body.code, JSON.stringify(remark.body)).toBe(200);
    expect(await detail()).toMatchObject({ approveState: 1, remark: '夏季施工' });
    const generic = await s.call('POST', '/resource/recipeLib/update', lab, { body: { libId, remark: '冬季施工' } });
    expect(generic.body.code, JSON.stringify(generic.body)).toBe(200);
    expect((await detail()).approveState).toBe(1);

    // a task of a project used it: the history of a later task of that project lists it
    const first = await s.services.db.selectFrom('production_tasks').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...task } = first;
    await s.services.db
      .insertInto('production_tasks')
      .values({ ...task, task_code: `${first.task_code}-MIX`, recipe_id: Number(libId) })
      .execute();

    // more cement: back to not submitted, in the same call
    const changed = await save(lab, {
      libId,
      recipeCode: 'LAB-C30-MIX',
      strength: 'C30',
      slump: '180',
      materials: [{ materialName: '水泥', kgPerM3: '320' }, materials[1]],
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.approveState ?? null).toBeNull();
    const after = await detail();
    expect([after.approveState ?? null, after.approveLevel, after.materials[0].kgPerM3]).toEqual([null, 0, 320]);
    const history = await s.call('GET', '/quality/recipe-lib/get-history-libs', lab, { query: { taskId: String(first.id) } });
    expect(history.body.code, JSON.stringify(history.body)).toBe(200);
    const mine = history.body.data.find((x: { libId: number }) => String(x.libId) === libId);
    expect(mine).toMatchObject({
      approveState: null,
      approvedVersion: {
        strength: 'C30',
        materials: [
          { materialName: '水泥', kgPerM3: 300 },
          { materialName: '砂', kgPerM3: 780 },
        ],
      },
    });

    // the generic update resets the approval too when a mix field changes
    await approve();
    const slump = await s.call('POST', '/resource/recipeLib/update', lab, { body: { libId, slump: '200' } });
    expect(slump.body.code, JSON.stringify(slump.body)).toBe(200);
    expect((await detail()).approveState ?? null).toBeNull();
  });

  it('approves several submitted recipes at once, and a group of recipes as one', async () => {
    const draft = async (code: string) => String((await save(lab, { recipeCode: code, strength: 'C30', slump: '180' })).body.data.libId);
    const [a, b, c, d] = [await draft('LAB-B-1'), await draft('LAB-B-2'), await draft('LAB-G-1'), await draft('LAB-G-2')];
    for (const libId of [a, b]) expect((await s.call('POST', '/quality/recipe-lib/submit', lab, { body: { libId } })).body.code).toBe(200);
    const batch = await s.call('POST', '/quality/recipe-lib/approveBatch', admin, { body: { ids: [a, b], text: '同意' } });
    expect(batch.body.code, JSON.stringify(batch.body)).toBe(200);
    const group = await s.call('POST', '/resource/recipeLib/groupSubmit', lab, { body: { ids: [c, d] } });
    expect(group.body.code, JSON.stringify(group.body)).toBe(200);
    const decided = await s.call('POST', '/quality/recipe-lib/group-approval', admin, { body: { groupId: group.body.data.groupId, text: '同意' } });
    expect(decided.body.data).toMatchObject({ approveState: 1 });
    const states = await s.services.db.selectFrom('recipes').select('approve_state').where('id', 'in', [a, b, c, d].map(Number)).execute();
    expect(states.map((r) => r.approve_state)).toEqual([1, 1, 1, 1]);
  });

  it('lists the recipes earlier tasks of the same project used', async () => {
    // an earlier task of the same project with another recipe of the station
    const first = await s.services.db.selectFrom('production_tasks').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const another = await s.services.db
      .selectFrom('recipes')
      .select('id')
      .where('org_id', '=', first.org_id)
      .where('id', '<>', first.recipe_id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = first;
    await s.services.db
      .insertInto('production_tasks')
      .values({ ...copy, task_code: `${first.task_code}-H`, recipe_id: another.id })
      .execute();
    const tasks = await s.services.db.selectFrom('production_tasks').select(['id', 'project_id', 'recipe_id']).orderBy('id').execute();
    const task = tasks.find((t) => t.id === first.id)!;
    const expected = new Set(tasks.filter((o) => o.project_id === task.project_id && o.id !== task.id).map((o) => o.recipe_id));
    const r = await s.call('GET', '/quality/recipe-lib/get-history-libs', lab, { query: { taskId: String(task.id) } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(new Set(r.body.data.map((x: { libId: number }) => x.libId))).toEqual(expected);
    expect((await s.call('GET', '/quality/recipe-lib/get-history-libs', lab, { query: { taskId: '999999' } })).body.code).toBe(404);
  });

  it('keeps a station to its own recipes and a role without the screen out', async () => {
    const other = await s.services.db.selectFrom('recipes').select('id').where('org_id', '=', '02').executeTakeFirstOrThrow();
    const asStation = await s.call('GET', '/quality/recipe-lib/lib-detail', lab, { query: { libId: String(other.id), org_id: '01' } });
    expect(asStation.body.code).toBe(404);
    const copy = await s.call('POST', '/quality/recipe-lib/copy-zy', lab, { body: { libId: other.id, recipeCode: 'X-01', org_id: '01' } });
    expect(copy.body.code).toBe(404);
    expect((await s.call('POST', '/quality/recipe-lib/list-zy', await s.login('station'), { body: {} })).body.code).toBe(403);
  });

  it('refuses to delete a recipe tasks use, without a server error', async () => {
    const used = await s.services.db.selectFrom('production_tasks').select('recipe_id').executeTakeFirstOrThrow();
    const r = await s.call('GET', '/quality/recipe-lib/delete', admin, { query: { libId: String(used.recipe_id) } });
    expect(r.status).toBe(200);
    expect([400, 409]).toContain(r.body.code);
  });
});
