// @ts-check
/**
 * The exceljs streaming writer on a thread of its own (see xlsx-writer.ts). Building and zipping
 * a 50,000-row sheet is seconds of CPU; on the server's thread it would stall every other call.
 * Plain JavaScript because a worker thread gets no TypeScript loader under tsx or Vitest.
 *
 * It starts before it is needed (xlsx-writer.ts keeps one spare), so loading exceljs does not
 * delay the first byte; one worker writes one sheet.
 *
 * In:  { sheet: { columns: [{ header, key, width }], plans: CellPlan[], idName } } first, then
 *      { json, ids } (a batch as the database encoded it, in export order) and { end: true }.
 *      Parsing and shaping happen here too, so the server's thread makes next to no garbage.
 * Out: { chunk: Uint8Array } (transferred), { written: n } after each batch, { done: true } or { error }.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { batchCells } from './xlsx-cells.mjs';

// An export is background work: on Linux this lowers this thread alone, so when the cores are
// busy the server's own thread, answering interactive calls, runs first.
try { setPriority(10); } catch { /* not allowed here: run at normal priority */ }

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const sink = new Writable({
  write(chunk, _encoding, done) {
    // a copy of its own, so the transfer cannot detach a pooled Buffer
    const bytes = new Uint8Array(chunk);
    port.postMessage({ chunk: bytes }, [bytes.buffer]);
    done();
  },
});

/** @type {{ columns: any[], plans: any[], idName: string }} */
let sheet;
/** @type {any} */
let wb;
/** @type {any} */
let ws;

port.on('message', async (/** @type {{ sheet?: typeof sheet, json?: string, ids?: Array<string | number>, end?: boolean }} */ msg) => {
  try {
    if (msg.sheet) {
      sheet = msg.sheet;
      wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
      ws = wb.addWorksheet('Sheet1');
      ws.columns = sheet.columns;
    }
    if (msg.ids) {
      const rows = batchCells(msg.json ?? '', msg.ids, sheet.idName, sheet.plans);
      for (const cells of rows) ws.addRow(cells).commit();
      port.postMessage({ written: rows.length });
    }
    if (msg.end) {
      ws.commit();
      await wb.commit();
      port.postMessage({ done: true });
      port.close();
    }
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? e.message : String(e) });
    port.close();
  }
});
