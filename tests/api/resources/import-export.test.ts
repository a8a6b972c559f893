import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { sql } from 'kysely';
import { startServer, type Server } from './helper';

let s: Server;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('GET /resource/<name>/export', () => {
  it('streams an .xlsx with formula-like cells escaped', async () => {
    await s.call('/sales/transfer_company/add', admin, {
      query: { code: 'ZY0100', companyName: '=HYPERLINK("http://x")', contact: '@SUM(A1)', phone: '+86-571-86650001' },
    });
    const r = await s.call('/resource/transferCompany/export', admin, { query: { page: '1', limit: '50000' } });
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.raw as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toContain('公司名称');
    const cells = ws.getSheetValues().flat().map(String);
    expect(cells).toContain(`'=HYPERLINK("http://x")`);
    expect(cells).toContain(`'@SUM(A1)`);
    expect(cells).toContain(`'+86-571-86650001`);
    expect(ws.rowCount).toBe(4);
  });
});

describe('a declared format', () => {
  it('is refused by the server as by the form: a phone that is not one answers 400 naming the field', async () => {
    const r = await s.call('/resource/supplier/add', admin, { body: { code: 'GYS-PHONE', name: '格式测试供应商', phone: 'abc-not-a-phone' } });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'phone' } });
    expect(r.body.msg).toContain('电话');
    const ok = await s.call('/resource/supplier/add', admin, { body: { code: 'GYS-PHONE', name: '格式测试供应商', phone: '0571-86650001' } });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('POST /resource/<name>/import', () => {
  it('imports nothing and names each bad row and field when one row is bad', async () => {
    const before = await s.count('units');
    const file = await xlsx([
      ['单位名称', '单位符号', '换算系数'],
      ['立方分米', 'dm³', '0.50'],
      ['方', 'fang', '-1'],
      ['公斤', 'kg', '1'],
    ]);
    const r = await s.call('/resource/unit/import', admin, { raw: file });
    expect(r.body.code).toBe(400);
    expect(r.body.data.errors).toEqual([{ row: 3, field: 'ratio', msg: '请输入正数' }]);
    // the pop-up names the column as its header reads, not the wire name
    expect(r.body.msg).toBe('第3行 换算系数：请输入正数');
    expect(await s.count('units')).toBe(before);
  });

  it('imports every row when all are good', async () => {
    const file = await xlsx([
      ['name', 'symbol', 'ratio'],
      ['立方分米', 'dm³', '0.50'],
      ['公斤', 'kg', '1'],
    ]);
    const r = await s.call('/resource/unit/import', admin, { raw: file });
    expect(r.body).toMatchObject({ code: 200, data: { imported: 2 } });
    expect(await s.count('audit_log', sql`action = 'import' and entity = 'unit'`)).toBe(1);
  });

  it('refuses a zip bomb fast, before any parser runs', async () => {
    const bomb = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const t = Date.now();
    const r = await s.call('/resource/unit/import', admin, { raw: bomb });
    expect(Date.now() - t).toBeLessThan(1000);
    expect(r.body).toMatchObject({ code: 400, msg: '文件结构不安全，已拒绝导入' });
  });

  it('refuses a DOCTYPE', async () => {
    const evil = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
        'xl/worksheets/sheet1.xml': strToU8(
          '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]>' +
            '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>&lol;</t></is></c></row></sheetData></worksheet>',
        ),
      }),
    );
    const t = Date.now();
    const r = await s.call('/resource/unit/import', admin, { raw: evil });
    expect(Date.now() - t).toBeLessThan(1000);
    expect(r.body).toMatchObject({ code: 400, msg: '文件结构不安全，已拒绝导入' });
  });

  it('refuses a file over the 1 MB limit and anything that is not .xlsx', async () => {
    const big = await s.call('/resource/unit/import', admin, { raw: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1024 * 1024 + 10)]) });
    expect(big.body).toMatchObject({ code: 400, msg: '最大限制1M' });
    const txt = await s.call('/resource/unit/import', admin, { raw: Buffer.from('name,symbol\nx,y') });
    expect(txt.body.code).toBe(400);
  });

  it('refuses an import without the import button (403)', async () => {
    const member = await s.login('member');
    const r = await s.call('/resource/unit/import', member, { raw: await xlsx([['name'], ['x']]) });
    expect(r.body.code).toBe(403);
  });
});
