import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('the sign-in throttle', () => {
  it('blocks a user name after five failures within the window, then forgets them', () => {
    let now = 0;
    const t = new LoginThrottle(5, 20, 60_000, () => now);
    for (let i = 0; i < 5; i++) t.fail('sales', '10.0.0.1');
    expect(t.blocked('sales', '10.0.0.2')).toBe(true);
    now = 61_000;
    expect(t.blocked('sales', '10.0.0.2')).toBe(false);
  });

  it('blocks an address that tries many user names', () => {
    const t = new LoginThrottle(5, 3, 60_000, () => 0);
    for (const u of ['a', 'b', 'c']) t.fail(u, '10.0.0.9');
    expect(t.blocked('d', '10.0.0.9')).toBe(true);
    expect(t.blocked('d', '10.0.0.8')).toBe(false);
  });

  it('clears a user after a successful sign-in', () => {
    const t = new LoginThrottle(2, 20, 60_000, () => 0);
    t.fail('lab', 'x');
    t.succeed('lab');
    t.fail('lab', 'x');
    expect(t.blocked('lab', 'y')).toBe(false);
  });
});
