/** A position as the forms and calls carry it: longitude and latitude in degrees (WGS-84). */
export interface LngLat {
  lng: number;
  lat: number;
}

/**
 * A geofence: a circle (centre and radius in metres, as a project's `radius_m`) or a polygon of
 * at least three vertices.
 */
export type Fence = { kind: 'circle'; centre: LngLat; radius: number } | { kind: 'polygon'; points: LngLat[] };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Coordinates are stored to six decimals (about 0.1 m), as the station's lng/lat fields declare. */
export const roundCoord = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A position from form or row values; null when either is missing, out of range, or the 0,0 of an unset row. */
export function toLngLat(lng: unknown, lat: unknown): LngLat | null {
  if (lng === '' || lat === '' || lng === null || lat === null || lng === undefined || lat === undefined) return null;
  const x = Number(lng);
  const y = Number(lat);
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 90 || (x === 0 && y === 0)) return null;
  return { lng: x, lat: y };
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` due east of `from`: where a circle's radius handle sits. */
export function eastOf(from: LngLat, metres: number): LngLat {
  return { lat: from.lat, lng: from.lng + (metres / (EARTH_RADIUS_M * Math.cos(rad(from.lat)))) * (180 / Math.PI) };
}

/** Whether a fence can be saved: a positive radius, or a polygon of three vertices or more. */
export function fenceComplete(f: Fence | null): f is Fence {
  if (!f) return false;
  return f.kind === 'circle' ? f.radius > 0 : f.points.length >= 3;
}

/** Whether a position lies inside a fence (ray casting for polygons; a few km, so plane maths is exact enough). */
export function insideFence(p: LngLat, f: Fence): boolean {
  if (f.kind === 'circle') return distanceMetres(p, f.centre) <= f.radius;
  let inside = false;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i];
    const b = pts[j];
    if (a.lat > p.lat !== b.lat > p.lat && p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** South-west and north-east corners around positions, or null for none. */
export function boundsOf(points: readonly LngLat[]): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let s = 90,
    w = 180,
    n = -90,
    e = -180;
  for (const p of points) {
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lng);
    e = Math.max(e, p.lng);
  }
  return [
    [s, w],
    [n, e],
  ];
}
