import type { FastifyInstance } from 'fastify';
import { resources } from '../../src/domain/resources/registry';
import type { Action, CallTarget, ResourceDef } from '../../src/domain/resources/types';
import { defineCall } from '../http/call';
import { approvalInfo, approvalPage, approve, recover, refuse, submit, submittableFlow } from '../approval/approval.engine';
import { ACTION_BUTTON, add, exists, get, list, nextCode, page, remove, reorder, save, update } from './resource.handlers';
import { exportXlsx } from './resource.export';
import { coolXlsxWriter, warmXlsxWriter } from './xlsx-writer';
import { importXlsx } from './resource.import';
import type { CallPermission } from '../http/permission';
import { overrideInput, resourceInput } from './resource.schema';
import type { Override, ResourceHandler } from './override';
import { checkDrift } from './drift';
import { syncMenuButtons } from './menu-buttons';
import { registerPrintCalls } from '../print/print.routes';
import { flowsOf } from '../../src/domain/resources/flows';
import { viewProblems } from '../../src/domain/resources/view';
import { registerDeclaredActions } from './actions.routes';

const WRITES: ReadonlySet<Action> = new Set([
  'add',
  'update',
  'save',
  'delete',
  'import',
  'submit',
  'approve',
  'refuse',
  'recover',
  'sendBack',
  'sort',
  'top',
  'bottom',
]);
const RAW: ReadonlySet<Action> = new Set(['export', 'import']);

const GENERIC: Record<Action, ResourceHandler> = {
  page,
  list,
  get,
  add,
  update: (ctx, def) => update(ctx, def),
  save,
  delete: remove,
  exists,
  code: nextCode,
  export: exportXlsx,
  import: importXlsx,
  submit: (ctx, def) => submit(ctx, def, undefined, undefined, submittableFlow(ctx, def)),
  approve: (ctx, def) => approve(ctx, def),
  refuse: (ctx, def) => refuse(ctx, def, 'refuse'),
  sendBack: (ctx, def) => refuse(ctx, def, 'sendBack'),
  recover: (ctx, def) => recover(ctx, def),
  approvalPage,
  approvalInfo: (ctx, def) => approvalInfo(ctx, def),
  sort: (ctx, def) => reorder(ctx, def, 'sort'),
  top: (ctx, def) => reorder(ctx, def, 'top'),
  bottom: (ctx, def) => reorder(ctx, def, 'bottom'),
};
const APPROVAL_ACTIONS: ReadonlySet<Action> = new Set(['submit', 'approve', 'refuse', 'sendBack', 'recover', 'approvalPage', 'approvalInfo']);

/** Checks a declaration against what the server can serve; registration fails on any gap. */
export function checkDeclaration(def: ResourceDef, overrides: Readonly<Record<string, Override>>): void {
  for (const a of def.actions) {
    if (APPROVAL_ACTIONS.has(a) && !flowsOf(def).length) throw new Error(`resource ${def.name}: action ${a} needs an approval flow`);
    if ((def.readOnly || def.view) && WRITES.has(a)) throw new Error(`resource ${def.name} is read only but declares ${a}`);
  }
  if (def.view) {
    const problems = viewProblems(
      def.view,
      def.fields.map((f) => f.name),
    );
    if (problems.length) throw new Error(`read view ${def.name}: ${problems.join('; ')}`);
  }
  for (const [path, target] of Object.entries(def.calls)) {
    if (target.startsWith('x:') && !overrides[target.slice(2)]) throw new Error(`resource ${def.name}: ${path} needs override ${target}`);
    if (target.startsWith('t:') || target.startsWith('b:')) continue; // ./actions.routes.ts checks its own
    if (!target.startsWith('x:') && !def.actions.includes(target as Action))
      throw new Error(`resource ${def.name}: ${path} maps to undeclared action ${target}`);
  }
  // such an override's handler reads the action's input: an input of its own would type `ctx.input` wrongly
  for (const [name, o] of Object.entries(overrides)) {
    if (o.input && def.actions.includes(name as Action))
      throw new Error(`resource ${def.name}: override ${name} replaces the action's handler only; its input is the action's`);
  }
}

/**
 * Who may call an action (spec §6): reads need the resource's screen in the caller's menus, writes
 * the button on it; approval decisions the button on the approval screen. The handlers check the
 * same buttons again (`guard`), so a module calling them directly stays guarded.
 */
export function permissionOf(def: ResourceDef, a: Action): CallPermission {
  const routes = flowsOf(def).map((f) => f.route);
  if (routes.length && a === 'approve') return { screen: routes, button: 'approve' };
  if (routes.length && (a === 'refuse' || a === 'sendBack')) return { screen: routes, button: 'refuse' };
  if (routes.length && (a === 'approvalPage' || a === 'approvalInfo')) return { screen: [def.screen, ...routes] };
  if (def.readableBy === 'session' && (a === 'page' || a === 'list' || a === 'get')) return 'session';
  if (a === 'save') return { screen: def.screen, button: ['add', 'edit'] };
  const button = ACTION_BUTTON[a];
  return button ? { screen: def.screen, button } : { screen: def.screen };
}

function register(app: FastifyInstance, path: string, def: ResourceDef, target: CallTarget, overrides: Readonly<Record<string, Override>>) {
  if (target.startsWith('x:')) {
    const o = overrides[target.slice(2)];
    const perm: CallPermission = o.write ? { screen: def.screen, button: o.button ?? 'edit' } : (def.readableBy ?? { screen: def.screen });
    defineCall(app, path, (ctx) => o.handler(ctx, def), { write: !!o.write, perm, ...overrideInput(def, o.input) });
    return;
  }
  const a = target as Action;
  // a server part's override named after a standard action replaces only its handler (permission and input stay the action's)
  const handler = overrides[a]?.handler ?? GENERIC[a];
  defineCall(app, path, (ctx) => handler(ctx, def), {
    write: WRITES.has(a) && !RAW.has(a),
    raw: RAW.has(a),
    mutates: WRITES.has(a),
    perm: permissionOf(def, a),
    ...resourceInput(def, a),
  });
}

/**
 * Serves every registered declaration (src/domain/resources/registry.ts) but those a module serves
 * itself (`servedBy`): its spec paths (calls.tsv) and `/resource/<name>/<action>` for each declared
 * action. Its server part's overrides serve the `x:` targets. Before listening, the declared
 * tables are compared with the database (refusing to start on drift) and the menus' buttons
 * are brought up to the declarations.
 */
export function registerResources(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    await checkDrift(app.services.db, resources);
    await syncMenuButtons(app.services.db);
  });
  // the first export's bytes should not wait for a writer thread to load exceljs
  app.addHook('onReady', async () => warmXlsxWriter());
  app.addHook('onClose', async () => coolXlsxWriter());
  const names = new Set<string>();
  const paths = new Set<string>();
  for (const def of resources) {
    if (names.has(def.name)) throw new Error(`duplicate resource ${def.name}`);
    names.add(def.name);
    if (def.servedBy) continue;
    const overrides = app.services.parts.partOf(def.name)?.overrides ?? {};
    checkDeclaration(def, overrides);
    for (const a of def.actions) register(app, `/resource/${def.name}/${a}`, def, a, overrides);
    for (const [path, target] of Object.entries(def.calls)) {
      if (paths.has(path)) continue; // a path shared by two declarations (update-visible) is served once
      if (target.startsWith('t:') || target.startsWith('b:')) continue;
      paths.add(path);
      register(app, path, def, target, overrides);
    }
    registerDeclaredActions(app, def, paths);
  }
  registerPrintCalls(app, resources);
  // .xlsx uploads arrive as the raw body; wrapped so the body never spreads into parameters
  app.addContentTypeParser(
    ['application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    { parseAs: 'buffer', bodyLimit: 8 * 1024 * 1024 },
    (_req, body, done) => done(null, { file: body }),
  );
}
