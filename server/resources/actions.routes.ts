import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { undeclaredButtons } from '../../src/domain/resources/buttons';
import { flowsOf, type FlowDef } from '../../src/domain/resources/flows';
import { STANDARD_ACTIONS, type ResourceDef } from '../../src/domain/resources/types';
import { defineCall, type CallContext } from '../http/call';
import { invalid } from '../http/errors';
import { input, pageParams, wire, type CallInput } from '../http/input';
import type { CallPermission } from '../http/permission';
import type { Services } from '../services';
import { groupDecide, groupInfo, groupPage, groupSubmit } from '../approval/approval.groups';
import { runBatch, runTransition, serviceWrite, stateColumn } from './actions';
import { resourceInvalid } from './resource.schema';

/**
 * Serves a declaration's transitions, batch actions and group approvals at
 * `/resource/<name>/<action>`, and at the spec paths its `calls` map to them (`t:<transition>`,
 * `b:<batch action>`). Registration fails on a declaration the server could not honour.
 */

const opinion = { text: wire.text(500).optional(), reason: wire.text(500).optional(), status: z.union([z.enum(['1', '2']), z.literal([1, 2])]).optional() };
const idInput = (def: ResourceDef) => input({ [def.id]: wire.id().optional(), ...(def.id !== 'id' ? { id: wire.id().optional() } : {}) });
const idsInput = input({ ids: wire.list(wire.id(), { max: 5000 }), flow: wire.code(64).optional(), ...opinion });
const groupInput = input({ groupId: wire.id(), flow: wire.code(64).optional(), ...opinion });

/** `write`: in the call's one transaction; `mutates` alone: a service owns the transaction */
interface Served {
  handler: (ctx: CallContext) => Promise<unknown>;
  perm: CallPermission;
  input: CallInput;
  write: boolean;
  mutates?: boolean;
}

/** What a declaration's extra actions are, by action name (`parts`: the server's, which may write a transition). */
export function declaredActions(def: ResourceDef, parts: Services['parts']): Map<string, Served> {
  const out = new Map<string, Served>();
  const add = (name: string, s: Served) => {
    if ((STANDARD_ACTIONS as readonly string[]).includes(name) || out.has(name)) throw new Error(`resource ${def.name}: action ${name} is declared twice`);
    out.set(name, s);
  };
  const missing = undeclaredButtons(def);
  if (missing.length) throw new Error(`resource ${def.name}: buttons ${missing.join(', ')} are not declared in buttons`);
  for (const t of def.transitions ?? []) {
    stateColumn(def, t);
    // a service-written transition owns its transaction (ARCHITECTURE §3: operations write through services)
    add(t.name, {
      handler: (ctx) => runTransition(ctx, def, t),
      perm: { screen: def.screen, button: t.button },
      input: idInput(def),
      write: !serviceWrite(parts, def, t),
      mutates: true,
    });
  }
  for (const b of def.batch ?? []) {
    if (b.kind === 'transition') {
      const t = def.transitions?.find((x) => x.name === b.transition);
      if (!t) throw new Error(`resource ${def.name}: batch ${b.name} names unknown transition ${b.transition}`);
      if (serviceWrite(parts, def, t)) throw new Error(`resource ${def.name}: batch ${b.name} cannot be all or nothing over a service-written transition`);
    }
    const flow = b.kind === 'approve' || b.kind === 'refuse' ? flowsOf(def).find((f) => !b.flow || f.name === b.flow) : undefined;
    if ((b.kind === 'approve' || b.kind === 'refuse') && !flow) throw new Error(`resource ${def.name}: batch ${b.name} needs an approval flow`);
    add(b.name, { handler: (ctx) => runBatch(ctx, def, b), perm: { screen: flow?.route ?? def.screen, button: b.button }, input: idsInput, write: true });
  }
  const groupFlows = flowsOf(def).filter((f) => f.group);
  if (groupFlows.length) {
    const routes = groupFlows.map((f) => f.route);
    const flowOfCall = (ctx: CallContext): FlowDef => {
      const name = ctx.params.str('flow');
      const f = name ? groupFlows.find((x) => x.name === name) : groupFlows[0];
      if (!f) throw invalid('flow');
      return f;
    };
    add('groupSubmit', {
      handler: (ctx) => groupSubmit(ctx, def, flowOfCall(ctx)),
      perm: { screen: def.screen, button: 'edit' },
      input: idsInput,
      write: true,
    });
    add('groupApprove', {
      handler: (ctx) => groupDecide(ctx, def, flowOfCall(ctx), 'approve'),
      perm: { screen: routes, button: 'approve' },
      input: groupInput,
      write: true,
    });
    add('groupRefuse', {
      handler: (ctx) => groupDecide(ctx, def, flowOfCall(ctx), 'refuse'),
      perm: { screen: routes, button: 'refuse' },
      input: groupInput,
      write: true,
    });
    add('groupSendBack', {
      handler: (ctx) => groupDecide(ctx, def, flowOfCall(ctx), 'sendBack'),
      perm: { screen: routes, button: 'refuse' },
      input: groupInput,
      write: true,
    });
    add('groupInfo', { handler: (ctx) => groupInfo(ctx, def, flowOfCall(ctx)), perm: { screen: [def.screen, ...routes] }, input: groupInput, write: false });
    add('groupPage', {
      handler: (ctx) => groupPage(ctx, def, flowOfCall(ctx)),
      perm: { screen: [def.screen, ...routes] },
      input: input({ ...pageParams, flow: wire.code(64).optional() }),
      write: false,
    });
  }
  return out;
}

/** Registers the extra actions of one declaration, and the spec paths mapped to them. */
export function registerDeclaredActions(app: FastifyInstance, def: ResourceDef, specPaths: Set<string>): void {
  const served = declaredActions(def, app.services.parts);
  const serve = (path: string, s: Served) =>
    defineCall(app, path, s.handler, {
      perm: s.perm,
      input: s.input,
      invalidOf: resourceInvalid(def),
      write: s.write,
      mutates: s.mutates ?? s.write,
    });
  for (const [name, s] of served) serve(`/resource/${def.name}/${name}`, s);
  for (const [path, target] of Object.entries(def.calls)) {
    if (!target.startsWith('t:') && !target.startsWith('b:')) continue;
    const s = served.get(target.slice(2));
    if (!s) throw new Error(`resource ${def.name}: ${path} maps to undeclared ${target}`);
    if (specPaths.has(path)) continue;
    specPaths.add(path);
    serve(path, s);
  }
}
