import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { input, isRealTime, parseInput, wire } from './input';
import { BizError } from './errors';

const refusal = (schema: z.ZodObject, raw: Record<string, unknown>) => {
  try {
    parseInput(schema, raw, 'en');
  } catch (e) {
    const b = e as BizError;
    return { field: b.field, key: b.key, params: b.params };
  }
  return undefined;
};

describe('call input', () => {
  const schema = input({
    id: wire.id(),
    day: wire.date().optional(),
    name: wire.text(5).optional(),
    ids: wire.list(wire.id()).optional(),
    on: wire.bool().optional(),
  });

  it('reads query text and JSON values alike', () => {
    expect(parseInput(schema, { id: '7', ids: '1, 2', on: 'yes' }, 'en')).toMatchObject({ id: 7, ids: [1, 2], on: true });
    expect(parseInput(schema, { id: 7, ids: [3], on: false }, 'en')).toMatchObject({ id: 7, ids: [3], on: false });
  });

  it('drops blanks and keeps unknown parameters out of the way', () => {
    expect(parseInput(schema, { id: '1', day: '', name: '  ', other: 'x' }, 'en')).toEqual({ id: 1, other: 'x' });
  });

  it('names the missing field as required', () => {
    expect(refusal(schema, {})).toMatchObject({ field: 'id', key: 'required' });
  });

  it('keeps ids within 32 bits and positive', () => {
    expect(refusal(schema, { id: '2147483648' })).toMatchObject({ field: 'id', key: 'invalid' });
    expect(refusal(schema, { id: 0 })).toMatchObject({ field: 'id', key: 'invalid' });
    expect(refusal(schema, { id: '1', ids: '1,x' })).toMatchObject({ field: 'ids[1]', key: 'invalid' });
    expect(parseInput(schema, { id: '2147483647' }, 'en')).toMatchObject({ id: 2147483647 });
  });

  it('refuses impossible days and times', () => {
    expect(isRealTime('2024-02-29', 'date')).toBe(true);
    expect(isRealTime('2023-02-29', 'date')).toBe(false);
    expect(isRealTime('2024-02-30 10:00', 'either')).toBe(false);
    expect(isRealTime('2024-12-31 24:00:00', 'datetime')).toBe(false);
    expect(refusal(schema, { id: '1', day: '2024-02-30' })).toMatchObject({ field: 'day', key: 'invalid' });
  });

  it('says how long a text may be', () => {
    expect(refusal(schema, { id: '1', name: 'abcdef' })).toMatchObject({ field: 'name', key: 'tooLong', params: { max: 5 } });
  });

  it('refuses a NUL byte anywhere, naming where', () => {
    expect(refusal(schema, { id: '1', name: 'a\u0000' })).toMatchObject({ field: 'name' });
    expect(refusal(schema, { id: '1', extra: { list: ['ok', 'b\u0000'] } })).toMatchObject({ field: 'extra.list[1]' });
  });

  it('calls a repeated scalar a repeated parameter', () => {
    expect(refusal(schema, { id: ['1', '2'] })).toMatchObject({ field: 'id', key: 'repeatedParam' });
  });

  it('words an error with the key the schema gives', () => {
    const s = input({ password: z.string({ error: 'passwordEmpty' }) });
    expect(refusal(s, {})).toMatchObject({ field: 'password', key: 'passwordEmpty' });
  });
});
