import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_BOUNDS, buildHangzhouBase } from './base-geography';

const shipped = JSON.parse(readFileSync(new URL('../../public/map/hangzhou.geojson', import.meta.url), 'utf8'));

describe('the offline Hangzhou base map', () => {
  it('is what public/map/hangzhou.geojson ships', () => {
    expect(shipped).toEqual(JSON.parse(JSON.stringify(buildHangzhouBase())));
  });

  it('stays inside its bounds and closes every polygon', () => {
    const [[s, w], [n, e]] = BASE_BOUNDS;
    for (const f of buildHangzhouBase().features) {
      const rings = f.geometry.type === 'Polygon' ? f.geometry.coordinates : [f.geometry.coordinates];
      for (const ring of rings) {
        for (const [lng, lat] of ring) {
          expect(lng).toBeGreaterThanOrEqual(w - 0.2);
          expect(lng).toBeLessThanOrEqual(e + 0.2);
          expect(lat).toBeGreaterThanOrEqual(s - 0.2);
          expect(lat).toBeLessThanOrEqual(n + 0.2);
        }
        if (f.geometry.type === 'Polygon') expect(ring[ring.length - 1]).toEqual(ring[0]);
      }
    }
  });

  it('has the river, the lake, the ring road and nine districts', () => {
    const names = buildHangzhouBase().features.map((f) => `${f.properties.kind}:${f.properties.name}`);
    expect(names).toEqual(expect.arrayContaining(['water:钱塘江', 'water:西湖', 'expressway:杭州绕城高速']));
    expect(names.filter((n) => n.startsWith('district:'))).toHaveLength(9);
  });
});
