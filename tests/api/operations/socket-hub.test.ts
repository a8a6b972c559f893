import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CMD, SOCKET } from '../../../src/domain/events';
import { startTestServer, type TestServer } from '../harness';
import { connect, inRooms, listen, roundTrip, type TestSocket } from './socket-client';
import { hashToken } from '../../../server/modules/session/token.repository';

let s: TestServer;
let url: string;
const open: TestSocket[] = [];
const track = (t: TestSocket) => {
  open.push(t);
  return t;
};
beforeAll(async () => {
  s = await startTestServer();
  url = await listen(s);
});
afterAll(async () => {
  for (const t of open) t.close();
  await s.close();
});

describe('GET /system/sys/get-websocket-ip', () => {
  it('answers 200 with the same origin and the socket path', async () => {
    const token = await s.login('dispatcher');
    const r = await s.call('GET', '/system/sys/get-websocket-ip', token, { headers: { host: 'plant.example:8080' } });
    expect(r.body).toEqual({ code: 200, msg: 'ok', data: { url: '//plant.example:8080', path: SOCKET.path } });
  });

  it('answers 401 without a token', async () => {
    expect((await s.call('GET', '/system/sys/get-websocket-ip', undefined)).status).toBe(401);
  });
});

describe('socket authentication', () => {
  it('refuses a handshake without a token', async () => {
    await expect(connect(url, undefined)).rejects.toThrow('unauthorized');
  });

  it('refuses a handshake with a bad token', async () => {
    await expect(connect(url, 'not-a-token')).rejects.toThrow('unauthorized');
  });

  it('answers the application ping {cmd:0} with {cmd:0}', async () => {
    const c = track(await connect(url, await s.login('dispatcher')));
    c.socket.emit('message', { cmd: CMD.ping });
    expect(await c.next((m) => m.cmd === CMD.ping)).toEqual({ cmd: 0 });
  });

  it('keeps the session of a connected board alive: its heartbeat slides the idle expiry', async () => {
    const token = await s.login('station');
    const hash = hashToken(token);
    const past = new Date(Date.now() - 10 * 60_000);
    await s.services.db.updateTable('sessions').set({ last_seen_at: past }).where('token_hash', '=', hash).execute();
    const c = track(await connect(url, token));
    await roundTrip(c);
    // the hub writes the session after answering the ping
    await vi.waitFor(
      async () => {
        const row = await s.services.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hash).executeTakeFirstOrThrow();
        expect(new Date(row.last_seen_at).getTime()).toBeGreaterThan(past.getTime() + 5 * 60_000);
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('runs the heartbeat of spec doc 1 §4', () => {
    expect(s.app.live.hub!.io.engine.opts).toMatchObject({ pingInterval: 6000, pingTimeout: 4000 });
  });
});

describe('organisation rooms', () => {
  it('gives a station user only its station and head office every station, whatever the client asks', async () => {
    const station = track(await connect(url, await s.login('station')));
    const hq = track(await connect(url, await s.login('dispatcher')));
    await Promise.all([inRooms(s, station), inRooms(s, hq)]);
    // a client cannot pick its rooms: joining by message does nothing (handled before the ping after them is answered)
    station.socket.emit('join', 'org:02');
    station.socket.emit('message', { cmd: 999, data: 'org:02' });
    await roundTrip(station);
    s.app.live.publisher.publish('02', CMD.queue, [{ marker: 'for 02' }]);
    s.app.live.publisher.publish('01', CMD.queue, [{ marker: 'for 01' }]);
    await hq.next((m) => JSON.stringify(m.data ?? null).includes('for 02'));
    await hq.next((m) => JSON.stringify(m.data ?? null).includes('for 01'));
    await station.next((m) => JSON.stringify(m.data ?? null).includes('for 01'));
    // 02's event went out first: in 02's room, the station would have had it before 01's, on the same connection
    expect(station.messages.map((m) => JSON.stringify(m.data))).not.toContain(JSON.stringify([{ marker: 'for 02' }]));
    const events = station.messages.filter((m) => m.cmd !== CMD.ping);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((m) => !(typeof m.cmd === 'number' && 'data' in m))).toEqual([]);
  });
});

describe('frames', () => {
  const marked = (tag: string) => (m: { data: unknown }) => JSON.stringify(m.data ?? null).includes(tag);

  it('sends the events of one moment as one frame to a batching client, in order, and one frame each to a spec client', async () => {
    const token = await s.login('station');
    const batching = track(await connect(url, token));
    const plain = track(await connect(url, token, { batch: false }));
    await Promise.all([inRooms(s, batching), inRooms(s, plain)]);
    for (const n of [1, 2, 3]) s.app.live.publisher.publish('01', CMD.queue, [{ marker: `moment-${n}` }]);
    for (const c of [batching, plain]) await c.next(marked('moment-3'));
    // anything more the hub sent of these came before the answer to a ping sent now
    await Promise.all([roundTrip(batching), roundTrip(plain)]);
    for (const c of [batching, plain])
      expect(c.messages.filter(marked('moment-')).map((m) => JSON.stringify(m.data))).toEqual(
        [1, 2, 3].map((n) => JSON.stringify([{ marker: `moment-${n}` }])),
      );
    expect([batching.framesWith(marked('moment-')), plain.framesWith(marked('moment-'))]).toEqual([1, 3]);
  });

  it('sends events of separate moments in frames of their own', async () => {
    const batching = track(await connect(url, await s.login('station')));
    await inRooms(s, batching);
    s.app.live.publisher.publish('01', CMD.queue, [{ marker: 'apart-1' }]);
    await batching.next(marked('apart-1'));
    s.app.live.publisher.publish('01', CMD.queue, [{ marker: 'apart-2' }]);
    await batching.next(marked('apart-2'));
    expect(batching.framesWith(marked('apart-'))).toBe(2);
  });
});

describe('user rooms', () => {
  it('sends a notice to the sockets of its user only', async () => {
    const [token, otherToken] = [await s.login('approver'), await s.login('dispatcher')];
    const mine = track(await connect(url, token));
    const other = track(await connect(url, otherToken));
    const idOf = async (t: string) => (await s.call('GET', '/user/users/current', t)).body.data.user_id as number;
    await Promise.all([inRooms(s, mine), inRooms(s, other)]);
    const notice = (title: string) => ({ id: 1, type: 4, title, content: '', time: '' });
    s.app.live.publisher.publishToUser(await idOf(token), CMD.notice, notice('for approver'));
    s.app.live.publisher.publishToUser(await idOf(otherToken), CMD.notice, notice('for dispatcher'));
    const titles = (c: TestSocket) => c.messages.filter((m) => m.cmd === CMD.notice).map((m) => (m.data as { title: string }).title);
    await mine.next((m) => m.cmd === CMD.notice);
    // the approver's went out first: the dispatcher's socket, in the approver's room, would have had it before its own
    await other.next((m) => m.cmd === CMD.notice);
    expect([titles(mine), titles(other)]).toEqual([['for approver'], ['for dispatcher']]);
  });
});

describe('revocation', () => {
  it('disconnects the socket of a revoked token within 5 s', async () => {
    const token = await s.login('lab');
    const c = track(await connect(url, token));
    const gone = new Promise<number>((resolve) => c.socket.once('disconnect', () => resolve(Date.now())));
    const t0 = Date.now();
    expect((await s.call('GET', '/auth/api/exit', token)).body.code).toBe(200);
    await vi.waitFor(() => expect(c.socket.connected).toBe(false), { timeout: 6000, interval: 20 });
    expect((await gone) - t0).toBeLessThan(5000);
  });

  it('disconnects a board whose session reaches its absolute expiry, heartbeat or not', async () => {
    const token = await s.login('lab');
    await (s.services.db as any)
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 1500) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const c = track(await connect(url, token));
    const gone = new Promise<number>((resolve) => c.socket.once('disconnect', () => resolve(Date.now())));
    const t0 = Date.now();
    await vi.waitFor(() => expect(c.socket.connected).toBe(false), { timeout: 8000, interval: 20 });
    expect((await gone) - t0).toBeLessThan(1500 + 5000);
  });
});
