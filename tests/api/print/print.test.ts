import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { resourceByName } from '../../../src/domain/resources/registry';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from '../operations/plant-run';
import { pdfText } from './pdf-text';
import { rawCall, setButton, ticketOf } from './print-support';

let s: TestServer;
let admin: string;
let station: string;
let dispatcher: string;
let approver: string;
let screen: string;

beforeAll(async () => {
  s = await startTestServer();
  [admin, station, dispatcher, approver] = [await s.login('admin'), await s.login('station'), await s.login('dispatcher'), await s.login('approver')];
  await runPlant(s, { orgId: '01', steps: 40, dt: 30 });
  await runPlant(s, { orgId: '02', steps: 40, dt: 30 });
  screen = resourceByName('deliveryTicket')!.screen;
  await setButton(s, 'station', screen, 'print', true);
  await setButton(s, 'dispatcher', screen, 'print', true);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const print = (token: string, id: number, lang = 'zh-CN', doc = 'ticket') => rawCall(s, '/resource/deliveryTicket/print', token, { id: String(id), doc }, lang);

describe('GET /resource/deliveryTicket/print', () => {
  it('prints a ticket as a small A5 PDF whose text reads back in Chinese', async () => {
    const t = await ticketOf(s, '01');
    const r = await print(station, t.id);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.bytes.length).toBeLessThan(100_000); // a subset of one face: the font file itself is 8 MB
    const [page, ...more] = await pdfText(r.bytes);
    expect(more).toEqual([]);
    for (const text of [t.ticket_code, t.customer_name, '混凝土送货单', '生产记录', '司机签字', '第 1/1 页']) expect(page).toContain(text);
    const job = await s.services.db.selectFrom('print_jobs').selectAll().where('id', '=', Number(r.headers['x-print-job'])).executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      org_id: '01',
      resource: 'deliveryTicket',
      record_id: t.id,
      record_code: t.ticket_code,
      doc: 'ticket',
      lang: 'zh',
      size_bytes: r.bytes.length,
      pages: 1,
      reprint: false,
      request_id: null,
    });
    const user = await s.services.db.selectFrom('users').select(['user_id', 'true_name']).where('user_name', '=', 'station').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ user_id: user.user_id, user_name: user.true_name });
  });

  it('prints English labels for Accept-Language en, with the Chinese customer name', async () => {
    const t = await ticketOf(s, '01', 1);
    const [page] = await pdfText((await print(dispatcher, t.id, 'en-US,en;q=0.9')).bytes);
    for (const text of [t.ticket_code, t.customer_name, 'Concrete delivery ticket', 'Customer', 'Batches', 'Page 1 of 1']) expect(page).toContain(text);
    expect(page).not.toContain('混凝土送货单');
  });

  it("refuses another station's ticket, a role without the print button, and bad input", async () => {
    const other = await ticketOf(s, '02');
    expect((await print(station, other.id)).body).toMatchObject({ code: 404 });
    const own = await ticketOf(s, '01', 2);
    await setButton(s, 'dispatcher', screen, 'print', false);
    expect((await print(dispatcher, own.id)).body).toMatchObject({ code: 403 });
    expect((await rawCall(s, '/resource/deliveryTicket/print-state', dispatcher, { id: String(own.id) })).body).toMatchObject({ code: 403 });
    await setButton(s, 'dispatcher', screen, 'print', true);
    expect((await print(station, own.id, 'zh', 'nope')).body).toMatchObject({ code: 400, data: { field: 'doc' } });
    expect((await rawCall(s, '/resource/deliveryTicket/print', station, { id: 'x' })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect(await s.services.db.selectFrom('print_jobs').select('id').where('record_id', 'in', [other.id, own.id]).execute()).toEqual([]);
  });
});

describe('print approval (/approval/print-approval)', () => {
  it('lets a reprint through only after its request is agreed, once', async () => {
    await s.call('POST', '/system/approval-flow/save', admin, {
      body: { businessType: 'print-approval', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
    });
    const t = await ticketOf(s, '01', 3);
    const state = async () =>
      (await rawCall(s, '/resource/deliveryTicket/print-state', station, { id: String(t.id) })).body.data as { state: string; printed: number };
    expect(await state()).toMatchObject({ state: 'free', printed: 0 });
    expect((await s.call('GET', '/resource/deliveryTicket/print-request', station, { query: { id: String(t.id), reason: '未打印' } })).body).toMatchObject({
      code: 400,
      data: { field: 'doc' },
    });
    expect((await print(station, t.id)).headers['content-type']).toBe('application/pdf');

    const again = await print(station, t.id);
    expect(again.body).toMatchObject({ code: 409, msg: '该单据已打印过，再次打印需先提交打印审批' });
    expect(await state()).toMatchObject({ state: 'needsRequest', printed: 1 });

    const req = await s.call('GET', '/resource/deliveryTicket/print-request', station, { query: { id: String(t.id), reason: '客户签收单遗失' } });
    expect(req.body.code).toBe(200);
    expect(req.body.data).toMatchObject({ approveState: 0, recordCode: t.ticket_code, reason: '客户签收单遗失' });
    const requestId = req.body.data.id as number;
    expect((await s.call('GET', '/resource/deliveryTicket/print-request', station, { query: { id: String(t.id) } })).body.code).toBe(409);
    expect((await print(station, t.id)).body).toMatchObject({ code: 409, msg: '补打申请正在审批中' });
    expect(await state()).toMatchObject({ state: 'pending' });

    // the approver sees it waiting on the print approval screen and agrees
    const waiting = await s.call('GET', '/resource/printRequest/approvalPage', approver);
    expect(waiting.body.data.list.map((x: { id: number }) => x.id)).toContain(requestId);
    expect((await s.call('GET', '/resource/printRequest/approve', approver, { query: { id: String(requestId), status: '1' } })).body.code).toBe(200);
    expect(await state()).toMatchObject({ state: 'approved' });

    const reprint = await print(station, t.id);
    expect(reprint.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(reprint.bytes))[0]).toContain('补打');
    const used = await s.services.db.selectFrom('print_requests').select('used_job_id').where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(used.used_job_id).toBe(Number(reprint.headers['x-print-job']));
    // used up: the next reprint needs a new request
    expect((await print(station, t.id)).body).toMatchObject({ code: 409 });
    expect(await state()).toMatchObject({ state: 'needsRequest', printed: 2 });
    expect(
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from audit_log where entity = 'deliveryTicket' and entity_id = ${String(t.id)} and action = 'print'`.execute(s.services.db)
        ).rows[0].n,
      ),
    ).toBe(2);
  });

  it('lets exactly one of two simultaneous first prints through', async () => {
    const t = await ticketOf(s, '01', 4);
    const both = await Promise.all([print(station, t.id), print(dispatcher, t.id)]);
    expect(both.map((r) => (r.headers['content-type'] === 'application/pdf' ? 'pdf' : r.body.code)).sort()).toEqual([409, 'pdf']);
    expect(await s.services.db.selectFrom('print_jobs').select('id').where('record_id', '=', t.id).execute()).toHaveLength(1);
  });
});

describe('/pdf/download', () => {
  it("lists the jobs of the caller's station and hands the same bytes out again", async () => {
    const other = await ticketOf(s, '02', 1);
    const adminJob = await print(admin, other.id);
    expect(adminJob.headers['content-type']).toBe('application/pdf');

    const mine = await s.call('GET', '/pdf/download/page', station, { query: { page: '1', limit: '50' } });
    expect(mine.body.code).toBe(200);
    const list = mine.body.data.list as Array<{ id: number; orgId: string; recordCode: string; sizeBytes: number; createTime: string }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((j) => j.orgId === '01')).toBe(true);
    expect(list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const all = await s.call('GET', '/pdf/download/page', admin, { query: { recordCode: other.ticket_code } });
    expect(all.body.data.list.map((j: { recordCode: string }) => j.recordCode)).toEqual([other.ticket_code]);

    const file = await rawCall(s, '/pdf/download/file', station, { id: String(list[0].id) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.bytes.length).toBe(list[0].sizeBytes);
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''");
    expect((await rawCall(s, '/pdf/download/file', station, { id: adminJob.headers['x-print-job'] as string })).body).toMatchObject({ code: 404 });
    expect((await s.call('GET', '/pdf/download/page', station, { query: { createTime: '2024-02-30,' } })).body).toMatchObject({
      code: 400,
      data: { field: expect.stringMatching(/^createTime/) },
    });
    // a role that cannot open the ticket screen lists nothing of it
    expect((await s.call('GET', '/pdf/download/page', await s.login('sales'))).body.data.total).toBe(0);
  });
});
