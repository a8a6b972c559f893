import { describe, expect, it } from 'vitest';
import { isViewLimitReached } from './view-limit';

const views = (n: number) => Array.from({ length: n }, (_, i) => `/v${i}`);

describe('the 10-view limit', () => {
  it('lets the 10th view open', () => {
    expect(isViewLimitReached(views(9), '/new')).toBe(false);
  });

  it('refuses the 11th view', () => {
    expect(isViewLimitReached(views(10), '/new')).toBe(true);
  });

  it('always allows switching to a view that is already open', () => {
    expect(isViewLimitReached(views(10), '/v3')).toBe(false);
  });

  it('counts distinct paths only', () => {
    expect(isViewLimitReached([...views(9), '/v0'], '/new')).toBe(false);
  });
});
