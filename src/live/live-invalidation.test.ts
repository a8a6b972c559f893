import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CMD, type LiveMessage } from '../domain/events';
import { changedObjects, liveObjectsByCommand } from './live-invalidation';

const defs = [
  { name: 'task', liveCommands: ['task'] as const },
  { name: 'deliveryTicket', liveCommands: ['ticket', 'task'] as const },
  { name: 'vehicle', liveCommands: ['vehicleStatus'] as const },
  { name: 'unit' },
];

describe('the objects the plant changes', () => {
  it('maps each socket command to the objects that declare it', () => {
    const table = liveObjectsByCommand(defs);
    expect(table.get(CMD.task)).toEqual(['task', 'deliveryTicket']);
    expect(table.get(CMD.ticket)).toEqual(['deliveryTicket']);
    expect(table.get(CMD.vehicleStatus)).toEqual(['vehicle']);
    expect(table.get(CMD.vehiclePositions)).toBeUndefined();
    expect([...table.values()].flat()).not.toContain('unit');
  });
});

describe('refetching on live events', () => {
  const table = liveObjectsByCommand(defs);
  const objectsOf = (cmd: number) => table.get(cmd) ?? [];
  const scheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));
  const msg = (cmd: number): LiveMessage => ({ cmd, data: {} }) as LiveMessage;

  it('refetches the first change at once and the last of a burst after a second, not every event', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // ten task events 100 ms apart: one refetch at 0, one at the end of the first second
      const events = cold('a 99ms b 99ms c 99ms d 99ms e 99ms f 99ms g 99ms h 99ms i 99ms j', {
        a: msg(CMD.task),
        b: msg(CMD.task),
        c: msg(CMD.task),
        d: msg(CMD.task),
        e: msg(CMD.task),
        f: msg(CMD.task),
        g: msg(CMD.task),
        h: msg(CMD.task),
        i: msg(CMD.task),
        j: msg(CMD.task),
      });
      const onlyTasks = (cmd: number) => objectsOf(cmd).filter((n) => n === 'task');
      expectObservable(changedObjects(events, onlyTasks, 1000)).toBe('t 999ms t', { t: 'task' });
    });
  });

  it('paces each object apart, so a burst of tickets does not hold back a vehicle', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const events = cold('a 9ms b 9ms c', { a: msg(CMD.ticket), b: msg(CMD.ticket), c: msg(CMD.vehicleStatus) });
      expectObservable(changedObjects(events, objectsOf, 1000)).toBe('d 19ms v 979ms d', { d: 'deliveryTicket', v: 'vehicle' });
    });
  });

  it('ignores commands no object declares (positions, environment)', () => {
    const seen: string[] = [];
    const events = new Subject<LiveMessage>();
    const sub = changedObjects(events, objectsOf, 1000).subscribe((n) => seen.push(n));
    events.next(msg(CMD.vehiclePositions));
    events.next(msg(CMD.environment));
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });
});
