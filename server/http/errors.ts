import type { MessageKey } from '../../src/domain/server-messages';

/**
 * A call that exists but cannot do what was asked. Answered as HTTP 200 with this code
 * (ARCHITECTURE §4), except 401 and the malformed-request 400s which carry an HTTP status too.
 */
export class BizError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 429 | 500,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** the wire name of the field at fault, echoed in data.field */
    readonly field?: string,
    /** an HTTP status other than 200, for auth and malformed requests */
    readonly httpStatus = 200,
  ) {
    super(key);
  }
}

export const invalid = (field: string, key: MessageKey = 'invalid', params: Record<string, string | number> = {}) =>
  new BizError(400, key, { field, ...params }, field);
export const required = (field: string) => new BizError(400, 'required', { field }, field);
export const forbidden = () => new BizError(403, 'forbidden');
export const notFound = () => new BizError(404, 'notFound');
export const conflict = () => new BizError(409, 'conflict');
export const unauthorized = (key: MessageKey = 'tokenMissing') => new BizError(401, key, {}, undefined, 401);
