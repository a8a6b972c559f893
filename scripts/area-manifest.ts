/**
 * The source of the `virtual:mixboard-areas` module (vite.config.ts, plugin `mixboard-areas`),
 * evaluated in Node at build time: admin/areas.ts, each area's folder (the `admin/<dir>/index.ts`
 * exporting it) and the custom screens' routes and modules (`admin/<dir>/screens.ts`), turned into what the
 * shell needs to route before any declaration loads (src/app/area-manifest.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Area } from '../src/domain/resources/area';
import { ALL_AREAS, deriveAreaManifest } from '../src/app/area-manifest';

const isArea = (v: unknown): v is Area =>
  !!v && typeof v === 'object' && typeof (v as Area).name === 'string' && Array.isArray((v as Area).resources) && Array.isArray((v as Area).labels);

export async function areaManifestSource(root: string): Promise<string> {
  const adminDir = join(root, 'admin');
  const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
  const { areas } = (await load(join(adminDir, 'areas.ts'))) as { areas: readonly Area[] };
  const dirs = readdirSync(adminDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

  // each registered area's folder and export; a folder admin/areas.ts does not list is left alone
  const modules: Record<string, { dir: string; exportName: string }> = {};
  for (const dir of dirs) {
    const index = join(adminDir, dir, 'index.ts');
    if (!existsSync(index)) continue;
    let exports: Record<string, unknown>;
    try {
      exports = await load(index);
    } catch {
      continue; // an area under construction that is not registered yet; a registered one fails below
    }
    for (const [exportName, value] of Object.entries(exports)) {
      if (isArea(value) && areas.some((a) => a === value || a.name === value.name)) modules[value.name] = { dir, exportName };
    }
  }
  const missing = areas.filter((a) => !modules[a.name]).map((a) => a.name);
  if (missing.length) throw new Error(`areas of admin/areas.ts without an admin/<dir>/index.ts exporting them: ${missing.join(', ')}`);

  // the custom screens' routes, each with the screens.ts that claims it (once): the shell loads
  // that module only when the screen opens, so what it imports stays out of the first paint
  // A custom screen may read any declaration, so it loads every area, unless its screens.ts says
  // which it reads (`screenAreas`, route → area names; [] for none): the landing page
  // (/home/index) reads none, and should not fetch every area's chunk behind the first screen.
  const customFiles = new Map<string, string>();
  const customAreas = new Map<string, readonly string[] | typeof ALL_AREAS>();
  const areaNames = new Set(areas.map((a) => a.name));
  for (const dir of dirs) {
    const file = join(adminDir, dir, 'screens.ts');
    if (!existsSync(file)) continue;
    const { screens, screenAreas = {} } = (await load(file)) as { screens: object; screenAreas?: Record<string, readonly string[]> };
    for (const path of Object.keys(screens)) {
      if (customFiles.has(path)) throw new Error(`screen ${path} is claimed twice (${customFiles.get(path)}, ${file})`);
      customFiles.set(path, file);
      customAreas.set(path, screenAreas[path] ?? ALL_AREAS);
    }
    for (const [path, names] of Object.entries(screenAreas)) {
      if (!(path in screens)) throw new Error(`${file}: screenAreas names ${path}, which is not one of its screens`);
      const unknown = names.filter((n) => !areaNames.has(n));
      if (unknown.length) throw new Error(`${file}: screenAreas of ${path} names areas admin/areas.ts does not register: ${unknown.join(', ')}`);
    }
  }
  const custom = new Set(customFiles.keys());

  const { order, screens } = deriveAreaManifest(areas, custom);
  const loaders = order.map(
    (name) =>
      `  ${JSON.stringify(name)}: () => import(${JSON.stringify(join(adminDir, modules[name].dir, 'index.ts'))})` +
      `.then((m) => m[${JSON.stringify(modules[name].exportName)}]),`,
  );
  const customLoaders = [...customFiles].map(
    ([path, file]) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(file)}).then((m) => m.screens[${JSON.stringify(path)}]()),`,
  );
  return [
    '// generated at build time from admin/areas.ts by vite.config.ts (plugin mixboard-areas); see scripts/area-manifest.ts',
    `export const areaOrder = ${JSON.stringify(order)};`,
    `export const derivedScreens = ${JSON.stringify(screens)};`,
    `export const areaLoaders = {\n${loaders.join('\n')}\n};`,
    `export const customScreens = {\n${customLoaders.join('\n')}\n};`,
    `export const customScreenAreas = ${JSON.stringify(Object.fromEntries(customAreas))};`,
    '',
  ].join('\n');
}
