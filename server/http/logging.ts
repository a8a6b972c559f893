import type { FastifyServerOptions } from 'fastify';

const TOKEN_IN_URL = /([?&]access_token=)[^&#]*/gi;

/** The URL as logged: access_token values replaced, wherever they sit in the query. */
export const redactUrl = (url: string) => url.replace(TOKEN_IN_URL, '$1[redacted]');

/** Pino options: tokens never reach a log line, from the URL, the headers or a body. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.access_token', 'req.headers.authorization', 'req.headers.cookie', '*.access_token', 'access_token'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method, url: redactUrl(req.url), ip: req.ip,
        headers: req.headers?.access_token ? { access_token: '[redacted]' } : undefined,
      }),
    },
  };
}
