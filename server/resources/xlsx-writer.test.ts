import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { batchCells, type CellPlan } from './xlsx-cells.mjs';
import { XlsxSheetWriter } from './xlsx-writer';

const COLUMNS = [
  { header: '编码', key: 'code', width: 12 },
  { header: '金额', key: 'amount', width: 12 },
];
const PLANS: CellPlan[] = [
  { name: 'code', kind: 'text' },
  { name: 'amount', kind: 'number' },
];

async function collect(out: PassThrough): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of out) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const batch = (from: number, n: number) => {
  const ids = Array.from({ length: n }, (_, i) => from + i);
  // the database answers in any order; the ids carry the export order
  return { json: JSON.stringify([...ids].reverse().map((id) => ({ id, code: `C${id}`, amount: `${id}.50` }))), ids };
};

describe('the cells of a batch', () => {
  it('follow the export order, turn decimals into numbers, enums into labels and defuse formulas', () => {
    const plans: CellPlan[] = [
      { name: 'name', kind: 'text' },
      { name: 'amount', kind: 'number' },
      { name: 'state', kind: 'label', labels: { 1: '启用' } },
      { name: 'ok', kind: 'bool' },
    ];
    const json = JSON.stringify([
      { id: 2, name: '=HYPERLINK("x")', amount: '12.30', state: 1, ok: false },
      { id: 1, name: '华建', amount: null, state: 9, ok: true },
    ]);
    expect(batchCells(json, [1, 2, 3], 'id', plans)).toEqual([
      ['华建', null, 9, '✓'],
      ['\'=HYPERLINK("x")', 12.3, '启用', ''],
    ]);
    expect(batchCells('', [1], 'id', plans)).toEqual([]);
  });
});

describe('the xlsx sheet writer on its own thread', () => {
  it('writes the header and every batch of rows, in order, into the download', async () => {
    const out = new PassThrough();
    const bytes = collect(out);
    const sheet = new XlsxSheetWriter(COLUMNS, PLANS, 'id', out);
    for (let b = 0; b < 5; b++) {
      const { json, ids } = batch(b * 100, 100);
      await sheet.add(json, ids);
    }
    await sheet.end();

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await bytes).buffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(501);
    expect(ws.getRow(1).values).toEqual([undefined, '编码', '金额']);
    expect(ws.getRow(2).values).toEqual([undefined, 'C0', 0.5]);
    expect(ws.getRow(501).values).toEqual([undefined, 'C499', 499.5]);
  });

  it('hands the download over in pieces of up to 64 KB, not in every zip write', async () => {
    const out = new PassThrough();
    const writes: number[] = [];
    const write = out.write.bind(out) as (chunk: Buffer) => boolean;
    out.write = ((chunk: Buffer) => {
      writes.push(chunk.length);
      return write(chunk);
    }) as typeof out.write;
    const bytes = collect(out);
    const sheet = new XlsxSheetWriter(COLUMNS, PLANS, 'id', out);
    // codes that do not repeat, so the zipped sheet is some hundreds of KB
    for (let b = 0; b < 40; b++) {
      const ids = Array.from({ length: 500 }, (_, i) => b * 500 + i);
      await sheet.add(JSON.stringify(ids.map((id) => ({ id, code: `C${(id * 2654435761) % 4294967296}`, amount: `${id}.50` }))), ids);
    }
    await sheet.end();

    const total = (await bytes).length;
    expect(total).toBeGreaterThan(3 * 65536);
    expect(writes.length).toBeGreaterThan(3);
    expect(writes.filter((n) => n > 65536)).toEqual([]);
    // pieces are nearly full (short by less than a zip write), but for at most one hand-over at the end of each batch
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(total / 49152) + 40 + 1);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await bytes).buffer);
    expect(wb.worksheets[0].rowCount).toBe(20_001);
  });

  it('writes sheet after sheet, one at a time and two at once, each whole and only into its own download', async () => {
    const write = async (code: string, rows: number) => {
      const out = new PassThrough();
      const bytes = collect(out);
      const sheet = new XlsxSheetWriter(COLUMNS, PLANS, 'id', out);
      const ids = Array.from({ length: rows }, (_, i) => i + 1);
      await sheet.add(JSON.stringify(ids.map((id) => ({ id, code: `${code}${id}`, amount: '1.00' }))), ids);
      await sheet.end();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(await bytes).buffer);
      return wb.worksheets[0].getColumn(1).values.slice(2);
    };
    expect(await write('A', 3)).toEqual(['A1', 'A2', 'A3']);
    expect(await write('B', 2)).toEqual(['B1', 'B2']);
    const [c, d] = await Promise.all([write('C', 4), write('D', 1)]);
    expect(c).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(d).toEqual(['D1']);
    expect(await write('E', 1)).toEqual(['E1']);
  });

  it('stops taking rows once the client has gone away', async () => {
    const out = new PassThrough();
    const sheet = new XlsxSheetWriter(COLUMNS, PLANS, 'id', out);
    await sheet.add(batch(1, 1).json, [1]);
    out.destroy();
    await expect(async () => {
      for (let i = 0; i < 10; i++) await sheet.add(batch(2, 1).json, [2]);
    }).rejects.toThrow(/closed/);
    sheet.abort();
  });
});
