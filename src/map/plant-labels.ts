import L from 'leaflet';
import type { Geofence } from './geofences';

/** Above the truck canvas (z-index 450 in the map container, truck-canvas-layer.ts). */
const Z_INDEX = '460';
const GAP_PX = 4;
/** the largest cluster ring of trucks (truck-painter.ts drawCluster: 12 + 14 px) and a gap */
const CLEAR_OF_CLUSTER_PX = 30;

/**
 * The plants' names, over the trucks: the truck canvas sits above every pane of the map, so a
 * name drawn as a Leaflet tooltip was hidden under the cluster of trucks in its yard. The names
 * live in their own box over the canvas, each above its plant's circle and its cluster, and follow every
 * move; during a zoom animation they hide like the trucks do.
 */
export class PlantLabels extends L.Layer {
  private box: HTMLDivElement | null = null;
  private labels: { fence: Geofence; el: HTMLDivElement }[] = [];

  constructor(private readonly fences: readonly Geofence[]) {
    super();
  }

  override onAdd(map: L.Map): this {
    const box = L.DomUtil.create('div', 'dispatch-map-plant-labels', map.getContainer());
    box.style.cssText = `position:absolute;inset:0;pointer-events:none;z-index:${Z_INDEX}`;
    this.labels = this.fences
      .filter((f) => f.kind === 'plant')
      .map((fence) => {
        const el = L.DomUtil.create('div', 'dispatch-map-plant', box);
        el.textContent = fence.name;
        el.dataset.plant = fence.name;
        return { fence, el };
      });
    this.box = box;
    map.on('move zoomend viewreset resize', this.place, this);
    map.on('zoomanim', this.hide, this);
    this.place();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move zoomend viewreset resize', this.place, this);
    map.off('zoomanim', this.hide, this);
    this.box?.remove();
    this.box = null;
    this.labels = [];
    return this;
  }

  private hide(): void {
    if (this.box) this.box.style.visibility = 'hidden';
  }

  private place(): void {
    const map = this._map;
    if (!map || !this.box) return;
    this.box.style.visibility = '';
    for (const { fence, el } of this.labels) {
      const centre = map.latLngToContainerPoint([fence.lat, fence.lng]);
      const rim = map.latLngToContainerPoint([fence.lat + fence.radius / 111_320, fence.lng]);
      // above the circle, and clear of the cluster of trucks in the yard however small the circle is drawn
      const bottom = Math.min(rim.y - GAP_PX, centre.y - CLEAR_OF_CLUSTER_PX);
      el.style.transform = `translate(${Math.round(centre.x)}px, ${Math.round(bottom)}px) translate(-50%, -100%)`;
    }
  }
}
