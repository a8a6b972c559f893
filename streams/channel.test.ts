import { BehaviorSubject, map, NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CMD, SNAPSHOT, type LiveMessage, type VehicleLive } from '../src/domain/events';
import { FIRST_OPEN_GRACE_MS, openChannel } from './channel';
import { queueChannel } from './channels/queue.channel';
import { SAMPLING_POLL_MS, samplingChannel } from './channels/sampling.channel';
import { vehiclesChannel, type VehiclesState } from './channels/vehicles.channel';
import type { Connection, ConnectionState } from './connection';
import type { LiveEnvelope } from './live-deps';
import { fakeWorld } from './test-kit';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const OPTIONS = { maxHoldMs: 250, graceMs: 1000 };
const DOWN0: ConnectionState = { open: false, epoch: 0 };
const UP1: ConnectionState = { open: true, epoch: 1 };
const DOWN2: ConnectionState = { open: false, epoch: 2 };
const UP3: ConnectionState = { open: true, epoch: 3 };

const truck = (id: number, status: VehicleLive['status'], lat = 30.2): VehicleLive => ({
  id,
  kind: 'mixer',
  plate: `浙A${id}`,
  innerNumber: String(id),
  orgId: '01',
  status,
  statusSince: '2026-11-23 08:00:00',
  lat,
  lng: 120.1,
  heading: 0,
  speed: 0,
  driverName: null,
  ticketId: null,
  taskCode: null,
  projectName: null,
  quantity: null,
});
const snap = (...list: VehicleLive[]): LiveEnvelope => ({ code: 200, data: { list } });
const msg = (cmd: number, data: unknown) => ({ cmd, data }) as LiveMessage;
const statuses = (s: VehiclesState) => s.list.map((v) => `${v.id}:${v.status}`).join(',');

function connection(state: Observable<ConnectionState>, messages: Observable<LiveMessage> = NEVER): Connection {
  return { state, messages };
}

describe('a live channel', () => {
  it('waits for the socket to open before its first snapshot, instead of asking twice', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable, flush }) => {
      const world = fakeWorld(ts, { answers: () => cold('-(s|)', { s: snap(truck(1, 'queued')) }) });
      const ch = openChannel(vehiclesChannel, connection(hot('a 9ms b', { a: DOWN0, b: UP1 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(), '^ 100ms !').toBe('11ms b', { b: { list: [truck(1, 'queued')] } });
      flush();
      expect(world.gets.map((g) => g.at)).toEqual([10]);
    });
  });

  it('asks anyway after a grace when the socket does not open', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const world = fakeWorld(ts, { answers: () => cold('-(s|)', { s: snap(truck(1, 'atPlant')) }) });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: DOWN0 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(), `^ ${FIRST_OPEN_GRACE_MS + 500}ms !`).toBe(`${FIRST_OPEN_GRACE_MS + 1}ms a`, { a: { list: [truck(1, 'atPlant')] } });
    });
  });

  it('asks a failed snapshot again after 500 ms, not at the next poll', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      // the socket has just dropped (an instance died): the first snapshot fails, the second is answered
      const answers = [cold('-(s|)', { s: { code: 500, data: null } }), cold('-(s|)', { s: snap(truck(1, 'queued')) })];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n] });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: DOWN2 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(), '^ 1000ms !').toBe('502ms b', { b: { list: [truck(1, 'queued')] } });
    });
  });

  it('ignores a stale snapshot that answers after a reconnect', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      // the first snapshot is slow and answers after the socket has come up with a newer one
      const answers = [cold('50ms (s|)', { s: snap(truck(1, 'atPlant')) }), cold('-(s|)', { s: snap(truck(1, 'loading')) })];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n] });
      const ch = openChannel(vehiclesChannel, connection(hot('a 9ms b', { a: UP1, b: DOWN2 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(), '^ 100ms !').toBe('11ms b', { b: { list: [truck(1, 'loading')] } });
    });
  });

  it('keeps the updates that arrive while a snapshot is in flight', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      // the snapshot was read before truck 1 started loading, and answers after that update
      const answers = [cold('100ms (s|)', { s: snap(truck(1, 'atPlant'), truck(2, 'queued')) })];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n], frames: hot('30ms f') });
      const messages = hot('20ms m', { m: msg(CMD.vehicleStatus, truck(1, 'loading')) });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(statuses)), '^ 200ms !').toBe('30ms a 69ms b', { a: '1:loading', b: '1:loading,2:queued' });
    });
  });

  it('coalesces a burst of positions into one frame, the latest per truck', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const answers = [cold('(s|)', { s: snap(truck(1, 'toJob'), truck(2, 'toJob')) })];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n], frames: hot('16ms f 15ms f 15ms f') });
      const pos = (id: number, lat: number) => ({ id, lat, lng: 120.1, heading: 0, speed: 40, time: '' });
      const messages = hot('2ms a 2ms b 2ms c', {
        a: msg(CMD.vehiclePositions, [pos(1, 30.21), pos(2, 30.31)]),
        b: msg(CMD.vehiclePositions, [pos(1, 30.22)]),
        c: msg(CMD.vehiclePositions, [pos(1, 30.23), pos(99, 31)]),
      });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      const lats = (s: VehiclesState) => s.list.map((v) => `${v.id}@${v.lat}`).join(',');
      // one emission for the snapshot, one for the whole burst; the unknown truck 99 is not invented
      expectObservable(ch.pipe(map(lats)), '^ 100ms !').toBe('a 15ms b', { a: '1@30.2,2@30.2', b: '1@30.23,2@30.31' });
    });
  });

  it('flushes within the maximum hold when no animation frame comes', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const answers = [cold('(s|)', { s: snap(truck(1, 'toJob')) })];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n] });
      const messages = hot('10ms m', { m: msg(CMD.vehicleStatus, truck(1, 'arrived')) });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(statuses)), '^ 500ms !').toBe('a 259ms b', { a: '1:toJob', b: '1:arrived' });
    });
  });

  it('polls the snapshot while the socket is down and stops once it is back', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, flush }) => {
      const world = fakeWorld(ts, { answers: () => cold('(s|)', { s: snap() }) });
      const sub = openChannel(queueChannel, connection(hot('a 24999ms b', { a: DOWN0, b: UP1 })), world.deps, OPTIONS).subscribe();
      ts.schedule(() => sub.unsubscribe(), 60_000);
      flush();
      expect(world.gets.map((g) => g.at)).toEqual([FIRST_OPEN_GRACE_MS, 10_000, 20_000, 25_000]);
      expect(world.gets.map((g) => g.path)).toEqual(Array(4).fill(SNAPSHOT.queue));
    });
  });

  it('re-snapshots after every reconnect, when the page becomes visible and when the browser comes online', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, flush }) => {
      const world = fakeWorld(ts, {
        answers: () => cold('(s|)', { s: snap() }),
        visibility: hot('100ms h 99ms v', { h: false, v: true }),
        online: hot('300ms o'),
      });
      const state = hot('a 499ms b 99ms c', { a: UP1, b: DOWN2, c: UP3 });
      const sub = openChannel(vehiclesChannel, connection(state), world.deps, OPTIONS).subscribe();
      ts.schedule(() => sub.unsubscribe(), 1000);
      flush();
      expect(world.gets.map((g) => g.at)).toEqual([0, 200, 300, 500, 600]);
    });
  });

  it('replays the last state to a late subscriber without asking the server again', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const world = fakeWorld(ts, { answers: () => cold('-(s|)', { s: snap(truck(7, 'pouring')) }) });
      const ch = openChannel(vehiclesChannel, connection(hot('a', { a: UP1 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(statuses)), '^ 100ms !').toBe('-a', { a: '7:pouring' });
      expectObservable(ch.pipe(map(statuses)), '50ms ^ 50ms !').toBe('50ms a', { a: '7:pouring' });
      ts.schedule(() => expect(world.gets).toHaveLength(1), 90);
    });
  });

  it('stays open through the grace period, then shuts down and starts afresh for a new subscriber', () => {
    const ts = newScheduler();
    ts.run(({ cold, flush }) => {
      const world = fakeWorld(ts, { answers: () => cold('(s|)', { s: snap() }) });
      const ch = openChannel(queueChannel, connection(new BehaviorSubject(UP1)), world.deps, OPTIONS);
      const seen: number[] = [];
      const first = ch.subscribe();
      ts.schedule(() => first.unsubscribe(), 100);
      // back within the grace period: the replayed state, no new snapshot
      ts.schedule(() => ch.subscribe(() => seen.push(ts.now())).unsubscribe(), 600);
      // long after it: a fresh channel with its own snapshot
      ts.schedule(() => {
        const late = ch.subscribe(() => seen.push(ts.now()));
        ts.schedule(() => late.unsubscribe(), 10);
      }, 3000);
      flush();
      expect(world.gets.map((g) => g.at)).toEqual([0, 3000]);
      expect(seen).toEqual([600, 3000]);
    });
  });

  it('polls the sampling totals every 180 s even while the socket is up', () => {
    const ts = newScheduler();
    ts.run(({ cold, flush }) => {
      const world = fakeWorld(ts, { answers: () => cold('(s|)', { s: { code: 200, data: { list: [] } } }) });
      const sub = openChannel(samplingChannel, connection(new BehaviorSubject(UP1)), world.deps, OPTIONS).subscribe();
      ts.schedule(() => sub.unsubscribe(), 3 * SAMPLING_POLL_MS + 1);
      flush();
      expect(world.gets.map((g) => [g.path, g.at])).toEqual([0, 1, 2, 3].map((n) => [SNAPSHOT.sampling, n * SAMPLING_POLL_MS]));
    });
  });
});
