import { describe, expect, it } from 'vitest';
import { Params } from './params';
import { BizError } from './errors';

const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as BizError).field;
  }
  return undefined;
};

describe('call parameters', () => {
  it('accepts page/limit and pageNo/pageSize', () => {
    expect(new Params({ page: '2', limit: '50' }).paging()).toEqual({ page: 2, limit: 50, offset: 50 });
    expect(new Params({ pageNo: '1', pageSize: '50000' }).paging()).toEqual({ page: 1, limit: 50000, offset: 0 });
  });

  it('names the field of a bad page size', () => {
    expect(fieldOf(() => new Params({ pageSize: '50001' }).paging())).toBe('pageSize');
    expect(fieldOf(() => new Params({ page: '0' }).paging())).toBe('page');
  });

  it('refuses a repeated scalar instead of guessing', () => {
    expect(fieldOf(() => new Params({ user_id: ['1', '2'] }).int('user_id'))).toBe('user_id');
  });

  it('reads lists from a JSON array or a comma-separated value', () => {
    expect(new Params({ ids: [1, 2] }).list('ids')).toEqual([1, 2]);
    expect(new Params({ ids: '3, 4' }).list('ids')).toEqual(['3', '4']);
  });

  it('treats blank as absent', () => {
    expect(new Params({ name: '  ' }).str('name')).toBeUndefined();
    expect(fieldOf(() => new Params({ name: '' }).need('name'))).toBe('name');
  });
});
