import Fastify from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { declaredCalls } from '../../server/http/permission';
import { defineCall } from '../../server/http/call';
import { documentedRoutes } from '../../server/docs/docs.routes';
import { CMD, SNAPSHOT } from '../../src/domain/events';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name?: string; in?: string; required?: boolean; $ref?: string }>;
        requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; required?: string[] } }> };
        'x-permission'?: unknown;
        tags?: string[];
      }
    >
  >;
  'x-socket': { path: string; commands: Array<{ cmd: number; name: string; description: string }>; snapshots: Array<{ channel: string; call: string }> };
};

let s: TestServer;
let admin: string;
let doc: Doc;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  doc = (await s.call('GET', '/docs/openapi.json', undefined, { headers: { 'accept-language': 'en' } })).body as Doc;
});
afterAll(async () => {
  await s.close();
});

const docPath = (url: string) => url.replace(/^\/prod-api/, '').replace(/:(\w+)/g, '{$1}');

describe('GET /prod-api/docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const r = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(r.errors ?? []).toEqual([]);
    expect(r.valid).toBe(true);
  });

  it('lists every served call on GET and POST with its input schema and permission', () => {
    const served = declaredCalls(s.app).filter((c) => !c.url.startsWith('/prod-api/docs'));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((c) => !doc.paths[docPath(c.url)]).map((c) => c.url)).toEqual([]);
    const documented = new Map(documentedRoutes(s.app).map((r) => [r.url, r]));
    for (const c of served) {
      const methods = documented.get(c.url)?.methods.map((m) => m.toLowerCase()) ?? [];
      expect(methods.length, c.url).toBeGreaterThan(0);
      for (const m of methods) expect(doc.paths[docPath(c.url)][m], `${m} ${c.url}`).toBeDefined();
    }
    // every call of defineCall answers both; only the hand-routed health check is GET alone
    expect(served.filter((c) => !doc.paths[docPath(c.url)].post).map((c) => c.url)).toEqual(['/prod-api/health']);
    for (const c of served.filter((x) => x.url !== '/prod-api/health')) {
      const item = doc.paths[docPath(c.url)];
      expect(item.post['x-permission'], c.url).toEqual(c.perm);
      expect(item.get.tags?.length, c.url).toBe(1);
      const body = item.post.requestBody?.content;
      expect(body && (body['application/json']?.schema.type === 'object' || Object.keys(body).some((k) => k.includes('spreadsheet'))), c.url).toBe(true);
    }
  });

  it("derives a resource call's parameters from its declaration", () => {
    const add = doc.paths['/sales/cus/customer-add'].post.requestBody!.content['application/json'].schema;
    expect(add.required).toEqual(expect.arrayContaining(['customerCode', 'customerName', 'customerType']));
    expect(add.properties).toMatchObject({ customerName: { anyOf: expect.arrayContaining([expect.objectContaining({ type: 'string', maxLength: 100 })]) } });
    const page = doc.paths['/sales/cus/customer-list'].get.parameters!.map((p) => p.name);
    expect(page).toEqual(expect.arrayContaining(['page', 'limit', 'customerName', 'signDate', 'sortField']));
  });

  it("describes a module call's parameters: required ids as integers within 32 bits", () => {
    const p = doc.paths['/user/users/delete'].get.parameters!.find((x) => x.name === 'user_id') as {
      required: boolean;
      schema: { anyOf: Array<{ type: string; maximum?: number }> };
    };
    expect(p.required).toBe(true);
    expect(p.schema.anyOf).toContainEqual(expect.objectContaining({ type: 'integer', maximum: 2147483647 }));
  });

  it('documents the socket commands and snapshot calls beside the calls', () => {
    expect(doc['x-socket'].path).toBe('/prod-api/socket.io');
    expect(doc['x-socket'].commands.map((c) => c.cmd).sort((a, b) => a - b)).toEqual(Object.values(CMD).sort((a, b) => a - b));
    expect(doc['x-socket'].commands).toHaveLength(Object.values(CMD).length);
    expect(doc['x-socket'].commands.filter((c) => c.description.length === 0)).toEqual([]);
    expect(doc['x-socket'].snapshots).toContainEqual({ channel: 'vehicles', call: SNAPSHOT.vehicles });
    for (const { call } of doc['x-socket'].snapshots) expect(doc.paths[call], call).toBeDefined();
  });

  it("speaks the caller's language", async () => {
    const zh = (await s.call('GET', '/docs/openapi.json', undefined, { headers: { 'accept-language': 'zh-CN' } })).body;
    const ja = (await s.call('GET', '/docs/openapi.json', undefined, { query: { lang: 'ja' } })).body;
    expect(zh.info.title).toBe('Mixboard 接口文档');
    expect(ja.info.title).toBe('Mixboard API ドキュメント');
  });
});

describe('GET /prod-api/docs', () => {
  it('serves a page that browses the document with Swagger UI from the server itself', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/prod-api/docs?lang=en' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('/prod-api/docs/assets/swagger-ui-bundle.js');
    expect(r.body).toContain('data-spec="/prod-api/docs/openapi.json?lang=en"');
    expect(r.body).not.toMatch(/https?:\/\//);
    expect(r.body).toContain('vehiclePositions');
    const js = await s.app.inject({ method: 'GET', url: '/prod-api/docs/assets/swagger-ui-bundle.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('SwaggerUIBundle');
    expect((await s.app.inject({ method: 'GET', url: '/prod-api/docs/assets/package.json' })).statusCode).toBe(404);
  });
});

describe('input schemas refuse bad input with 400 naming the field', () => {
  const refusal = async (path: string, query: Record<string, string>, field: string) => {
    const r = await s.call('GET', path, admin, { query });
    expect(r.status, path).toBe(200);
    expect(r.body, path).toMatchObject({ code: 400, data: { field } });
    return r.body.msg as string;
  };

  it('a bad id', async () => {
    await refusal('/user/users/delete', { user_id: 'abc' }, 'user_id');
    await refusal('/sales/cus/findbyid', { id: '1; drop table customers' }, 'id');
  });

  it('a NUL byte in a string', async () => {
    await refusal('/user/users/list', { true_name: 'a\u0000b' }, 'true_name');
    await refusal('/sales/cus/customer-list', { customerName: '\u0000' }, 'customerName');
    const r = await s.call('POST', '/user/organization/copyTree', admin, { body: { data: { source_org_id: '01', target_org_ids: ['0\u00002'] } } });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'data.target_org_ids[0]' } });
  });

  it('an impossible date', async () => {
    await refusal('/system/basic/getUnDealTask', { start_time: '2024-02-30' }, 'start_time');
    const msg = await refusal(
      '/sales/cus/customer-add',
      { customerCode: 'KH90001', customerName: '二月三十日', customerType: 'company', signDate: '2024-02-30' },
      'signDate',
    );
    expect(msg).toContain('签约');
  });

  it('an int out of the 32-bit range', async () => {
    await refusal('/user/role-menu/select', { roleId: '4294967296' }, 'roleId');
    await refusal('/sales/cus/findbyid', { id: '99999999999' }, 'id');
  });

  it("a missing required parameter, in the call's own words", async () => {
    expect(await refusal('/user/users/delete', {}, 'user_id')).toBe('user_id不能为空');
    const r = await s.call('GET', '/user/users/update-password', admin, {});
    expect(r.body).toMatchObject({ code: 400, msg: '密码不能为空', data: { field: 'password' } });
  });

  it('ignores unknown parameters', async () => {
    const r = await s.call('GET', '/user/users/list', admin, { query: { whatever: 'x', limit: '1' } });
    expect(r.body.code).toBe(200);
  });
});

describe('registration', () => {
  it('fails for a call that declares no input', () => {
    const app = Fastify();
    expect(() => defineCall(app, '/area/no-input', async () => null, { perm: 'session' } as never)).toThrow(/declare its input/);
  });
});
