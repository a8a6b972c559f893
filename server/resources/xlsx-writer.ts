import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CellPlan } from './xlsx-cells.mjs';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

/** Batches handed to the worker and not yet written: enough to overlap the next query, no more. */
const MAX_IN_FLIGHT = 4;

const WORKER_URL = new URL('./xlsx-writer.worker.mjs', import.meta.url);
let spare: Worker | null = null;

function spawn(): Worker {
  const w = new Worker(WORKER_URL);
  // an idle spare must not keep the process alive
  w.unref();
  w.on('error', () => {
    if (spare === w) spare = null;
  });
  return w;
}

/**
 * A writer thread that has loaded exceljs already. A thread whose sheet is done becomes the spare
 * again (`giveBack`); one that failed is replaced when it exits, not now: loading exceljs beside a
 * running export would take a core from the calls.
 */
function takeWorker(): Worker {
  const w = spare ?? spawn();
  spare = null;
  w.ref();
  return w;
}

/** A thread whose sheet is done becomes the spare (it has exceljs loaded), or ends if there is one. */
function giveBack(w: Worker): void {
  if (spare) {
    void w.terminate();
    return;
  }
  w.unref();
  spare = w;
}

/** Starts the spare writer thread ahead of the first export (at server start). */
export function warmXlsxWriter(): void {
  spare ??= spawn();
}

/** Stops the spare (at server close). */
export async function coolXlsxWriter(): Promise<void> {
  const w = spare;
  spare = null;
  await w?.terminate();
}

/**
 * One .xlsx sheet streamed into `out` by the exceljs writer on a worker thread
 * (xlsx-writer.worker.mjs), so the server's own thread only reads rows and moves bytes while
 * other calls keep their latency. `add` waits while the worker or the client is behind, so a
 * slow download holds the reading back instead of filling memory.
 */
export class XlsxSheetWriter {
  private readonly worker: Worker;
  private inFlight = 0;
  private failure: Error | null = null;
  private finished = false;
  private wake: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    columns: SheetColumn[],
    plans: CellPlan[],
    idName: string,
    private readonly out: Writable,
  ) {
    this.worker = takeWorker();
    this.worker.postMessage({ sheet: { columns, plans, idName } });
    let resolveDone!: () => void;
    let rejectDone!: (e: Error) => void;
    this.done = new Promise<void>((res, rej) => {
      resolveDone = res;
      rejectDone = rej;
    });
    this.done.catch(() => undefined);
    const fail = (e: Error) => {
      if (this.finished) return;
      this.failure ??= e;
      this.finished = true;
      rejectDone(this.failure);
      this.signal();
    };
    const onExit = (code: number) => {
      fail(new Error(`xlsx writer exited with ${code}`));
      warmXlsxWriter();
    };
    const onMessage = (m: { chunk?: Uint8Array; written?: number; done?: boolean; error?: string }) => {
      if (m.chunk) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
      if (m.written !== undefined) {
        this.inFlight--;
        this.signal();
      }
      if (m.error) fail(new Error(m.error));
      if (m.done && !this.finished) {
        this.finished = true;
        // this sheet's listeners off first: the thread's next sheet is another download's
        this.worker.off('message', onMessage).off('error', fail).off('exit', onExit);
        giveBack(this.worker);
        resolveDone();
      }
    };
    this.worker.on('message', onMessage);
    this.worker.on('error', fail);
    this.worker.on('exit', onExit);
    out.on('drain', () => this.signal());
    out.on('close', () => fail(new Error('the download was closed')));
  }

  /**
   * Queues a batch: `json` is its rows as the database encoded them (an array of wire rows),
   * `ids` their export order. Resolves once there is room for the next batch.
   */
  async add(json: string, ids: ReadonlyArray<string | number>): Promise<void> {
    while (!this.failure && (this.inFlight >= MAX_IN_FLIGHT || this.out.writableNeedDrain)) {
      await new Promise<void>((r) => {
        this.wake = r;
      });
    }
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.worker.postMessage({ json, ids });
  }

  /** Closes the sheet and the workbook; resolves when the last byte is in `out`. */
  async end(): Promise<void> {
    if (this.failure) throw this.failure;
    this.worker.postMessage({ end: true });
    await this.done;
    this.out.end();
  }

  /** Stops the worker after a failure on the reading side. */
  abort(): void {
    this.finished = true;
    void this.worker.terminate();
  }

  private signal(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}
