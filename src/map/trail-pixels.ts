import type { Truck } from './fleet';
import { projectInto } from './mercator';

/**
 * Trails in world pixels, cached per truck. A new report shifts a trail by one point, so only that
 * point is projected; a zoom change or a missed report projects the whole trail again.
 */
export class TrailPixels {
  private cache = new WeakMap<Truck, { zoom: number; version: number; px: Float64Array }>();

  pixels(t: Truck, zoom: number): Float64Array {
    const cached = this.cache.get(t);
    if (cached && cached.zoom === zoom && cached.version === t.trailVersion) return cached.px;
    const n = t.trail.length;
    let px: Float64Array;
    const oneStep = cached && cached.zoom === zoom && cached.version === t.trailVersion - 1;
    if (oneStep && cached.px.length === n) {
      px = cached.px;
      px.copyWithin(0, 2);
      projectInto(t.trail[n - 2], t.trail[n - 1], zoom, px, n - 2);
    } else if (oneStep && cached.px.length === n - 2) {
      px = new Float64Array(n);
      px.set(cached.px);
      projectInto(t.trail[n - 2], t.trail[n - 1], zoom, px, n - 2);
    } else {
      px = new Float64Array(n);
      for (let k = 0; k < n; k += 2) projectInto(t.trail[k], t.trail[k + 1], zoom, px, k);
    }
    this.cache.set(t, { zoom, version: t.trailVersion, px });
    return px;
  }
}
