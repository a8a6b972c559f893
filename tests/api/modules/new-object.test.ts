import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../../admin/areas';
import { deriveScreens } from '../../../src/app/screen-derivation';
import { syncMenuButtons } from '../../../server/resources/menu-buttons';
import { startTestServer, type TestServer } from '../harness';
import { fixtureArea } from './fixture';
import { fixtureServer } from './fixture/server';
import { agreedBlocks } from './fixture/test-block.server';

/**
 * The proof of issue 8: an object added as files of one area folder (./fixture) only is served,
 * migrated, approved, permissioned and routed with no other edit.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({}, { areas: [fixtureServer] });
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const add = (token: string, blockCode: string) =>
  s.call('POST', '/resource/testBlock/add', token, { body: { blockCode, strength: 'C30', pressureKn: '812.50' } });

describe('a new object declared in one area folder', () => {
  it('has its table migrated from its own migration', async () => {
    const { rows } = await (
      await import('kysely')
    ).sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'fixture_test_blocks'`.execute(s.services.db);
    expect(rows.map((r) => r.column_name)).toEqual(expect.arrayContaining(['block_code', 'pressure_kn', 'approve_state', 'org_id']));
  });

  it('answers its calls: generic, spec path and override', async () => {
    const created = await add(admin, 'SK-0001');
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id ?? created.body.data;
    const page = await s.call('GET', '/fixture/test-block/page', admin, { query: { blockCode: 'SK-0001' } });
    expect(page.body.code).toBe(200);
    expect(page.body.data.list).toEqual([expect.objectContaining({ blockCode: 'SK-0001', strength: 'C30', pressureKn: '812.50' })]);
    const detected = await s.call('POST', '/fixture/test-block/detect', admin, { body: { id } });
    expect(detected.body.code, JSON.stringify(detected.body)).toBe(200);
    const bad = await s.call('POST', '/resource/testBlock/add', admin, { body: { strength: 'C30' } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('试块编号');
  });

  it('goes through its approval flow: configured, submitted, then approved on its approval screen', async () => {
    const flow = await s.call('POST', '/system/approval-flow/save', admin, {
      body: { businessType: 'fixture-test-block', levels: [{ approvers: [{ type: 'role', value: 'admin' }] }] },
    });
    expect(flow.body.code, JSON.stringify(flow.body)).toBe(200);
    // the lab enters and submits, the administrator decides (nobody approves their own submission)
    const lab = await s.login('lab');
    const created = await add(lab, 'SK-0002');
    const id = Number(created.body.data.id ?? created.body.data);
    const submitted = await s.call('POST', '/resource/testBlock/submit', lab, { body: { id } });
    expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(200);
    const waiting = await s.call('GET', '/resource/testBlock/approvalPage', admin, { query: { all: '1' } });
    expect(waiting.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const approved = await s.call('POST', '/resource/testBlock/approve', admin, { body: { id, opinion: 1, reason: '强度合格' } });
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(200);
    const row = await s.call('GET', '/resource/testBlock/get', admin, { query: { id: String(id) } });
    expect(row.body.data.approveState).toBe(1);
    expect(agreedBlocks).toContain(id);
  });

  it('prints its declared document as a PDF', async () => {
    const created = await add(admin, 'SK-0004');
    const id = created.body.data.id ?? created.body.data;
    const pdf = await s.call('GET', '/resource/testBlock/print', admin, { query: { id: String(id), doc: 'report' } });
    expect(pdf.status, typeof pdf.body === 'string' ? pdf.body.slice(0, 200) : JSON.stringify(pdf.body)).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
  });

  it('puts its buttons on its menu and refuses them to a role without them', async () => {
    const menu = await s.services.db.selectFrom('menus').select('buttons').where('path', '=', '/lab/test-block-management/detect').executeTakeFirstOrThrow();
    expect(menu.buttons.split(',')).toEqual(expect.arrayContaining(['add', 'edit', 'detect', 'print']));
    const approvalMenu = await s.services.db.selectFrom('menus').select('buttons').where('path', '=', '/approval/mixCar-approval').executeTakeFirstOrThrow();
    expect(approvalMenu.buttons.split(',')).toEqual(expect.arrayContaining(['approve', 'refuse']));
    // the lab role sees the screen (its menu group); an administrator takes detect away from it
    const detectMenu = await s.services.db.selectFrom('menus').select('id').where('path', '=', '/lab/test-block-management/detect').executeTakeFirstOrThrow();
    await s.services.db.deleteFrom('role_menu_buttons').where('menu_id', '=', detectMenu.id).where('button', '=', 'detect').execute();
    const lab = await s.login('lab');
    const created = await add(lab, 'SK-0003');
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id ?? created.body.data;
    const refused = await s.call('POST', '/fixture/test-block/detect', lab, { body: { id } });
    expect(refused.body.code).toBe(403);
    const sales = await s.login('sales');
    expect((await s.call('GET', '/fixture/test-block/page', sales)).body.code).toBe(403);
  });

  it('brings the buttons of a database seeded before the object existed up to date at start', async () => {
    const path = '/lab/test-block-management/detect';
    await s.services.db.updateTable('menus').set({ buttons: 'add,edit,delete,export,import' }).where('path', '=', path).execute();
    expect(await syncMenuButtons(s.services.db)).toBe(1);
    const menu = await s.services.db.selectFrom('menus').select('buttons').where('path', '=', path).executeTakeFirstOrThrow();
    expect(menu.buttons.split(',')).toEqual(expect.arrayContaining(['detect', 'print']));
    expect(await syncMenuButtons(s.services.db)).toBe(0);
  });

  it('is routed by the client: its table screen and its approval screen are derived', () => {
    const screens = deriveScreens([...areas, fixtureArea], new Set());
    // the lab's own specimen views share the route: the fixture's table is one more tab of it
    expect(screens.find((x) => x.path === '/lab/test-block-management/detect')).toMatchObject({
      kind: 'table',
      resources: expect.arrayContaining(['testBlock']),
    });
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/mixCar-approval', flows: [{ resource: 'testBlock', flow: 'approval' }] });
  });
});
