import { Worker } from 'node:worker_threads';
import type { RenderOptions, RenderedPdf } from './pdf';
import type { PreparedDocument } from './prepare';

const WORKER_URL = new URL('./pdf.worker.mjs', import.meta.url);

type Answer = { id: number; bytes?: Uint8Array; pages?: number; error?: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: RenderedPdf) => void; reject: (e: Error) => void }>();

function failAll(e: Error) {
  for (const w of waiting.values()) w.reject(e);
  waiting.clear();
}

/** One painter thread, started on the first print and kept (idle, it does not hold the process). */
function painter(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_URL);
  w.unref();
  w.on('message', (m: Answer) => {
    const p = waiting.get(m.id);
    if (!p) return;
    waiting.delete(m.id);
    if (!waiting.size) w.unref();
    if (m.error !== undefined || !m.bytes) p.reject(new Error(m.error ?? 'no PDF'));
    else p.resolve({ bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength), pages: m.pages ?? 0 });
  });
  w.on('error', (e) => {
    if (worker === w) worker = null;
    failAll(e);
  });
  w.on('exit', (code) => {
    if (worker === w) worker = null;
    failAll(new Error(`PDF painter stopped (${code})`));
  });
  worker = w;
  return w;
}

/** Paints a prepared document on the painter thread; prints queue there one after another. */
export function renderPdfOffThread(doc: PreparedDocument, opts: RenderOptions): Promise<RenderedPdf> {
  const w = painter();
  w.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, doc, opts });
  });
}

/** Stops the painter (server close). */
export async function stopPdfThread(): Promise<void> {
  const w = worker;
  worker = null;
  await w?.terminate();
}
