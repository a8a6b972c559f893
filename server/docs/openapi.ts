import { z } from 'zod';
import { CMD, SNAPSHOT, SOCKET, type CommandName } from '../../src/domain/events';
import type { Lang } from '../../src/domain/server-messages';
import { listOf, type CallPermission } from '../http/permission';
import { uploadInput, type CallInput } from '../http/input';
import { commandText, word } from './docs.text';

/** A served route as the API document describes it (collected by ./docs.routes.ts). */
export interface DocumentedRoute {
  /** Fastify's URL, `/prod-api/a/:id` */
  url: string;
  methods: readonly string[];
  perm: CallPermission;
  write: boolean;
  raw: boolean;
  input: CallInput;
  area?: string;
}

type Json = Record<string, unknown>;

const PREFIX = '/prod-api';

/** `/prod-api/a/:id` → `/a/{id}`, the path under the document's server. */
export const openApiPath = (url: string) => url.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}');

/** The area tag: declared, else the first segment of the screen the permission names, else of the path. */
export function areaOf(r: Pick<DocumentedRoute, 'url' | 'perm' | 'area'>): string {
  if (r.area) return r.area;
  if (typeof r.perm === 'object') return listOf(r.perm.screen)[0].split('/')[1] || 'other';
  return r.url.slice(PREFIX.length).split('/')[1] || 'other';
}

const converted = new WeakMap<CallInput, Json>();

/** JSON Schema of what the call accepts (the input side: query strings and JSON values). */
export function inputJsonSchema(schema: CallInput): Json {
  let json = converted.get(schema);
  if (!json) {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    json = rest;
    converted.set(schema, json);
  }
  return json;
}

const envelope = (data: Json = {}): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', enum: [200, 400, 403, 404, 409, 429, 500] }, msg: { type: 'string' }, data },
});

function parametersOf(json: Json, pathParams: readonly string[], method: 'get' | 'post'): Json[] {
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  const out: Json[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } }));
  if (method === 'post') return out;
  for (const [name, schema] of Object.entries(props)) {
    if (pathParams.includes(name)) continue;
    const objectLike = schema.type === 'object' || (schema.type === 'array' && (schema.items as Json | undefined)?.type === 'object');
    // lists go comma-separated in a query (Params.list); objects only as JSON
    out.push(
      objectLike
        ? { name, in: 'query', required: required.has(name), content: { 'application/json': { schema } } }
        : { name, in: 'query', required: required.has(name), schema, ...(schema.anyOf || schema.type === 'array' ? { style: 'form', explode: false } : {}) },
    );
  }
  return out;
}

function operationOf(r: DocumentedRoute, method: 'get' | 'post', lang: Lang, ids: Set<string>): Json {
  const path = openApiPath(r.url);
  const json = inputJsonSchema(r.input);
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  let operationId = method + path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));
  while (ids.has(operationId)) operationId += '_';
  ids.add(operationId);
  const op: Json = {
    operationId,
    tags: [areaOf(r)],
    parameters: [...parametersOf(json, pathParams, method), ...(r.perm === 'public' ? [] : [{ $ref: '#/components/parameters/orgId' }])],
    responses: {
      200: r.raw
        ? {
            description: word('xlsx', lang),
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: { $ref: '#/components/schemas/Envelope' } },
            },
          }
        : { description: word('envelope', lang), content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      ...(r.perm === 'public'
        ? {}
        : { 401: { description: word('unauthorized', lang), content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } } }),
    },
    security: r.perm === 'public' ? [] : [{ accessToken: [] }, { accessTokenQuery: [] }],
    'x-permission': r.perm,
    'x-writes': r.write,
  };
  if (method === 'post') {
    op.requestBody =
      r.input === uploadInput
        ? {
            required: true,
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          }
        : { required: false, content: { 'application/json': { schema: json }, 'application/x-www-form-urlencoded': { schema: json } } };
  }
  return op;
}

/** The socket side: path, heartbeat, the command table and the snapshot call of each channel. */
export function socketSection(lang: Lang): Json {
  return {
    path: SOCKET.path,
    event: 'message',
    heartbeat: { cmd: CMD.ping, intervalMs: SOCKET.pingInterval, timeoutMs: SOCKET.pingTimeout, reconnectDelayMs: SOCKET.reconnectDelay },
    description: word('socketIntro', lang),
    commands: (Object.entries(CMD) as Array<[CommandName, number]>).map(([name, cmd]) => ({
      cmd,
      name,
      payload: commandText[name].payload,
      description: commandText[name].text[lang],
    })),
    snapshots: Object.entries(SNAPSHOT).map(([channel, call]) => ({ channel, call })),
  };
}

/** The OpenAPI 3.1 document of every served call, in one language. */
export function openApiDocument(routes: readonly DocumentedRoute[], opts: { version: string; lang: Lang }): Json {
  const paths: Record<string, Json> = {};
  const ids = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url));
  for (const r of sorted) {
    const item: Json = (paths[openApiPath(r.url)] ??= {});
    for (const m of r.methods) {
      const method = m.toLowerCase();
      if (method === 'get' || method === 'post') item[method] = operationOf(r, method, opts.lang, ids);
    }
  }
  const tags = [...new Set(sorted.map(areaOf))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: word('title', opts.lang), version: opts.version, description: word('description', opts.lang) },
    servers: [{ url: PREFIX }],
    tags,
    paths,
    components: {
      schemas: { Envelope: envelope() },
      parameters: {
        orgId: { name: 'org_id', in: 'query', required: false, description: word('orgParam', opts.lang), schema: { type: 'string', maxLength: 16 } },
      },
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'access_token' },
        accessTokenQuery: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
    'x-socket': socketSection(opts.lang),
  };
}
