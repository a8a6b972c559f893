// @ts-check
/**
 * The exceljs streaming writer on a thread of its own (see xlsx-writer.ts). Building and zipping
 * a 50,000-row sheet is seconds of CPU; on the server's thread it would stall every other call.
 * Plain JavaScript because a worker thread gets no TypeScript loader under tsx or Vitest.
 *
 * In:  workerData { columns: [{ header, key, width }] }; messages { rows: unknown[][] } and { end: true }.
 * Out: { chunk: Uint8Array } (transferred), { written: n } after each batch, { done: true } or { error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const sink = new Writable({
  write(chunk, _encoding, done) {
    // a copy of its own, so the transfer cannot detach a pooled Buffer
    const bytes = new Uint8Array(chunk);
    port.postMessage({ chunk: bytes }, [bytes.buffer]);
    done();
  },
});

const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
const ws = wb.addWorksheet('Sheet1');
ws.columns = workerData.columns;

port.on('message', async (/** @type {{ rows?: unknown[][], end?: boolean }} */ msg) => {
  try {
    if (msg.rows) {
      for (const cells of msg.rows) ws.addRow(cells).commit();
      port.postMessage({ written: msg.rows.length });
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
