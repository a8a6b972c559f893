import type { Random } from './random';

export interface Point {
  lat: number;
  lng: number;
}

const R = 6371000;
const rad = (d: number) => (d * Math.PI) / 180;

export function distanceM(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** Compass bearing from a to b, degrees clockwise from north. */
export function headingDeg(a: Point, b: Point): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A point `meters` away from `p` at `bearing` degrees (small distances: flat-earth is enough). */
export function offset(p: Point, meters: number, bearing: number): Point {
  const dLat = (meters * Math.cos(rad(bearing))) / 111320;
  const dLng = (meters * Math.sin(rad(bearing))) / (111320 * Math.cos(rad(p.lat)));
  return { lat: p.lat + dLat, lng: p.lng + dLng };
}

export interface Path {
  points: Point[];
  cumulative: number[];
  length: number;
}

/**
 * A road-like route: roads in the Hangzhou plain run in blocks, so the route alternates
 * north-south and east-west legs through a few jittered waypoints instead of a straight line.
 */
export function roadPath(from: Point, to: Point, rnd: Random): Path {
  const legs = rnd.int(2, 4);
  const points: Point[] = [from];
  let cur = from;
  for (let i = 1; i <= legs; i++) {
    const f = i / legs;
    const target =
      i === legs
        ? to
        : {
            lat: from.lat + (to.lat - from.lat) * f + rnd.between(-0.004, 0.004),
            lng: from.lng + (to.lng - from.lng) * f + rnd.between(-0.004, 0.004),
          };
    const corner = rnd.chance(0.5) ? { lat: target.lat, lng: cur.lng } : { lat: cur.lat, lng: target.lng };
    points.push(corner, target);
    cur = target;
  }
  return pathOf(points);
}

export function pathOf(points: Point[]): Path {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) cumulative.push(cumulative[i - 1] + distanceM(points[i - 1], points[i]));
  return { points, cumulative, length: cumulative[cumulative.length - 1] };
}

/** Where a truck is after `meters` along the path, and which way it faces. */
export function pointAlong(path: Path, meters: number): Point & { heading: number } {
  const d = Math.max(0, Math.min(meters, path.length));
  let i = 1;
  while (i < path.points.length - 1 && path.cumulative[i] < d) i++;
  const a = path.points[i - 1];
  const b = path.points[i];
  const seg = path.cumulative[i] - path.cumulative[i - 1];
  const f = seg > 0 ? (d - path.cumulative[i - 1]) / seg : 1;
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f, heading: Math.round(headingDeg(a, b)) };
}
