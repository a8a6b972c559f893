/** What a pointer landed on: one truck, or a cluster of several. */
export type Hit = { kind: 'truck'; id: number } | { kind: 'cluster'; ids: number[]; x: number; y: number } | null;

/**
 * The trucks and clusters as last drawn, in container pixels, so a click on the one canvas finds
 * its truck. Container pixels are Leaflet's `containerPoint`, which Leaflet 1.9 already divides
 * by the CSS scale of the big-screen canvas (Leaflet #2795); nothing here knows about scaling.
 */
export class HitIndex {
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private ids = new Int32Array(0);
  private count = 0;
  private clusters: Array<{ x: number; y: number; r: number; ids: number[] }> = [];

  reset(capacity: number): void {
    if (this.xs.length < capacity) {
      this.xs = new Float64Array(capacity);
      this.ys = new Float64Array(capacity);
      this.ids = new Int32Array(capacity);
    }
    this.count = 0;
    this.clusters = [];
  }

  addTruck(x: number, y: number, id: number): void {
    this.xs[this.count] = x;
    this.ys[this.count] = y;
    this.ids[this.count] = id;
    this.count++;
  }

  addCluster(x: number, y: number, r: number, ids: number[]): void {
    this.clusters.push({ x, y, r, ids });
  }

  /** The nearest truck within `radius` px, else the cluster under the point; later draws win ties. */
  hit(x: number, y: number, radius: number): Hit {
    let best = -1;
    let bestD = radius * radius;
    for (let i = 0; i < this.count; i++) {
      const dx = this.xs[i] - x;
      const dy = this.ys[i] - y;
      const d = dx * dx + dy * dy;
      if (d <= bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best >= 0) return { kind: 'truck', id: this.ids[best] };
    for (let i = this.clusters.length - 1; i >= 0; i--) {
      const c = this.clusters[i];
      if ((c.x - x) ** 2 + (c.y - y) ** 2 <= c.r * c.r) return { kind: 'cluster', ids: c.ids, x: c.x, y: c.y };
    }
    return null;
  }
}
