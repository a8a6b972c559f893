import { describe, expect, it } from 'vitest';
import { assertScreensDeclared } from './screen-permissions';
import { screenComponents } from './screen-components';

describe('screen registration', () => {
  it('accepts every screen registered today: each is a menu entry', () => {
    expect(() => assertScreensDeclared(Object.keys(screenComponents))).not.toThrow();
  });

  it('fails for a screen that has no menu entry to carry its permission', () => {
    expect(() => assertScreensDeclared(['/home/index', '/nowhere/secret'])).toThrow(/\/nowhere\/secret/);
  });
});
