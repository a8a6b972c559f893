import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInServer } from '../harness';

/**
 * Issue 26 item 18: the NCC customer master is the group's list of its ERP customers, owned by no
 * station (docs/decisions.md "The NCC customer master is group-wide"). A station user granted its
 * screen picks from it by code and name, and reads no contact, phone or tax number through any of
 * its calls; the head office reads them all.
 */
const f = signedInServer('admin');
let station = '';
beforeAll(async () => {
  // the demo's station role has no basic data: grant it the master's screen, as an administrator may
  await sql`insert into role_menus (role_id, menu_id)
    select r.role_id, m.id from roles r, menus m where r.role_code = 'station' and m.path in ('/basic', '/basic/master-customer')
    on conflict do nothing`.execute(f.s.services.db);
  station = await f.s.login('station');
});

const READS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['/system/ncc-data/customer/list', { pageNum: 1, pageSize: 50 }],
  ['/system/ncc-data/customer-list', {}],
  ['/resource/nccCustomer/page', { pageNum: 1, pageSize: 50 }],
  ['/resource/nccCustomer/list', {}],
];
const rowsOf = (data: unknown): Array<Record<string, unknown>> => (Array.isArray(data) ? data : (data as { list: Array<Record<string, unknown>> }).list);
const PRIVATE = ['contact', 'phone', 'taxNo'];

describe('the NCC customer master', () => {
  it.each(READS)('%s answers a station user codes and names only', async (path, body) => {
    const r = await f.s.call('POST', path, station, { body });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const rows = rowsOf(r.body.data);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.code || !row.name)).toEqual([]);
    expect(rows.filter((row) => PRIVATE.some((k) => k in row))).toEqual([]);
  });

  it('answers one record the same way', async () => {
    const [first] = rowsOf((await f.s.call('POST', '/resource/nccCustomer/list', station, { body: {} })).body.data);
    const r = await f.s.call('POST', '/resource/nccCustomer/get', station, { body: { id: first.id } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.name).toBe(first.name);
    expect(PRIVATE.filter((k) => k in r.body.data)).toEqual([]);
  });

  it('answers the head office the contacts too', async () => {
    const rows = rowsOf((await f.s.call('POST', '/system/ncc-data/customer/list', f.token, { body: { pageNum: 1, pageSize: 50 } })).body.data);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !('contact' in row) || !('phone' in row))).toEqual([]);
  });
});
