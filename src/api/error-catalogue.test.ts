import { describe, expect, it } from 'vitest';
import { decide } from './error-catalogue';

const ok = (body: unknown, isBlob = false) => decide({ status: 200, body, isBlob });

describe('error catalogue', () => {
  it.each([200, 0, '0', 111, 226, 500, 401])('passes code %s through', (code) => {
    expect(ok({ code, msg: 'x' })).toEqual({ kind: 'pass' });
  });

  it('passes blobs and data without a code through', () => {
    expect(ok(null, true)).toEqual({ kind: 'pass' });
    expect(ok({ list: [] })).toEqual({ kind: 'pass' });
    expect(ok([1, 2])).toEqual({ kind: 'pass' });
  });

  it('turns any other code into a red message with the msg, or Error', () => {
    expect(ok({ code: 400, msg: 'name is required' })).toEqual({ kind: 'business-error', message: 'name is required' });
    expect(ok({ code: 403 })).toEqual({ kind: 'business-error', message: 'Error' });
    expect(ok({ code: '409', msg: '  ' })).toEqual({ kind: 'business-error', message: 'Error' });
  });

  it('expires the session on HTTP 401 whatever the body says', () => {
    expect(decide({ status: 401, body: { code: 401, msg: 'gone' }, isBlob: false })).toEqual({ kind: 'session-expired' });
  });

  it('keeps the server msg of an HTTP 500, or none so the fallback text is used', () => {
    expect(decide({ status: 500, body: { code: 500, msg: 'db down' }, isBlob: false })).toEqual({ kind: 'server-error', message: 'db down' });
    expect(decide({ status: 500, body: null, isBlob: false })).toEqual({ kind: 'server-error', message: null });
  });

  it('shows the msg of other HTTP errors', () => {
    expect(decide({ status: 404, body: { code: 404, msg: 'No such call' }, isBlob: false })).toEqual({ kind: 'http-error', message: 'No such call' });
  });
});
