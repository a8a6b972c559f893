// @ts-check
/**
 * The exceljs streaming writer on a thread of its own (see xlsx-writer.ts). Building and zipping
 * a 50,000-row sheet is seconds of CPU; on the server's thread it would stall every other call.
 * Plain JavaScript because a worker thread gets no TypeScript loader under tsx or Vitest.
 *
 * It starts before it is needed (xlsx-writer.ts keeps one spare), so loading exceljs does not
 * delay the first byte; it writes one sheet at a time, and after `done` waits for the next
 * (a failed sheet ends the thread).
 *
 * In:  { sheet: { columns: [{ header, key, width }], plans: CellPlan[], idName } } first, then
 *      { json, ids } (a batch as the database encoded it, in export order) and { end: true }.
 *      Parsing and shaping happen here too, so the server's thread makes next to no garbage.
 * Out: { chunk: Uint8Array } (transferred, up to 64 KB), { written: n } after each batch, { done: true } or { error }.
 */
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { batchCells } from './xlsx-cells.mjs';

// An export is background work: on Linux this lowers this thread alone, so when the cores are
// busy the server's own thread, answering interactive calls, runs first.
try {
  setPriority(10);
} catch {
  /* not allowed here: run at normal priority */
}

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/**
 * The zip stream writes in pieces of a few hundred bytes; one message each cost a third of this
 * thread's time (profiled, docs/performance-profiles.md). The bytes are gathered into pieces of
 * this size and handed over whole: copied into a buffer of our own, so the transfer cannot detach
 * a pooled Buffer. A batch that ends more than FLOW_MS after the last hand-over hands over what
 * there is, so the first bytes leave with the first batch and a slow export keeps flowing.
 */
const HANDOVER = 64 * 1024;
const FLOW_MS = 100;
let piece = new Uint8Array(HANDOVER);
let used = 0;
let handedAt = 0;

/** Hands what is gathered to the server's thread (a full piece, a batch's end, before `done`). */
function handOver() {
  handedAt = performance.now();
  if (!used) return;
  port.postMessage({ chunk: piece.subarray(0, used) }, [piece.buffer]);
  piece = new Uint8Array(HANDOVER);
  used = 0;
}

/** Where one workbook's zip stream writes (a workbook ends its stream: each gets its own). */
const sinkOf = () =>
  new Writable({
    write(chunk, _encoding, done) {
      if (used + chunk.length > HANDOVER) handOver();
      if (chunk.length >= HANDOVER) {
        const bytes = new Uint8Array(chunk);
        port.postMessage({ chunk: bytes }, [bytes.buffer]);
      } else {
        piece.set(chunk, used);
        used += chunk.length;
      }
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
      wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sinkOf(), useStyles: false, useSharedStrings: false });
      ws = wb.addWorksheet('Sheet1');
      ws.columns = sheet.columns;
    }
    if (msg.ids) {
      const rows = batchCells(msg.json ?? '', msg.ids, sheet.idName, sheet.plans);
      for (const cells of rows) ws.addRow(cells).commit();
      if (performance.now() - handedAt > FLOW_MS) handOver();
      port.postMessage({ written: rows.length });
    }
    if (msg.end) {
      ws.commit();
      await wb.commit();
      handOver();
      // the thread stays for the next sheet: starting one loads exceljs again (a second of CPU)
      wb = ws = undefined;
      port.postMessage({ done: true });
    }
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? e.message : String(e) });
    port.close();
  }
});
