import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxSheetWriter } from './xlsx-writer';

const COLUMNS = [{ header: '编码', key: 'code', width: 12 }, { header: '金额', key: 'amount', width: 12 }];

async function collect(out: PassThrough): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of out) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the xlsx sheet writer on its own thread', () => {
  it('writes the header and every batch of rows, in order, into the download', async () => {
    const out = new PassThrough();
    const bytes = collect(out);
    const sheet = new XlsxSheetWriter(COLUMNS, out);
    for (let b = 0; b < 5; b++) await sheet.add(Array.from({ length: 100 }, (_, i) => [`C${b * 100 + i}`, b * 100 + i]));
    await sheet.end();

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await bytes) as any);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(501);
    expect(ws.getRow(1).values).toEqual([undefined, '编码', '金额']);
    expect(ws.getRow(501).values).toEqual([undefined, 'C499', 499]);
  });

  it('stops taking rows once the client has gone away', async () => {
    const out = new PassThrough();
    const sheet = new XlsxSheetWriter(COLUMNS, out);
    await sheet.add([['C1', 1]]);
    out.destroy();
    await expect(async () => {
      for (let i = 0; i < 10; i++) await sheet.add([['C2', 2]]);
    }).rejects.toThrow(/closed/);
    sheet.abort();
  });
});
