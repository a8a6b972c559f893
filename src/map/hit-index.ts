/** What a pointer landed on: one truck, or a cluster of several. */
export type Hit = { kind: 'truck'; id: number } | { kind: 'cluster'; ids: number[]; x: number; y: number } | null;

/**
 * A HitIndex as the painter posts it to the main thread after each frame, both arrays
 * transferable: trucks as [x, y, id] triples, clusters as [x, y, r, n, id × n] records.
 */
export interface HitWire {
  trucks: Float64Array<ArrayBuffer>;
  clusters: Float64Array<ArrayBuffer>;
}

const TRUCK = 3;

/**
 * The trucks and clusters as last drawn, in container pixels, so a click on the one canvas finds
 * its truck. Container pixels are Leaflet's `containerPoint`, which Leaflet 1.9 already divides
 * by the CSS scale of the big-screen canvas (Leaflet #2795); nothing here knows about scaling.
 * The painter fills it while drawing; the map layer reads the copy the painter posted.
 */
export class HitIndex {
  private trucks: Float64Array = new Float64Array(0);
  private count = 0;
  private clusters: number[] | Float64Array = [];

  /** The index the painter posted, for the main thread to hit-test against. */
  static fromWire(wire: HitWire): HitIndex {
    const index = new HitIndex();
    index.trucks = wire.trucks;
    index.count = wire.trucks.length / TRUCK;
    index.clusters = wire.clusters;
    return index;
  }

  /** A copy in fresh arrays, so they can be transferred while this index is reused. */
  toWire(): HitWire {
    return { trucks: this.trucks.slice(0, this.count * TRUCK), clusters: Float64Array.from(this.clusters) };
  }

  reset(capacity: number): void {
    if (this.trucks.length < capacity * TRUCK) this.trucks = new Float64Array(capacity * TRUCK);
    this.count = 0;
    this.clusters = [];
  }

  addTruck(x: number, y: number, id: number): void {
    const k = this.count * TRUCK;
    this.trucks[k] = x;
    this.trucks[k + 1] = y;
    this.trucks[k + 2] = id;
    this.count++;
  }

  addCluster(x: number, y: number, r: number, ids: number[]): void {
    if (this.clusters instanceof Float64Array) this.clusters = Array.from(this.clusters);
    this.clusters.push(x, y, r, ids.length, ...ids);
  }

  /** The nearest truck within `radius` px, else the cluster under the point; later draws win ties. */
  hit(x: number, y: number, radius: number): Hit {
    let best = -1;
    let bestD = radius * radius;
    const trucks = this.trucks;
    for (let k = 0; k < this.count * TRUCK; k += TRUCK) {
      const dx = trucks[k] - x;
      const dy = trucks[k + 1] - y;
      const d = dx * dx + dy * dy;
      if (d <= bestD) {
        bestD = d;
        best = k;
      }
    }
    if (best >= 0) return { kind: 'truck', id: trucks[best + 2] };
    const c = this.clusters;
    let at = -1;
    for (let k = 0; k < c.length; k += 4 + c[k + 3]) if ((c[k] - x) ** 2 + (c[k + 1] - y) ** 2 <= c[k + 2] ** 2) at = k;
    return at < 0 ? null : { kind: 'cluster', ids: Array.from(c.slice(at + 4, at + 4 + c[at + 3])), x: c[at], y: c[at + 1] };
  }
}
