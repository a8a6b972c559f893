import { describe, expect, it } from 'vitest';
import { createThrottle } from './message-throttle';

describe('message throttle', () => {
  it('lets the first message through and drops the next ones inside the window', () => {
    let t = 1000;
    const allow = createThrottle(3000, () => t);
    expect(allow()).toBe(true);
    t += 1;
    expect(allow()).toBe(false);
    t += 2998;
    expect(allow()).toBe(false);
  });

  it('lets a message through again once the window has passed', () => {
    let t = 0;
    const allow = createThrottle(3000, () => t);
    allow();
    t = 3000;
    expect(allow()).toBe(true);
  });
});
