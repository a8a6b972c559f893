// The PDF painter's thread (./pdf-thread.ts): drawing a document with a CJK font takes a few
// hundred milliseconds of CPU that the server's own thread keeps for the calls and live events.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderPdf } = await import('./pdf.ts');

parentPort.on('message', async ({ id, doc, opts }) => {
  try {
    const { bytes, pages } = await renderPdf(doc, opts);
    parentPort.postMessage({ id, bytes, pages });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
