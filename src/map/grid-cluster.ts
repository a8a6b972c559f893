/** A point already projected to container pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
  index: number;
}

export interface Cluster {
  x: number;
  y: number;
  /** indexes of the points in the cluster, in input order */
  members: number[];
}

/**
 * Grid clustering in screen space: points falling in the same `cell`-pixel square merge into one
 * cluster drawn at their centroid. Linear in the number of points (one Map lookup each), which is
 * what lets 1,000 trucks re-cluster on every pan frame. A cell with one point stays a single.
 */
export function gridCluster(points: readonly ScreenPoint[], cell: number): { singles: ScreenPoint[]; clusters: Cluster[] } {
  const cells = new Map<number, ScreenPoint[]>();
  for (const p of points) {
    // Two 16-bit halves make one numeric key; the viewport is far smaller than 65,536 cells.
    const key = ((Math.floor(p.x / cell) + 32768) << 16) | (Math.floor(p.y / cell) + 32768);
    const bucket = cells.get(key);
    if (bucket) bucket.push(p);
    else cells.set(key, [p]);
  }
  const singles: ScreenPoint[] = [];
  const clusters: Cluster[] = [];
  for (const bucket of cells.values()) {
    if (bucket.length === 1) {
      singles.push(bucket[0]);
      continue;
    }
    let sx = 0;
    let sy = 0;
    for (const p of bucket) {
      sx += p.x;
      sy += p.y;
    }
    clusters.push({ x: sx / bucket.length, y: sy / bucket.length, members: bucket.map((p) => p.index) });
  }
  return { singles, clusters };
}
