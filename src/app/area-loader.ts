import { areaLoaders, areaOrder } from 'virtual:mixboard-areas';
import type { Area } from '../domain/resources/area';
import { ALL_AREAS, type ManifestScreen } from './area-manifest';

const loading = new Map<string, Promise<Area>>();

function loadArea(name: string): Promise<Area> {
  let p = loading.get(name);
  if (!p) {
    const load = areaLoaders[name];
    if (!load) return Promise.reject(new Error(`area ${name} is not in admin/areas.ts`));
    p = load();
    // a failed chunk may load at the next try (a deploy in between, a flaky network)
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}

/**
 * Loads the areas a screen needs (each its own chunk, once) and registers them, in admin/areas.ts
 * order: a screen renders after its declarations and their labels are in the registry.
 */
export async function loadAreas(names: ManifestScreen['areas']): Promise<void> {
  const wanted = names === ALL_AREAS ? areaOrder : areaOrder.filter((n) => names.includes(n));
  // the registry (with the print documents and common labels) comes with the first screen, not the frame
  const [{ registerAreas }, areas] = await Promise.all([import('../domain/resources/registry'), Promise.all(wanted.map(loadArea))]);
  registerAreas(areas);
}
