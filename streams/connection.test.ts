import { of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { SOCKET } from '../src/domain/events';
import { createConnection, socketUrl, WEBSOCKET_ADDRESS_CALL } from './connection';
import type { SocketEvent } from './live-deps';
import { fakeWorld } from './test-kit';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const OPEN: SocketEvent = { type: 'open' };
const CLOSE: SocketEvent = { type: 'close', reason: 'transport close' };
const address = (code = 200) => of({ code, msg: code === 200 ? '' : 'no', data: '' });

describe('the one socket connection', () => {
  it('asks where the socket lives, connects with the token and pings every 6 s after 500 ms', () => {
    const ts = newScheduler();
    ts.run(({ cold, flush }) => {
      const world = fakeWorld(ts, { answers: () => address(), scripts: [cold('a', { a: OPEN })], pong: true });
      const conn = createConnection(world.deps);
      const sub = conn.messages.subscribe();
      ts.schedule(() => sub.unsubscribe(), 20_000);
      flush();
      expect(world.gets.map((g) => g.path)).toEqual([WEBSOCKET_ADDRESS_CALL]);
      expect(world.sockets).toHaveLength(1);
      expect(world.sockets[0].token).toBe('token-1');
      expect(world.sockets[0].sent.map((s) => s.at)).toEqual([500, 6500, 12500, 18500]);
      expect(world.sockets[0].sent[0].message).toEqual({ cmd: 0 });
    });
  });

  it('reconnects 4 s after the socket closes, asking for the address again', () => {
    const ts = newScheduler();
    ts.run(({ cold, expectObservable }) => {
      const world = fakeWorld(ts, { answers: () => address(), scripts: [cold('a 999ms c', { a: OPEN, c: CLOSE }), cold('a', { a: OPEN })], pong: true });
      const conn = createConnection(world.deps);
      const sub = conn.messages.subscribe();
      ts.schedule(() => sub.unsubscribe(), 9000);
      expectObservable(conn.state, '^ 8000ms !').toBe('b 999ms c 3999ms d', {
        b: { open: true, epoch: 1 },
        c: { open: false, epoch: 2 },
        d: { open: true, epoch: 3 },
      });
      ts.schedule(() => {
        expect(world.sockets.map((s) => s.openedAt)).toEqual([0, 1000 + SOCKET.reconnectDelay]);
        expect(world.sockets[0].closed).toBe(true);
      }, 8000);
    });
  });

  it('closes a socket whose ping goes unanswered and opens a new one 4 s later', () => {
    const ts = newScheduler();
    ts.run(({ cold, flush }) => {
      const world = fakeWorld(ts, { answers: () => address(), scripts: [cold('a', { a: OPEN })], pong: false });
      const sub = createConnection(world.deps).messages.subscribe();
      ts.schedule(() => sub.unsubscribe(), 11_000);
      flush();
      expect(world.sockets[0].sent.map((s) => s.at)).toEqual([500]);
      expect(world.sockets[0].closed).toBe(true);
      expect(world.sockets.map((s) => s.openedAt)).toEqual([0, 6500 + SOCKET.reconnectDelay]);
    });
  });

  it('does not connect while get-websocket-ip answers other than 200, and asks again every 4 s', () => {
    const ts = newScheduler();
    ts.run(({ flush }) => {
      const world = fakeWorld(ts, { answers: (_path, nth) => address(nth < 2 ? 500 : 200) });
      const sub = createConnection(world.deps).messages.subscribe();
      ts.schedule(() => sub.unsubscribe(), 10_000);
      flush();
      expect(world.gets.map((g) => g.at)).toEqual([0, 4000, 8000]);
      expect(world.sockets.map((s) => s.openedAt)).toEqual([8000]);
    });
  });

  it('passes data messages on and keeps the heartbeat answers to itself', () => {
    const ts = newScheduler();
    ts.run(({ cold, expectObservable }) => {
      const msg = { type: 'message', message: { cmd: 50, data: [] } } as SocketEvent;
      const world = fakeWorld(ts, { answers: () => address(), scripts: [cold('a 999ms m', { a: OPEN, m: msg })], pong: true });
      const conn = createConnection(world.deps);
      expectObservable(conn.messages, '^ 2000ms !').toBe('1000ms m', { m: { cmd: 50, data: [] } });
    });
  });

  it('closes the socket once the last subscriber has gone for the grace period', () => {
    const ts = newScheduler();
    ts.run(({ cold, flush }) => {
      const world = fakeWorld(ts, { answers: () => address(), scripts: [cold('a', { a: OPEN })], pong: true });
      const sub = createConnection(world.deps, 2000).messages.subscribe();
      ts.schedule(() => sub.unsubscribe(), 1000);
      ts.schedule(() => expect(world.sockets[0].closed).toBe(false), 2500);
      flush();
      expect(world.sockets[0].closed).toBe(true);
    });
  });
});

describe('the socket address of get-websocket-ip', () => {
  it('reads a URL, a bare host or an object, and falls back to the same origin', () => {
    expect(socketUrl('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
    expect(socketUrl('10.0.0.5:8080')).toBe('//10.0.0.5:8080');
    expect(socketUrl({ url: 'ws://plant:1' })).toBe('ws://plant:1');
    expect(socketUrl('')).toBe('');
    expect(socketUrl(null)).toBe('');
  });
});
