/**
 * Import circles among the server's files: `server/**` and the areas' server parts
 * (`admin/<area>/*.server.ts`, `admin/<area>/server.ts`). Type-only imports count too: a circle of
 * types still ties the files into one knot. Prints each circle (a strongly connected group of
 * files, with one path round it) and exits 1 when there is any.
 *
 * `npm run circles`; dpdm reads the imports, the grouping is done here.
 */
import { relative } from 'node:path';
import { parseDependencyTree, type DependencyTree } from 'dpdm';

const root = new URL('..', import.meta.url).pathname;
const watched = (file: string) => /^server\/.*\.(ts|mts)$/.test(file) || /^admin\/.*(\.server|\/server)\.ts$/.test(file);

async function graph(): Promise<Map<string, string[]>> {
  const tree: DependencyTree = await parseDependencyTree(['server/**/*.ts', 'admin/**/*.server.ts', 'admin/*/server.ts'], {
    context: root,
    cwd: root,
    tsconfig: `${root}tsconfig.json`,
    transform: false,
    skipDynamicImports: true,
  });
  const edges = new Map<string, string[]>();
  for (const [file, deps] of Object.entries(tree)) {
    const from = relative(root, file);
    if (!watched(from)) continue;
    edges.set(from, [
      ...new Set(
        (deps ?? [])
          .filter((d) => d.id)
          .map((d) => relative(root, d.id!))
          .filter(watched),
      ),
    ]);
  }
  return edges;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function circles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(group.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/** One way round a group: from its first file back to it, by a shortest path inside the group. */
function pathRound(group: string[], edges: Map<string, string[]>): string[] {
  const inGroup = new Set(group);
  const start = group[0];
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(from.get(path[0])!);
        return [...path, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

const edges = await graph();
const found = circles(edges);
for (const [i, group] of found.entries()) {
  console.log(`circle ${i + 1}: ${group.length} files\n  ${group.join('\n  ')}\n  e.g. ${pathRound(group, edges).join(' -> ')}`);
}
console.log(`${found.length} import circle(s) among ${edges.size} server files`);
process.exit(found.length ? 1 : 0);
