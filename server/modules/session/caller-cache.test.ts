import { describe, expect, it } from 'vitest';
import { CallerCache } from './caller-cache';
import type { LiveCaller } from './caller.repository';

const caller = (name: string) => ({ lastSeen: new Date(0), expiresAt: new Date(1e13), user: { userName: name } }) as unknown as LiveCaller;

describe('the caller cache', () => {
  it('keeps a caller for its time to live only', () => {
    const c = new CallerCache(2000);
    c.set('h', caller('a'), 1000);
    expect(c.get('h', 2999)?.user.userName).toBe('a');
    expect(c.get('h', 3000)).toBeUndefined();
    // a clock moved back (a test clock, a corrected wall clock) does not keep an entry alive
    c.set('h', caller('a'), 5000);
    expect(c.get('h', 4000)).toBeUndefined();
  });

  it('forgets everyone on clear, and starts over rather than grow past its bound', () => {
    const c = new CallerCache(2000, 2);
    c.set('a', caller('a'), 0);
    c.clear();
    expect(c.get('a', 1)).toBeUndefined();
    c.set('a', caller('a'), 0);
    c.set('b', caller('b'), 0);
    c.set('c', caller('c'), 0);
    expect([c.get('a', 1), c.get('b', 1), c.get('c', 1)?.user.userName]).toEqual([undefined, undefined, 'c']);
  });
});
