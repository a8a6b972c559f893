import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { SOCKET, type LiveMessage } from '../../../src/domain/events';
import type { TestServer } from '../harness';

/** Puts a test server on a loopback port so that real socket.io clients can reach it. */
export async function listen(s: TestServer): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

export interface TestSocket {
  socket: Socket;
  messages: LiveMessage[];
  frames: number;
  /** resolves with the first message that matches, or fails after `ms` */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  close(): void;
}

/**
 * A socket like the client's (streams/socket-io.ts): websocket only, token in `auth`, no auto-reconnect,
 * the events of one moment in one frame unless `batch: false` (the spec's one event per frame).
 * `frames` counts the frames of events received.
 */
export function connect(url: string, token: string | undefined, opts: { batch?: boolean } = {}): Promise<TestSocket> {
  const batch = opts.batch ?? true;
  const auth = token === undefined ? {} : batch ? { token, batch } : { token };
  const socket = io(url, { path: SOCKET.path, auth, transports: ['websocket'], reconnection: false, forceNew: true });
  const messages: LiveMessage[] = [];
  const waiters: Array<{ match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }> = [];
  const take = (m: LiveMessage) => {
    messages.push(m);
    for (const w of [...waiters]) if (w.match(m)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(m); }
  };
  socket.on('message', (m: LiveMessage) => { handle.frames++; take(m); });
  socket.on('messages', (list: LiveMessage[]) => { handle.frames++; for (const m of list) take(m); });
  const handle: TestSocket = {
    socket, messages, frames: 0, close: () => { socket.close(); },
    next(match, ms = 3000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message')), ms);
        waiters.push({ match, resolve: (m) => { clearTimeout(timer); resolve(m); } });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(handle));
    socket.once('connect_error', (e) => { socket.close(); reject(e); });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
