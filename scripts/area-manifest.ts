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
import { deriveAreaManifest } from '../src/app/area-manifest';

const isArea = (v: unknown): v is Area => !!v && typeof v === 'object' && typeof (v as Area).name === 'string' && Array.isArray((v as Area).resources) && Array.isArray((v as Area).labels);

export async function areaManifestSource(root: string): Promise<string> {
  const adminDir = join(root, 'admin');
  const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
  const { areas } = (await load(join(adminDir, 'areas.ts'))) as { areas: readonly Area[] };
  const dirs = readdirSync(adminDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

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
  const customFiles = new Map<string, string>();
  for (const dir of dirs) {
    const file = join(adminDir, dir, 'screens.ts');
    if (!existsSync(file)) continue;
    for (const path of Object.keys(((await load(file)) as { screens: object }).screens)) {
      if (customFiles.has(path)) throw new Error(`screen ${path} is claimed twice (${customFiles.get(path)}, ${file})`);
      customFiles.set(path, file);
    }
  }
  const custom = new Set(customFiles.keys());

  const { order, screens } = deriveAreaManifest(areas, custom);
  const loaders = order.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(join(adminDir, modules[name].dir, "index.ts"))}).then((m) => m[${JSON.stringify(modules[name].exportName)}]),`);
  return [
    '// generated at build time from admin/areas.ts by vite.config.ts (plugin mixboard-areas); see scripts/area-manifest.ts',
    `export const areaOrder = ${JSON.stringify(order)};`,
    `export const derivedScreens = ${JSON.stringify(screens)};`,
    `export const areaLoaders = {\n${loaders.join('\n')}\n};`,
    `export const customScreens = {\n${[...customFiles].map(([path, file]) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(file)}).then((m) => m.screens[${JSON.stringify(path)}]()),`).join('\n')}\n};`,
    '',
  ].join('\n');
}
