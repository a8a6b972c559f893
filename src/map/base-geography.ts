import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';

/**
 * The offline base map of the Hangzhou area, built from a handful of hand-placed control points
 * (river centre lines with widths, lake outline, expressway and elevated-road polylines, district
 * seats). It is schematic, not surveyed: enough for a dispatcher to recognise the river, the lake
 * and the ring road with no tile server. `public/map/hangzhou.geojson` is this function's output
 * (a unit test keeps them equal); regenerate it with
 * `npx tsx -e "import('./src/map/base-geography.ts').then(m => process.stdout.write(JSON.stringify(m.buildHangzhouBase())))" > public/map/hangzhou.geojson`.
 */
export type BaseKind = 'water' | 'river' | 'district' | 'expressway' | 'road';
export interface BaseProps {
  kind: BaseKind;
  name: string;
}

export const BASE_BOUNDS: [[number, number], [number, number]] = [
  [29.75, 119.55],
  [30.8, 121.0],
];

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const pt = (lng: number, lat: number): Position => [round(lng), round(lat)];

/** A river as a polygon: its centre line [lng, lat, width in km] offset to both banks. */
function riverPolygon(centre: Array<[number, number, number]>): Position[] {
  const left: Position[] = [];
  const right: Position[] = [];
  const kmLat = 1 / 111;
  for (let i = 0; i < centre.length; i++) {
    const [lng, lat, w] = centre[i];
    const a = centre[Math.max(0, i - 1)];
    const b = centre[Math.min(centre.length - 1, i + 1)];
    const kmLng = 1 / (111 * Math.cos((lat * Math.PI) / 180));
    // direction in km, normal to its left
    const dx = (b[0] - a[0]) / kmLng;
    const dy = (b[1] - a[1]) / kmLat;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    left.push(pt(lng + ((nx * w) / 2) * kmLng, lat + ((ny * w) / 2) * kmLat));
    right.push(pt(lng - ((nx * w) / 2) * kmLng, lat - ((ny * w) / 2) * kmLat));
  }
  const ring = [...left, ...right.reverse()];
  return [...ring, ring[0]];
}

/** A closed outline around a centre, radius in km varying with the angle (lakes). */
function blob(lng: number, lat: number, radiiKm: number[]): Position[] {
  const ring: Position[] = [];
  const kmLng = 1 / (111 * Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i < radiiKm.length; i++) {
    const a = (i / radiiKm.length) * Math.PI * 2;
    ring.push(pt(lng + Math.sin(a) * radiiKm[i] * kmLng, lat + (Math.cos(a) * radiiKm[i]) / 111));
  }
  return [...ring, ring[0]];
}

/** Clips a convex polygon to the half-plane nearer `p` than `q` (one Voronoi bisector). */
function clipNearer(poly: Position[], p: Position, q: Position): Position[] {
  const side = (v: Position) => (v[0] - p[0]) ** 2 + (v[1] - p[1]) ** 2 - ((v[0] - q[0]) ** 2 + (v[1] - q[1]) ** 2);
  const out: Position[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if (sa * sb < 0) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/** District outlines: Voronoi cells of the district seats inside the map bounds. */
function districts(seats: Array<[string, number, number]>): Feature<Polygon, BaseProps>[] {
  const [[s, w], [n, e]] = BASE_BOUNDS;
  return seats.map(([name, lng, lat]) => {
    let cell: Position[] = [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
    ];
    for (const [, lng2, lat2] of seats) if (lng2 !== lng || lat2 !== lat) cell = clipNearer(cell, [lng, lat], [lng2, lat2]);
    const ring = cell.map(([x, y]) => pt(x, y));
    return { type: 'Feature', properties: { kind: 'district', name }, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } };
  });
}

const line = (kind: BaseKind, name: string, coords: Array<[number, number]>): Feature<LineString, BaseProps> => ({
  type: 'Feature',
  properties: { kind, name },
  geometry: { type: 'LineString', coordinates: coords.map(([lng, lat]) => pt(lng, lat)) },
});
const area = (kind: BaseKind, name: string, ring: Position[]): Feature<Polygon, BaseProps> => ({
  type: 'Feature',
  properties: { kind, name },
  geometry: { type: 'Polygon', coordinates: [ring] },
});

export function buildHangzhouBase(): FeatureCollection<Polygon | LineString, BaseProps> {
  const features: Feature<Polygon | LineString, BaseProps>[] = [
    ...districts([
      ['西湖区', 120.08, 30.26],
      ['上城区', 120.19, 30.25],
      ['拱墅区', 120.15, 30.32],
      ['滨江区', 120.2, 30.19],
      ['萧山区', 120.3, 30.14],
      ['余杭区', 120.0, 30.4],
      ['临平区', 120.3, 30.43],
      ['钱塘区', 120.48, 30.3],
      ['富阳区', 119.93, 30.07],
    ]),
    // Fuchun and Qiantang: narrow past Fuyang, about 1 km through the city, opening into Hangzhou Bay.
    area(
      'water',
      '钱塘江',
      riverPolygon([
        [119.55, 29.86, 0.5],
        [119.68, 29.93, 0.55],
        [119.8, 29.99, 0.6],
        [119.9, 30.015, 0.7],
        [119.97, 30.03, 0.8],
        [120.03, 30.07, 0.9],
        [120.07, 30.12, 0.9],
        [120.1, 30.16, 1.0],
        [120.14, 30.2, 1.1],
        [120.19, 30.225, 1.2],
        [120.23, 30.245, 1.3],
        [120.28, 30.265, 1.6],
        [120.34, 30.28, 2.4],
        [120.42, 30.3, 4],
        [120.52, 30.33, 7],
        [120.62, 30.35, 11],
        [120.72, 30.37, 16],
        [120.82, 30.39, 22],
        [120.92, 30.41, 28],
        [121.0, 30.42, 32],
      ]),
    ),
    area('water', '西湖', blob(120.145, 30.245, [1.6, 1.5, 1.3, 1.2, 1.4, 1.5, 1.7, 1.6, 1.4, 1.3, 1.35, 1.5])),
    area('water', '湘湖', blob(120.225, 30.145, [1.1, 0.5, 0.4, 0.5, 1.2, 0.6, 0.4, 0.5])),
    line('river', '京杭大运河', [
      [120.175, 30.265],
      [120.165, 30.29],
      [120.15, 30.315],
      [120.145, 30.335],
      [120.16, 30.37],
      [120.18, 30.42],
      [120.19, 30.48],
      [120.21, 30.55],
      [120.24, 30.6],
      [120.3, 30.8],
    ]),
    line('river', '上塘河', [
      [120.175, 30.27],
      [120.21, 30.31],
      [120.26, 30.36],
      [120.3, 30.42],
      [120.34, 30.47],
    ]),
    line('river', '余杭塘河', [
      [120.165, 30.29],
      [120.1, 30.295],
      [120.03, 30.3],
      [119.95, 30.3],
    ]),
    line('river', '浦阳江', [
      [120.245, 30.2],
      [120.22, 30.14],
      [120.2, 30.08],
      [120.19, 30.0],
      [120.2, 29.9],
      [120.24, 29.75],
    ]),
    line('expressway', '杭州绕城高速', [
      [120.06, 30.37],
      [120.15, 30.4],
      [120.25, 30.39],
      [120.32, 30.35],
      [120.35, 30.29],
      [120.33, 30.21],
      [120.28, 30.15],
      [120.19, 30.13],
      [120.1, 30.15],
      [120.04, 30.21],
      [120.02, 30.29],
      [120.06, 30.37],
    ]),
    line('expressway', '沪杭高速', [
      [120.25, 30.39],
      [120.35, 30.43],
      [120.48, 30.49],
      [120.6, 30.55],
      [120.72, 30.62],
      [120.9, 30.74],
    ]),
    line('expressway', '杭甬高速', [
      [120.33, 30.21],
      [120.45, 30.18],
      [120.58, 30.13],
      [120.8, 30.08],
      [121.0, 30.02],
    ]),
    line('expressway', '杭宁高速', [
      [120.15, 30.4],
      [120.12, 30.48],
      [120.08, 30.6],
      [120.02, 30.8],
    ]),
    line('expressway', '杭徽高速', [
      [120.02, 30.29],
      [119.93, 30.25],
      [119.8, 30.22],
      [119.55, 30.2],
    ]),
    line('expressway', '杭新景高速', [
      [120.1, 30.15],
      [120.0, 30.08],
      [119.92, 30.04],
      [119.8, 29.98],
      [119.6, 29.8],
    ]),
    line('road', '中河高架', [
      [120.17, 30.2],
      [120.172, 30.24],
      [120.17, 30.28],
      [120.165, 30.33],
    ]),
    line('road', '秋石高架', [
      [120.2, 30.24],
      [120.195, 30.28],
      [120.19, 30.33],
      [120.19, 30.36],
    ]),
    line('road', '德胜快速路', [
      [120.08, 30.3],
      [120.16, 30.3],
      [120.24, 30.3],
      [120.32, 30.31],
    ]),
    line('road', '文一路', [
      [120.03, 30.288],
      [120.1, 30.288],
      [120.165, 30.285],
    ]),
    line('road', '之江路', [
      [120.04, 30.14],
      [120.1, 30.18],
      [120.14, 30.205],
      [120.18, 30.22],
    ]),
    line('road', '钱江三桥', [
      [120.19, 30.245],
      [120.205, 30.22],
      [120.22, 30.2],
    ]),
    line('road', '钱塘江大桥', [
      [120.135, 30.21],
      [120.15, 30.19],
    ]),
    line('road', '九堡大桥', [
      [120.28, 30.29],
      [120.29, 30.24],
    ]),
    line('road', '江南大道', [
      [120.16, 30.19],
      [120.21, 30.205],
      [120.26, 30.22],
      [120.3, 30.22],
    ]),
    line('road', '市心路', [
      [120.27, 30.25],
      [120.265, 30.2],
      [120.26, 30.15],
      [120.26, 30.1],
    ]),
    line('road', '良睦路', [
      [120.0, 30.28],
      [120.02, 30.33],
      [120.04, 30.37],
      [120.04, 30.42],
    ]),
    line('road', '临平大道', [
      [120.24, 30.39],
      [120.3, 30.42],
      [120.33, 30.44],
    ]),
    line('road', '富春路', [
      [119.9, 30.03],
      [119.96, 30.05],
      [120.04, 30.08],
    ]),
  ];
  return { type: 'FeatureCollection', features };
}
