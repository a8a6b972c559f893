import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineCall } from './call';
import { noInput } from './input';
import { declaredCalls, requireDeclaredPermissions } from './permission';

const handler = async () => null;

describe('route registration', () => {
  it('fails for a call that declares no permission', () => {
    const app = Fastify();
    requireDeclaredPermissions(app);
    expect(() => defineCall(app, '/area/no-perm', handler, {} as never)).toThrow(/declare who may make it/);
  });

  it('fails for a hand-routed /prod-api route without config.perm', () => {
    const app = Fastify();
    requireDeclaredPermissions(app);
    expect(() => app.get('/prod-api/raw', handler)).toThrow(/declares no permission/);
  });

  it('fails for a screen permission naming no screen', () => {
    const app = Fastify();
    requireDeclaredPermissions(app);
    expect(() => defineCall(app, '/area/empty', handler, { perm: { screen: [] }, input: noInput })).toThrow(/names no screen/);
  });

  it('records what each call declared, writes included', () => {
    const app = Fastify();
    requireDeclaredPermissions(app);
    defineCall(app, '/area/read', handler, { perm: { screen: '/sales/customer' }, input: noInput });
    defineCall(app, '/area/write', handler, { perm: { screen: '/sales/customer', button: 'add' }, write: true, input: noInput });
    app.get('/prod-api/open', { config: { perm: 'public' } }, handler);
    app.get('/elsewhere', handler);
    expect(declaredCalls(app)).toEqual([
      { url: '/prod-api/area/read', perm: { screen: '/sales/customer' }, write: false },
      { url: '/prod-api/area/write', perm: { screen: '/sales/customer', button: 'add' }, write: true },
      { url: '/prod-api/open', perm: 'public', write: false },
    ]);
  });
});
