import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, digest, startTestServer, type TestServer } from './harness';
import { signInQuery } from './calls';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

describe('GET /user/users/info-extend', () => {
  it('answers the user and the organisations, never a password', async () => {
    const r = await s.call('GET', '/user/users/info-extend', admin);
    expect(r.body.data.user).toMatchObject({ user_name: 'admin', org_id: '0001', true_name: expect.any(String), post_code: expect.any(String) });
    expect(JSON.stringify(r.body)).not.toMatch(/password/i);
    expect(r.body.data.orgList.length).toBeGreaterThanOrEqual(4);
    expect(r.body.data.roles).toContain('admin');
  });

  it('gives a station user only their station', async () => {
    const t = await s.login('station');
    const r = await s.call('GET', '/user/users/info-extend', t);
    expect(r.body.data.user.org_id).toBe('01');
    expect(r.body.data.orgList.map((o: { org_id: string }) => o.org_id)).toEqual(['01']);
  });
});

describe('org scoping', () => {
  it('refuses a station user naming another organisation with 403 and no data', async () => {
    const t = await s.login('station');
    const r = await s.call('GET', '/user/users/list', t, { query: { org_id: '02' } });
    expect(r.body).toMatchObject({ code: 403, data: { field: 'org_id' } });
    expect(r.body.data.list).toBeUndefined();
  });

  it('lists only the station users when acting for a station', async () => {
    // a station user without /hr/user is refused the list (tests/api/security/matrix.test.ts)
    const r = await s.call('GET', '/user/users/list', admin, { query: { org_id: '01' } });
    expect(r.body.data.list.length).toBeGreaterThan(0);
    expect(r.body.data.list.every((u: { org_id: string }) => u.org_id === '01')).toBe(true);
  });

  it('answers 400 for a repeated org_id', async () => {
    const r = await s.call('GET', '/user/users/list', admin, { query: { org_id: ['01', '02'] } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
  });

  it('answers 400 when org_id and orgId disagree', async () => {
    const r = await s.call('GET', '/user/users/list', admin, { query: { org_id: '01', orgId: '02' } });
    expect(r.status).toBe(400);
  });
});

describe('GET /user/users/update-password', () => {
  const change = (t: string, q: Record<string, string>) => s.call('GET', '/user/users/update-password', t, { query: q });

  it('refuses a short password and changes nothing', async () => {
    const t = await s.login('lab');
    const before = await s.services.db.selectFrom('users').select('password_hash').where('user_name', '=', 'lab').executeTakeFirstOrThrow();
    const r = await change(t, { password: digest('short'), confirm: digest('short'), length: '5' });
    expect(r.body).toMatchObject({ code: 400, msg: '密码长度不能少于8位', data: { field: 'password' } });
    const after = await s.services.db.selectFrom('users').select('password_hash').where('user_name', '=', 'lab').executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('refuses mismatched passwords', async () => {
    const t = await s.login('lab');
    const r = await change(t, { password: digest('longenough1'), confirm: digest('longenough2'), length: '11' });
    expect(r.body).toMatchObject({ code: 400, msg: '两次输入密码不一致', data: { field: 'confirm' } });
  });

  it('refuses an empty password and an empty confirmation', async () => {
    const t = await s.login('lab');
    expect((await change(t, {})).body.msg).toBe('密码不能为空');
    expect((await change(t, { password: digest('longenough1'), length: '11' })).body.msg).toBe('请再次输入密码');
  });

  it('changes the password; the old one stops working', async () => {
    const t = await s.login('dispatcher');
    const r = await change(t, { password: digest('newpassword9'), confirm: digest('newpassword9'), length: '12' });
    expect(r.body.code).toBe(200);
    const old = await s.call('POST', '/auth/oauth/token', undefined, { query: signInQuery('dispatcher') });
    expect(old.body.code).toBe(500);
    expect(await s.login('dispatcher', 'newpassword9')).toBeTruthy();
  });
});

describe('user administration', () => {
  it('creates a user with roles and writes an audit row', async () => {
    const audits = await countRows(s, 'audit_log');
    const r = await s.call('POST', '/user/users/save', admin, {
      body: {
        user_name: 'lin.fang',
        true_name: '林芳',
        org_id: '02',
        user_code: 'XS0009',
        password: digest('startpass1'),
        confirm: digest('startpass1'),
        length: 10,
        roleIds: [2],
      },
    });
    expect(r.body.code).toBe(200);
    const t = await s.login('lin.fang', 'startpass1');
    expect((await s.call('GET', '/user/users/current', t, { query: { org_id: '02' } })).body.data).toMatchObject({ org_id: '02', roles: ['editor'] });
    expect(await countRows(s, 'audit_log')).toBeGreaterThan(audits);
  });

  it('refuses a duplicate user name, naming the field, and writes nothing', async () => {
    const users = await countRows(s, 'users');
    const r = await s.call('POST', '/user/users/save', admin, {
      body: { user_name: 'sales', true_name: 'x', user_code: 'ZZ1', password: digest('startpass1'), confirm: digest('startpass1'), length: 10 },
    });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'user_name' } });
    expect(await countRows(s, 'users')).toBe(users);
  });

  it('refuses a phone that is not one, as its declaration says, and writes nothing', async () => {
    const users = await countRows(s, 'users');
    const r = await s.call('POST', '/user/users/save', admin, {
      body: {
        user_name: 'bad.phone',
        true_name: 'x',
        user_code: 'ZZ4',
        phone: 'abc-not-a-phone',
        password: digest('startpass1'),
        confirm: digest('startpass1'),
        length: 10,
      },
    });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'phone' } });
    expect(await countRows(s, 'users')).toBe(users);
  });

  it('rolls back a user whose roles are unknown', async () => {
    const users = await countRows(s, 'users');
    const r = await s.call('POST', '/user/users/save', admin, {
      body: { user_name: 'ghost', true_name: 'x', user_code: 'ZZ2', password: digest('startpass1'), confirm: digest('startpass1'), length: 10, roleIds: [999] },
    });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'roleIds' } });
    expect(await countRows(s, 'users')).toBe(users);
  });

  it('refuses a non-admin with 403 and writes nothing', async () => {
    const t = await s.login('sales');
    const users = await countRows(s, 'users');
    const r = await s.call('POST', '/user/users/save', t, {
      body: { user_name: 'sneaky', true_name: 'x', user_code: 'ZZ3', password: digest('startpass1'), confirm: digest('startpass1'), length: 10 },
    });
    expect(r.body.code).toBe(403);
    expect(await countRows(s, 'users')).toBe(users);
  });

  it('checks user codes', async () => {
    expect((await s.call('GET', '/user/users/code_check', admin, { query: { user_code: 'HJ0001' } })).body.data.exists).toBe(true);
    expect((await s.call('GET', '/user/users/code_check', admin, { query: { user_code: 'NOPE' } })).body.data.exists).toBe(false);
  });

  it('finds users by name', async () => {
    expect((await s.call('GET', '/user/users/getUserByUserNmae', admin, { query: { user_name: 'station' } })).body.data.org_id).toBe('01');
    expect((await s.call('GET', '/user/users/findOrgIdByUserName', admin, { query: { user_name: 'station' } })).body.data).toEqual({ org_id: '01' });
    expect((await s.call('GET', '/user/users/findOrgIdByUserName', admin, { query: { user_name: 'nobody' } })).body.code).toBe(404);
  });

  it('pages with page/limit and pageNo/pageSize alike', async () => {
    const a = await s.call('GET', '/user/users/list', admin, { query: { page: '1', limit: '3' } });
    const b = await s.call('GET', '/user/users/list', admin, { query: { pageNo: '1', pageSize: '3' } });
    expect(a.body.data).toMatchObject({ page: 1, limit: 3 });
    expect(a.body.data.list).toEqual(b.body.data.list);
    expect(a.body.data.total).toBeGreaterThanOrEqual(7);
    expect((await s.call('GET', '/user/users/list', admin, { query: { limit: 'ten' } })).body).toMatchObject({ code: 400, data: { field: 'limit' } });
  });

  it('updates and deletes a user', async () => {
    const u = await s.call('GET', '/user/users/getUserByUserNmae', admin, { query: { user_name: 'lin.fang' } });
    const id = String(u.body.data.user_id);
    expect((await s.call('GET', '/user/users/update', admin, { query: { user_id: id, true_name: '林芳芳' } })).body.data.true_name).toBe('林芳芳');
    expect((await s.call('GET', '/user/users/delete', admin, { query: { user_id: id } })).body.code).toBe(200);
    expect((await s.call('GET', '/user/users/getUserByUserNmae', admin, { query: { user_name: 'lin.fang' } })).body.code).toBe(404);
  });
});
