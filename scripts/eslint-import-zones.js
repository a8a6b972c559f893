// A local ESLint rule for the import directions of ARCHITECTURE.md §2.
// It resolves each relative import against the importing file and checks the layer it lands in;
// a resolver plugin would do the same at the price of native bindings npm cannot lock portably.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which layer a file belongs to; `src/domain` is its own layer. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'src') return rel[1] === 'domain' ? 'domain' : 'core';
  return ['streams', 'boards', 'admin', 'server', 'tests', 'scripts'].includes(rel[0]) ? rel[0] : 'other';
}

/** For each layer, the layers it may import and the message that explains the rule. */
const allowed = {
  domain: [['domain'], 'src/domain is isomorphic: it imports only small pure libraries.'],
  core: [['domain', 'core', 'streams'], 'the app core does not know the screens or the server.'],
  streams: [['domain', 'streams'], 'streams import only rxjs, socket.io-client and src/domain.'],
  boards: [['domain', 'core', 'streams', 'boards'], 'boards never import admin or the server.'],
  admin: [['domain', 'core', 'streams', 'admin'], 'admin never imports boards or the server.'],
  server: [['domain', 'server'], 'the server imports src/domain only.'],
};

/** The composition root may list the screens of admin and boards (see src/app/screen-components.ts). */
const compositionRoots = new Set(['src/app/screen-components.ts']);

export default {
  rules: {
    'layer-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        const rule = allowed[from];
        if (!rule || compositionRoots.has(path.relative(root, file).split(path.sep).join('/'))) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(file), source));
          if (!rule[0].includes(to)) context.report({ node, message: `${rule[1]} (${from} → ${to})` });
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
