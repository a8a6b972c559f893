// A local ESLint rule for the import directions of ARCHITECTURE.md §2 and docs/modules.md.
// It resolves each relative import against the importing file and checks the layer it lands in;
// a resolver plugin would do the same at the price of native bindings npm cannot lock portably.
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const relOf = (file) => path.relative(root, file).split(path.sep).join('/');

/** Which layer a file belongs to; `src/domain` is its own layer. */
function layerOf(file) {
  const rel = relOf(file).split('/');
  if (rel[0] === 'src') return rel[1] === 'domain' ? 'domain' : 'core';
  return ['streams', 'boards', 'admin', 'server', 'tests', 'scripts'].includes(rel[0]) ? rel[0] : 'other';
}

/** The kind of an admin/ file: an area's server side, its isomorphic data, or client code. */
function adminKind(file) {
  const rel = relOf(file).replace(/\.(tsx?|jsx?)$/, '');
  if (/\.server$/.test(rel) || /^admin\/[^/]+\/server$/.test(rel)) return 'server';
  if (rel === 'admin/areas' || /^admin\/[^/]+\/index$/.test(rel) || /\.(resource|labels|print)$/.test(rel)) return 'data';
  // helpers the declarations share (admin/basic/ncc-master.ts…) are plain data too when they are .ts
  return /\.ts$/.test(file) && !/screens\.ts$/.test(file) && !/\.(api|screen)\.ts$/.test(file) ? 'helper' : 'client';
}

/** For each layer, the layers it may import and the message that explains the rule. */
const allowed = {
  domain: [['domain'], 'src/domain is isomorphic: it imports only small pure libraries.'],
  core: [['domain', 'core', 'streams'], 'the app core does not know the screens or the server.'],
  streams: [['domain', 'streams'], 'streams import only rxjs, socket.io-client and src/domain.'],
  boards: [['domain', 'core', 'streams', 'boards'], 'boards never import admin or the server.'],
  admin: [['domain', 'core', 'streams', 'admin'], 'admin never imports boards or the server.'],
  server: [['domain', 'server', 'admin'], "the server imports src/domain and the areas' data and server parts only."],
};

/** The composition root may list the areas and the screens of admin and boards (src/app/screen-components.ts). */
const compositionRoots = new Set(['src/app/screen-components.ts']);

/** The file an extensionless import lands on (`./unit.resource` → `unit.resource.ts`, `./basic` → `basic/index.ts`). */
function resolveFile(p) {
  if (/\.(tsx?|jsx?|mjs|css)$/.test(p) && existsSync(p)) return p;
  for (const c of [`${p}.ts`, `${p}.tsx`, path.join(p, 'index.ts'), path.join(p, 'index.tsx')]) if (existsSync(c)) return c;
  return p;
}

/** Why an import is refused, or undefined when it is allowed. */
function refusal(file, imported) {
  const target = resolveFile(imported);
  const from = layerOf(file);
  const to = layerOf(target);
  const rule = allowed[from];
  if (!rule) return undefined;
  const fromRoot = compositionRoots.has(relOf(file));
  if (to === 'admin' && adminKind(target) === 'server' && !(from === 'server' || (from === 'admin' && adminKind(file) === 'server'))) {
    return `a *.server.ts or an area's server.ts is imported only by server/ and other server parts (${from} → admin server part)`;
  }
  if (from === 'server' && to === 'admin' && adminKind(target) === 'client') {
    return "the server imports an area's declarations, labels, index and server parts, never its screens or screens.ts (server → admin client code)";
  }
  if (from === 'admin' && to === 'server' && adminKind(file) !== 'server') {
    return "only an object's *.server.ts and its area's server.ts import server/ (admin → server)";
  }
  if (from === 'admin' && adminKind(file) === 'data' && !(to === 'domain' || (to === 'admin' && ['data', 'helper'].includes(adminKind(target))))) {
    return `declarations, labels and area indexes are plain data: they import only src/domain (admin data → ${to})`;
  }
  if (fromRoot && (to === 'admin' || to === 'boards')) return undefined;
  if (from === 'admin' && to === 'server') return undefined;
  return rule[0].includes(to) ? undefined : `${rule[1]} (${from} → ${to})`;
}

export default {
  rules: {
    'layer-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const message = refusal(file, path.resolve(path.dirname(file), source));
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
