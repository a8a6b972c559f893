/**
 * Distance and duration from a plant to a project address when no routing service is configured:
 * the great-circle distance times a road factor, driven at an average mixer speed. Both constants are
 * documented in docs/decisions.md ("Distance and duration"); a routing service replaces the estimate.
 */
export const ROAD_FACTOR = 1.3;
export const MIXER_KMH = 35;

export interface Point {
  lng: number;
  lat: number;
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function straightMetres(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The offline estimate: road distance in km (two decimals) and minutes (whole, at least 1 for any haul). */
export function estimateHaul(from: Point, to: Point): { distanceKm: string; durationMin: number } {
  const km = (straightMetres(from, to) * ROAD_FACTOR) / 1000;
  return { distanceKm: km.toFixed(2), durationMin: km > 0 ? Math.max(1, Math.round((km / MIXER_KMH) * 60)) : 0 };
}
