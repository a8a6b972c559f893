import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from './harness';
import type { MenuNode } from '../../src/domain/screens/menu-tree';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const flat = (t: MenuNode[]): MenuNode[] => t.flatMap((n) => [n, ...flat(n.children)]);

describe('GET /user/menu/findbycode', () => {
  it('gives an admin the whole tree, with every screen of the catalogue and its buttons', async () => {
    const r = await s.call('GET', '/user/menu/findbycode', admin, { query: { organization_code: '0001' } });
    const all = flat(r.body.data);
    expect(all.length).toBeGreaterThan(300);
    expect(all.find((n) => n.path === '/sales/customer')).toMatchObject({
      meta: { title: 'menu./sales/customer', role: ['admin', 'editor'] },
      buttons: expect.arrayContaining(['add', 'delete']),
    });
    expect(all.filter((n) => n.id === 17 || n.id === 1701 || n.id === 1702)).toHaveLength(3);
  });

  it('gives a project member reduced menus without delete buttons', async () => {
    const t = await s.login('member');
    const r = await s.call('GET', '/user/menu/findbycode', t, { query: { organization_code: '01' } });
    const tops = r.body.data.map((n: MenuNode) => n.path);
    expect(tops).toEqual(['/home', '/project']);
    const nodes = flat(r.body.data);
    expect(nodes.length).toBeGreaterThan(tops.length);
    expect(nodes.filter((n) => n.buttons.includes('delete')).map((n) => n.path)).toEqual([]);
  });

  it('refuses a station user asking for another organisation', async () => {
    const t = await s.login('station');
    const r = await s.call('GET', '/user/menu/findbycode', t, { query: { organization_code: '02', org_id: '01' } });
    expect(r.body.code).toBe(403);
  });

  it('answers the buttons of one page by its last path segment', async () => {
    const t = await s.login('station');
    const r = await s.call('GET', '/user/menu/queryMenuDetail', t, { query: { name: 'car-manager', org_id: '01' } });
    expect(r.body.data).toEqual(expect.arrayContaining(['add', 'edit']));
    expect(r.body.data).not.toContain('delete');
    expect((await s.call('GET', '/user/menu/queryMenuDetail', t, { query: { org_id: '01' } })).body).toMatchObject({ code: 400, data: { field: 'name' } });
  });

  it('answers the full tree for menu management', async () => {
    expect(flat((await s.call('GET', '/user/menu/tree-data', admin)).body.data).length).toBeGreaterThan(300);
  });
});

describe('/user/organization', () => {
  it('answers the tree with stations under the head office', async () => {
    const r = await s.call('GET', '/user/organization/tree-data', admin);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0].org_id).toBe('0001');
    expect(r.body.data[0].children.length).toBeGreaterThanOrEqual(3);
    expect((await s.call('GET', '/user/organization/allTree', admin)).body.data[0].children.length).toBeGreaterThanOrEqual(3);
  });

  it('finds stations by type', async () => {
    const r = await s.call('GET', '/user/organization/findOrganizationByType', admin, { query: { org_type: 'station' } });
    expect(r.body.data.map((o: { org_type: string }) => o.org_type)).toEqual(['station', 'station', 'station', 'station']);
  });

  it('adds, updates and deletes a station', async () => {
    const add = await s.call('GET', '/user/organization/organization-add', admin, {
      query: { new_org_id: '09', org_name: '华建混凝土桐庐搅拌站', lng: '119.69', lat: '29.79' },
    });
    expect(add.body.data).toMatchObject({ org_id: '09', org_type: 'station', lng: 119.69 });
    const upd = await s.call('GET', '/user/organization/organization-update', admin, { query: { target_org_id: '09', org_short_name: '桐庐站' } });
    expect(upd.body.data.org_short_name).toBe('桐庐站');
    expect((await s.call('GET', '/user/organization/organization-del', admin, { query: { target_org_id: '09' } })).body.code).toBe(200);
  });

  it('refuses a station phone that is not one, naming it, and writes nothing', async () => {
    const before = await countRows(s, 'orgs');
    const r = await s.call('GET', '/user/organization/organization-add', admin, { query: { new_org_id: '08', org_name: 'x', phone: 'abc-not-a-phone' } });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'phone' } });
    expect(await countRows(s, 'orgs')).toBe(before);
  });

  it('shows the built screens of basic, settings and product in the menu, also on a database seeded while they were hidden', async () => {
    await s.services.db.updateTable('menus').set({ hidden: true }).where('path', 'in', ['/settings', '/settings/systemJournal']).execute();
    const { syncMenuButtons } = await import('../../server/resources/menu-buttons');
    expect(await syncMenuButtons(s.services.db)).toBe(2);
    const all = flat((await s.call('GET', '/user/menu/findbycode', admin, { query: { organization_code: '0001' } })).body.data);
    for (const path of ['/basic', '/basic/master-provider', '/settings', '/settings/systemJournal', '/product', '/product/unit']) {
      expect(
        all.find((n) => n.path === path),
        path,
      ).toMatchObject({ hidden: false });
    }
  });

  it('refuses a bad coordinate, naming it, and writes nothing', async () => {
    const before = await countRows(s, 'orgs');
    const r = await s.call('GET', '/user/organization/organization-add', admin, { query: { new_org_id: '08', org_name: 'x', lat: '123' } });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'lat' } });
    expect(await countRows(s, 'orgs')).toBe(before);
  });

  it('refuses deleting a station that still has users', async () => {
    expect((await s.call('GET', '/user/organization/organization-del', admin, { query: { target_org_id: '01' } })).body.code).toBe(409);
  });

  it('copies the settings of one organisation to others', async () => {
    const r = await s.call('POST', '/user/organization/copyTree', admin, { body: { data: { source_org_id: '0001', target_org_ids: ['02'] } } });
    expect(r.body.data.copied).toBeGreaterThan(0);
    const n = await s.services.db.selectFrom('settings').select('id').where('org_id', '=', '02').execute();
    expect(n.length).toBe(r.body.data.copied);
  });

  it('refuses station management to a non-admin', async () => {
    const t = await s.login('dispatcher');
    expect((await s.call('GET', '/user/organization/organization-add', t, { query: { new_org_id: '07', org_name: 'x' } })).body.code).toBe(403);
  });
});

describe('roles and role menus', () => {
  it('lists roles with their user counts', async () => {
    const r = await s.call('GET', '/erp/console/role/list', admin);
    // admin and manager (a second holder, so a flow admin submits can still finish)
    expect(r.body.data.find((x: { role_code: string }) => x.role_code === 'admin').userCount).toBe(2);
  });

  it('replaces the menus and buttons of a role, which the user then sees', async () => {
    const roles = (await s.call('GET', '/erp/console/role/list', admin)).body.data;
    const member = roles.find((x: { role_code: string }) => x.role_code === 'member').role_id;
    expect((await s.call('POST', '/user/role-menu/insert', admin, { body: { roleId: member, menuIds: [1, 101] } })).body.code).toBe(200);
    const detail = await s.call('POST', '/user/role-menu/insertDetail', admin, {
      query: { roleId: String(member) },
      body: [{ menuId: 101, buttons: ['export'] }],
    });
    expect(detail.body.code).toBe(200);
    const sel = await s.call('GET', '/user/role-menu/select', admin, { query: { roleId: String(member) } });
    expect(sel.body.data).toMatchObject({ menuIds: [1, 101], details: [{ menuId: 101, buttons: ['export'] }] });
    const t = await s.login('member');
    const tree = (await s.call('GET', '/user/menu/findbycode', t)).body.data;
    expect(flat(tree).map((n) => n.id)).toEqual([1, 101]);
  });

  it('refuses an unknown button and keeps the old grants', async () => {
    const before = await countRows(s, 'role_menu_buttons');
    const r = await s.call('POST', '/user/role-menu/insertDetail', admin, { query: { roleId: '2' }, body: [{ menuId: 101, buttons: ['launch-rocket'] }] });
    expect(r.body.code).toBe(400);
    expect(await countRows(s, 'role_menu_buttons')).toBe(before);
  });
});
