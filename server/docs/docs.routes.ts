import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { LANGS, pickLang, type Lang } from '../../src/domain/server-messages';
import { DOCS_URL, docsPage, INIT_SCRIPT } from './docs.page';
import { openApiDocument, type DocumentedRoute } from './openapi';

/** Swagger UI's files, from the installed package: the page works offline, no CDN. */
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The page and the document are public: they describe the calls, never data (decisions.md). */
const PUBLIC = { perm: 'public' } as const;

const langOf = (req: FastifyRequest): Lang => {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  return typeof asked === 'string' && (LANGS as string[]).includes(asked) ? (asked as Lang) : pickLang(req.headers['accept-language']);
};

const routesOf = new WeakMap<FastifyInstance, Map<string, DocumentedRoute>>();

/** Every call the API document describes on this app (after it is ready). */
export function documentedRoutes(app: FastifyInstance): readonly DocumentedRoute[] {
  return [...(routesOf.get(app)?.values() ?? [])];
}

/**
 * Collects every /prod-api route with its input schema as it registers (so it must be called
 * before the routes), refusing a route that declares none, and serves the OpenAPI document at
 * /prod-api/docs/openapi.json and the page that browses it at /prod-api/docs.
 */
export function apiDocs(app: FastifyInstance): void {
  const routes = new Map<string, DocumentedRoute>();
  routesOf.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/prod-api') || route.url.startsWith(DOCS_URL)) return;
    const cfg = route.config ?? {};
    if (!cfg.input) throw new Error(`route ${route.url} declares no input: give it config.input (server/http/input.ts)`);
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m === 'GET' || m === 'POST');
    const known = routes.get(route.url);
    if (known) {
      routes.set(route.url, { ...known, methods: [...new Set([...known.methods, ...methods])] });
      return;
    }
    routes.set(route.url, { url: route.url, methods, perm: cfg.perm ?? 'public', write: !!cfg.write, raw: !!cfg.raw, input: cfg.input, area: cfg.area });
  });

  const documents = new Map<Lang, string>();
  app.get(`${DOCS_URL}/openapi.json`, { config: PUBLIC }, async (req, reply) => {
    const lang = langOf(req);
    let doc = documents.get(lang);
    if (!doc) {
      doc = JSON.stringify(openApiDocument([...routes.values()], { version: app.services.version, lang }));
      documents.set(lang, doc);
    }
    return reply.type('application/json; charset=utf-8').send(doc);
  });

  app.get(DOCS_URL, { config: PUBLIC }, async (req, reply) => reply.type('text/html; charset=utf-8').send(docsPage(langOf(req))));

  app.get(`${DOCS_URL}/assets/:file`, { config: PUBLIC }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
    const type = ASSETS[file];
    if (!type) return reply.callNotFound();
    return reply.type(type).send(createReadStream(join(SWAGGER_DIR, file)));
  });
}
