import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import { CMD, SOCKET, type LiveMessage } from '../../../src/domain/events';
import type { TestServer } from '../harness';

/** Puts a test server on a loopback port so that real socket.io clients can reach it. */
export async function listen(s: TestServer): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

export interface TestSocket {
  socket: Socket;
  messages: LiveMessage[];
  /** how many frames (a `message`, or a `messages` list) held a message that matches */
  framesWith(match: (m: LiveMessage) => boolean): number;
  /** resolves with the first message that matches, or fails after `ms` */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  close(): void;
}

/**
 * A socket like the client's (streams/socket-io.ts): websocket only, token in `auth`, no auto-reconnect,
 * the events of one moment in one frame unless `batch: false` (the spec's one event per frame).
 */
export function connect(url: string, token: string | undefined, opts: { batch?: boolean } = {}): Promise<TestSocket> {
  const batch = opts.batch ?? true;
  const auth = token === undefined ? {} : batch ? { token, batch } : { token };
  const socket = io(url, { path: SOCKET.path, auth, transports: ['websocket'], reconnection: false, forceNew: true });
  const messages: LiveMessage[] = [];
  const frames: LiveMessage[][] = [];
  const waiters: Array<{ match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }> = [];
  const take = (m: LiveMessage) => {
    messages.push(m);
    for (const w of [...waiters])
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  };
  socket.on('message', (m: LiveMessage) => {
    frames.push([m]);
    take(m);
  });
  socket.on('messages', (list: LiveMessage[]) => {
    frames.push(list);
    for (const m of list) take(m);
  });
  const handle: TestSocket = {
    socket,
    messages,
    close: () => {
      socket.close();
    },
    framesWith: (match) => frames.filter((f) => f.some(match)).length,
    next(match, ms = 3000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        // a deadline that fails the wait, not a sleep
        const timer = setTimeout(() => reject(new Error('no matching message')), ms);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(handle));
    socket.once('connect_error', (e) => {
      socket.close();
      reject(e);
    });
  });
}

/**
 * Resolves once the server has put the socket in its rooms: it joins them after the handshake, from
 * the database, so an event published before then would not reach it.
 */
export async function inRooms(s: TestServer, c: TestSocket): Promise<Set<string>> {
  return vi.waitFor(
    () => {
      const rooms = s.app.live.hub!.io.of('/').sockets.get(c.socket.id!)?.rooms;
      // its own id's room, then all of its rooms at once
      if (!rooms || rooms.size < 2) throw new Error(`socket ${c.socket.id} not in its rooms yet`);
      return rooms;
    },
    { timeout: 5000, interval: 10 },
  );
}

/**
 * Sends the application ping and resolves on its answer. socket.io keeps the order of one
 * connection both ways: whatever the server sent this socket before it handled the ping has arrived
 * by then, and whatever the socket sent before it has been handled.
 */
export async function roundTrip(c: TestSocket): Promise<void> {
  const before = c.messages.length;
  c.socket.emit('message', { cmd: CMD.ping });
  await c.next((m) => m.cmd === CMD.ping && c.messages.indexOf(m) >= before);
}
