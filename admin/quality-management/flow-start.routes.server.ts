import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { Params } from '../../server/http/params';
import { submit } from '../../server/approval/approval.engine';
import { flowOf, flowFieldNames, type FlowDef } from '../../src/domain/resources/flows';
import { listResources } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';

/**
 * The flow a process definition key starts: the first flow (the one its `submit` starts) of the
 * first declaration, in area order, that declares `submit` with that business type. A flow that
 * follows another (a selection's leader approval) or that its own call starts (a recipe's float,
 * by save-lib-float) is no process one may start from outside.
 */
export function startableFlow(key: string): { def: ResourceDef; flow: FlowDef } | undefined {
  for (const def of listResources()) {
    if (def.servedBy || !def.actions.includes('submit')) continue;
    const flow = flowOf(def);
    if (flow?.businessType === key) return { def, flow };
  }
  return undefined;
}

/**
 * The object's own submit (its server part's override when it has one, which checks what its
 * business needs first), called as if its screen had submitted the record: same button, same scope.
 */
async function submitAsScreen(ctx: CallContext, def: ResourceDef, flow: FlowDef, id: number) {
  const own = ctx.services.parts.partOf(def.name)?.overrides?.submit?.handler;
  if (!own) return submit(ctx, def, id, 'edit', flow);
  return own({ ...ctx, params: new Params({ [def.id]: String(id) }), input: { [def.id]: id } }, def);
}

/**
 * POST /flowable/flowable/definition/start (spec §7, among the recipe calls): starts a record's
 * approval by the key of its process, the business type of /settings/approval-flow, for the
 * plant console that knows processes rather than screens. Permission is the object's own: its
 * edit button on its screen, its organisation scope (404 outside it).
 */
export function flowStartRoutes(app: FastifyInstance): void {
  // the outer gate: the edit button on a screen of some startable object; the object's own is checked by its submit
  const screens = [
    ...new Set(
      listResources()
        .filter((d) => startableFlow(flowOf(d)?.businessType ?? '')?.def === d)
        .map((d) => d.screen),
    ),
  ];
  defineCall(
    app,
    '/flowable/flowable/definition/start',
    async (ctx) => {
      const key = String(ctx.input.processDefinitionKey);
      const hit = startableFlow(key);
      if (!hit) throw invalid('processDefinitionKey');
      const { def, flow } = hit;
      const record = (await submitAsScreen(ctx, def, flow, Number(ctx.input.businessKey))) as Record<string, unknown>;
      const names = flowFieldNames(flow);
      return {
        processDefinitionKey: key,
        businessKey: Number(ctx.input.businessKey),
        resource: def.name,
        flow: flow.name,
        route: flow.route,
        state: record[names.state] ?? null,
        level: record[names.level] ?? null,
        record,
      };
    },
    { perm: { screen: screens, button: 'edit' }, write: true, input: input({ processDefinitionKey: wire.code(64), businessKey: wire.id() }), area: 'workflow' },
  );
}
