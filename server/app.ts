import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import { formatMessage, pickLang } from '../src/domain/server-messages';
import type { Services } from './services';
import { BizError } from './http/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http/json-depth';
import { loggerOptions } from './http/logging';
import { registerRoutes } from './routes';
import { attachLive } from './operations/live.plugin';
import { requireDeclaredPermissions } from './http/permission';
import { apiDocs } from './docs/docs.routes';

export interface BuildOptions {
  services: Services;
  /** the built client to serve; nothing is served when absent */
  staticDir?: string;
  logger?: boolean;
  /** where log lines go instead of stdout (a test reads them) */
  logStream?: { write(line: string): void };
}

/** Boot order of STYLE.md: external plugins, then app decorations, then routes. */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(opts.services.config.logLevel, opts.logStream),
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: true,
  });

  // An empty JSON body is an empty object: GET-style writes arrive as POST with nothing in them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    if (nestsDeeperThan(text)) return done(new BizError(400, 'tooDeep', { field: 'body', max: MAX_JSON_DEPTH }, 'body', 400), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BizError(400, 'invalid', { field: 'body' }, 'body', 400), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // answers over 1 KB are compressed (brotli at a quality cheap enough for every call, or gzip);
  // files that are compressed already (xlsx, pdf, images) are left as they are
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  app.decorate('services', opts.services);
  await attachLive(app);
  requireDeclaredPermissions(app);
  apiDocs(app);

  // a callback hook, not an async one: no promise on every request
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('Cache-Control', 'no-store');
    done();
  });

  app.setErrorHandler((err, req, reply) => {
    const lang = pickLang(req.headers['accept-language']);
    if (err instanceof BizError) {
      const field = err.field;
      return reply.status(err.httpStatus).send({ code: err.code, msg: formatMessage(err.key, lang, err.params), data: field ? { field } : null });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: formatMessage('invalid', lang, { field: 'request' }), data: null });
    }
    req.log.error({ err }, 'call failed');
    return reply.status(500).send({ code: 500, msg: formatMessage('serverError', lang), data: null });
  });

  const staticDir = opts.staticDir;
  const hasClient = !!staticDir && existsSync(join(staticDir, 'index.html'));
  // the build carries .br and .gz copies of its files (scripts/vite-precompress.ts): handed out as they are
  if (hasClient)
    await app.register(fastifyStatic, {
      root: staticDir!,
      index: ['index.html'],
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store');
      },
    });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/prod-api') || !hasClient || req.method !== 'GET') {
      return reply.status(404).send({ code: 404, msg: formatMessage('noSuchCall', pickLang(req.headers['accept-language'])), data: null });
    }
    // client-side routes: the single page answers every other path
    return reply.type('text/html').sendFile('index.html');
  });

  registerRoutes(app);
  return app;
}
