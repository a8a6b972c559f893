// Board-like clients for live.bench.ts, in a thread of their own. Both kinds read frames with the
// same `ws` client so that the comparison measures the servers, not two client libraries: the
// socket.io clients speak the engine.io v4 framing themselves (open, connect with the token in
// `auth`, answer pings, `42["message",{...}]` events). They ask for batched frames as the board
// client does (streams/socket-io.ts: `auth.batch`, `42["messages",[...]]`), unless `batch: false` (a
// client of the spec's one event per frame). Latency is measured on
// the clock both threads share (performance.timeOrigin + performance.now()).
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { kind, url, path, token, count, batch = true } = workerData;
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
let received = 0;
/** burst mode: count messages until `expected` arrived, then say when */
let expected = Infinity;
const sockets = [];
const onMessage = (m) => {
  received++;
  if (m && m.data && typeof m.data.sentAt === 'number') latencies.push(now() - m.data.sentAt);
  if (received >= expected) {
    expected = Infinity;
    parentPort.postMessage({ type: 'done', at: now() });
  }
};

let open = 0;
const opened = () => {
  if (++open === count) parentPort.postMessage({ type: 'ready' });
};
for (let i = 0; i < count; i++) {
  if (kind === 'socket.io') {
    const w = new WebSocket(`${url.replace(/^http/, 'ws')}${path}/?EIO=4&transport=websocket`);
    w.on('message', (buf) => {
      const text = String(buf);
      if (text.startsWith('0')) w.send(`40${JSON.stringify(batch ? { token, batch } : { token })}`);
      else if (text.startsWith('40')) opened();
      else if (text === '2') w.send('3');
      else if (text.startsWith('42')) {
        const [event, data] = JSON.parse(text.slice(2));
        if (event === 'messages') for (const m of data) onMessage(m);
        else onMessage(data);
      } else if (text.startsWith('44')) parentPort.postMessage({ type: 'error', error: text });
    });
    sockets.push(w);
  } else {
    const w = new WebSocket(url);
    w.on('open', opened);
    w.on('message', (buf) => onMessage(JSON.parse(String(buf))));
    sockets.push(w);
  }
}
parentPort.on('message', (m) => {
  if (m.type === 'expect') {
    received = 0;
    latencies.length = 0;
    expected = m.total;
    return;
  }
  if (m.type === 'reset') {
    received = 0;
    latencies.length = 0;
    return;
  }
  if (m.type === 'report') parentPort.postMessage({ type: 'report', latencies, received });
  if (m.type === 'close') for (const w of sockets) w.close();
});
