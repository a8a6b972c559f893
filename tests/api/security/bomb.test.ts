import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { checkXlsx, UnsafeXlsx } from '../../../server/resources/xlsx-guard';
import { startTestServer, type TestServer } from '../harness';
import { dbState } from '../permissions/db-state';
import { bombVariants } from './bomb-files';

/**
 * Issue 13, defect 6: crafted spreadsheets are refused with a 400 naming the file, and nothing is
 * written. How fast and how much memory it takes is measured in `npm run bench -- bombs`, not here.
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

const upload = (file: Buffer) =>
  s.app.inject({
    method: 'POST',
    url: '/prod-api/resource/unit/import',
    headers: { access_token: admin, 'content-type': 'application/octet-stream' },
    payload: file,
  });

describe('spreadsheet bombs', () => {
  const variants = bombVariants(64);
  for (const v of variants) {
    it(`refuses ${v.name} before any parser runs`, () => {
      expect(() => checkXlsx(v.file)).toThrow(UnsafeXlsx);
    });
  }

  it('answers each with a 400 naming the file and writes nothing', async () => {
    const before = await dbState(s.services.db);
    for (const v of variants) {
      const r = await upload(v.file);
      expect(r.statusCode, v.name).toBeLessThan(500);
      expect(JSON.parse(r.body), v.name).toMatchObject({ code: 400, data: { field: 'file' } });
    }
    const after = await dbState(s.services.db);
    delete before.sessions;
    delete after.sessions;
    expect(after).toEqual(before);
  });

  it('still passes a real workbook with an image-sized part', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['name', 'symbol', 'ratio']);
    for (let i = 0; i < 500; i++) ws.addRow([`单位${i}`, `u${i}`, '1']);
    wb.addImage({ buffer: Buffer.alloc(200_000, 7) as unknown as ExcelJS.Buffer, extension: 'png' });
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    expect(checkXlsx(file)).toBe(501);
  });
});
