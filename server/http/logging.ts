import type { FastifyServerOptions } from 'fastify';

/**
 * Names of parameters that carry a credential. The sign-in sends the password's SHA-256 in the
 * URL, and that digest is what the server accepts: it is as secret as the password itself.
 */
const CREDENTIAL =
  String.raw`(?:access_token|refresh_token|token|password|passwd|pwd|old_?password|new_?password|confirm|confirm_?password|` +
  String.raw`secret|digest|authorization)`;
const IN_QUERY = new RegExp(String.raw`([?&;\s]${CREDENTIAL}=)[^&#\s"']*`, 'gi');
const IN_JSON = new RegExp(String.raw`("${CREDENTIAL}"\s*:\s*)"(?:[^"\\]|\\.)*"`, 'gi');
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/gi;
const CREDENTIAL_KEY = new RegExp(String.raw`^${CREDENTIAL}$`, 'i');
const CENSOR = '[redacted]';

const PASSWORD_CALL = /password/i;
const EVERY_VALUE = /([?&;]\w+=)[^&#]*/g;

/**
 * The URL as logged: every credential parameter's value replaced, wherever it sits in the query.
 * On a password call (`update-password`) every value goes: its confirmation and length say too much.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q >= 0 && PASSWORD_CALL.test(url.slice(0, q))) return url.slice(0, q) + url.slice(q).replace(EVERY_VALUE, `$1${CENSOR}`);
  return url.replace(IN_QUERY, `$1${CENSOR}`);
}

/** Any text as logged: credential values in query strings, JSON fragments and URL user info (a database URL's password) replaced. */
export const redactText = (text: string) => text.replace(IN_QUERY, `$1${CENSOR}`).replace(IN_JSON, `$1"${CENSOR}"`).replace(URL_PASSWORD, `$1${CENSOR}@`);

/**
 * A log line's object with every credential key censored and every string scrubbed, at any depth
 * (an error's message, a body echoed in a detail). Shared references are copied once; cycles stop.
 */
export function redactValue(value: unknown, seen = new WeakSet<object>(), key = ''): unknown {
  if (key && CREDENTIAL_KEY.test(key)) return CENSOR;
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, seen));
  if (value instanceof Error) {
    return {
      type: value.name,
      message: redactText(value.message),
      stack: value.stack ? redactText(value.stack) : undefined,
      ...(redactValue({ ...value }, seen) as object),
    };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = CREDENTIAL_KEY.test(k) ? CENSOR : redactValue(v, seen);
  return out;
}

/**
 * Pino options: no credential reaches a log line at any level, from the URL, the headers, a body,
 * an error or the message text. Every line passes `redactValue` (formatters.log) and every message
 * `redactText` (hooks.logMethod), so a new log call cannot leak one by forgetting to.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
    // runs before the serializers: the request and reply objects are left to theirs (their
    // fields are getters a copy would lose), everything else is scrubbed
    formatters: {
      log: (object: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(object).map(([k, v]) => [k, k === 'req' || k === 'res' ? v : redactValue(v, new WeakSet(), k)])),
    },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactText(a) : a)),
        );
      },
    },
  };
}
