/**
 * The HTTP error catalogue of spec §8 as one pure decision, so the transport stays thin and the
 * rules are testable without a browser.
 */
export type Decision =
  | { kind: 'pass' }
  | { kind: 'business-error'; message: string }
  | { kind: 'session-expired' }
  | { kind: 'server-error'; message: string | null }
  | { kind: 'http-error'; message: string | null };

/** Codes that reach the caller untouched; '0' arrives as a string from some legacy calls. */
const PASS_CODES = new Set<unknown>([200, 0, '0', 111, 226, 500, 401]);

export interface ResponseFacts {
  status: number;
  /** parsed JSON body, or null when the body was a blob or not JSON */
  body: unknown;
  isBlob: boolean;
}

function msgOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'msg' in body) {
    const msg = (body as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
  }
  return null;
}

export function decide({ status, body, isBlob }: ResponseFacts): Decision {
  if (status === 401) return { kind: 'session-expired' };
  if (status === 500) return { kind: 'server-error', message: msgOf(body) };
  if (status < 200 || status >= 300) return { kind: 'http-error', message: msgOf(body) };
  if (isBlob || !body || typeof body !== 'object' || !('code' in body)) return { kind: 'pass' };
  const code = (body as { code: unknown }).code;
  if (PASS_CODES.has(code)) return { kind: 'pass' };
  return { kind: 'business-error', message: msgOf(body) ?? 'Error' };
}
