import { describe, expect, it } from 'vitest';
import { areaOrder, customScreenAreas, customScreens } from 'virtual:mixboard-areas';
import { ALL_AREAS } from './area-manifest';

describe('the areas a custom screen loads', () => {
  it('are every area unless its screens.ts names them; the landing page names none', () => {
    expect(Object.keys(customScreenAreas).sort()).toEqual(Object.keys(customScreens).sort());
    expect(customScreenAreas['/home/index']).toEqual([]);
    for (const [path, areas] of Object.entries(customScreenAreas)) {
      if (areas !== ALL_AREAS)
        expect(
          areas.filter((a) => !areaOrder.includes(a)),
          path,
        ).toEqual([]);
    }
    // a screen whose screens.ts says nothing still loads them all
    expect(Object.values(customScreenAreas)).toContain(ALL_AREAS);
  });
});
