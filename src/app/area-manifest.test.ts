import { describe, expect, it } from 'vitest';
import { areaLoaders, areaOrder, derivedScreens } from 'virtual:mixboard-areas';
import { defineArea } from '../domain/resources/area';
import { defineResource } from '../domain/resources/types';
import { ALL_AREAS, deriveAreaManifest } from './area-manifest';
import { deriveScreens } from './screen-derivation';

const plain = (name: string, screen: string, extra: Partial<Parameters<typeof defineResource>[0]> = {}) =>
  defineResource({
    name,
    table: name,
    id: 'id',
    screen,
    title: `${name}.title`,
    fields: [],
    search: [],
    columns: [],
    calls: {},
    actions: ['page'],
    ...extra,
  });

describe('the area manifest', () => {
  it('gives each derived screen the areas of its declarations, every area to one whose field names declarations', () => {
    const a = defineArea({
      name: 'a',
      resources: [
        plain('first', '/x/shared'),
        plain('named', '/x/named', { fields: [{ name: 'resource', type: 'string', label: 'l', names: { kind: 'object' } }] }),
      ],
      labels: [],
    });
    const b = defineArea({
      name: 'b',
      resources: [
        plain('second', '/x/shared', { flows: [{ name: 'approval', businessType: 'second', label: 'l', route: '/approval/second', titleField: 'id' }] }),
      ],
      labels: [],
    });
    const { order, screens } = deriveAreaManifest([a, b], new Set());
    expect(order).toEqual(['a', 'b']);
    expect(screens).toContainEqual({ kind: 'table', path: '/x/shared', resources: ['first', 'second'], areas: ['a', 'b'] });
    expect(screens).toContainEqual({ kind: 'table', path: '/x/named', resources: ['named'], areas: ALL_AREAS });
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/second', flows: [{ resource: 'second', flow: 'approval' }], areas: ['b'] });
  });

  it('is built from the areas as they are: every area loadable, every derived route present', async () => {
    const areas = await Promise.all(areaOrder.map((name) => areaLoaders[name]()));
    expect(areas.map((a) => a.name)).toEqual(areaOrder);
    const customRoutes = new Set(
      Object.values(import.meta.glob<{ screens: object }>('../../admin/*/screens.ts', { eager: true })).flatMap((m) => Object.keys(m.screens)),
    );
    expect(derivedScreens.map((s) => s.path).sort()).toEqual(
      deriveScreens(areas, customRoutes)
        .map((s) => s.path)
        .sort(),
    );
  }, 120_000); // every area's declarations are transformed on first load
});
