/**
 * The dispatch map's layers on a page of their own, driven by tests/bench/map.bench.ts: the
 * offline base map, the truck canvas layer of src/map (drawn by its worker), and for comparison
 * one DOM L.marker per truck. Trucks drive straight lines across the visible area, every truck
 * moving on every update.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { VehicleLive } from '../../../src/domain/events';
import { BASE_PANE, offlineBaseLayer } from '../../../src/map/base-layers';
import { TruckCanvasLayer } from '../../../src/map/truck-canvas-layer';
import type { FrameReport } from '../../../src/map/truck-wire';
import { statusColour, VEHICLE_STATUSES } from '../../../src/map/vehicle-status';

/** `none` shows the base map only: the baseline for long tasks the machine causes by itself. */
type Mode = 'canvas' | 'canvas-clustered' | 'dom' | 'none';

const CENTRE: [number, number] = [30.26, 120.16];
let map: L.Map;
let rows: VehicleLive[] = [];
let velocity: Array<[number, number]> = [];
let layer: TruckCanvasLayer | null = null;
let markers: L.Marker[] = [];
let mode: Mode = 'canvas';
/** hears the frames the canvas layer's worker reports */
let onPainted: ((frame: FrameReport) => void) | null = null;
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

/** Every truck one step further, as new rows: what the vehicles channel hands the map. */
function move(): VehicleLive[] {
  rows = rows.map((r, i) => {
    let [dlat, dlng] = velocity[i];
    if (Math.abs(r.lat + dlat - CENTRE[0]) > 0.12) dlat = velocity[i][0] = -dlat;
    if (Math.abs(r.lng + dlng - CENTRE[1]) > 0.2) dlng = velocity[i][1] = -dlng;
    return { ...r, lat: r.lat + dlat, lng: r.lng + dlng, heading: (Math.atan2(dlng, dlat) * 180) / Math.PI };
  });
  return rows;
}

const icons = new Map(
  VEHICLE_STATUSES.map((s) => [
    s,
    L.divIcon({
      className: '',
      iconSize: [12, 12],
      html: `<div style="width:10px;height:10px;border-radius:50%;border:1px solid #001;background:${statusColour(s)}"></div>`,
    }),
  ]),
);

function clear(): void {
  layer?.remove();
  layer = null;
  for (const m of markers) m.remove();
  markers = [];
}

const api = {
  async init(n: number): Promise<void> {
    map = L.map('map', { preferCanvas: true, zoomControl: false, attributionControl: false }).setView(CENTRE, 11);
    map.createPane(BASE_PANE).style.zIndex = '250';
    offlineBaseLayer(await (await fetch('/map/hangzhou.geojson')).json()).addTo(map);
    rows = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      kind: 'mixer',
      plate: `浙A${10000 + i}`,
      innerNumber: String(i + 1),
      orgId: '01',
      status: VEHICLE_STATUSES[i % 11],
      statusSince: '',
      lat: CENTRE[0] + (random() - 0.5) * 0.22,
      lng: CENTRE[1] + (random() - 0.5) * 0.38,
      heading: 0,
      speed: 40,
      driverName: null,
      ticketId: null,
      taskCode: null,
      projectName: null,
      quantity: null,
    }));
    velocity = rows.map(() => [(random() - 0.5) * 0.004, (random() - 0.5) * 0.006]);
  },

  setMode(next: Mode): void {
    clear();
    mode = next;
    if (mode === 'none') return;
    if (mode === 'dom') markers = rows.map((r) => L.marker([r.lat, r.lng], { icon: icons.get(r.status)!, interactive: false }).addTo(map));
    else {
      layer = new TruckCanvasLayer({ clusterBelowZoom: mode === 'canvas' ? 0 : 14, onFrame: (f) => onPainted?.(f) }).addTo(map);
      layer.setRows(rows);
    }
  },

  /**
   * One update of every truck: main-thread script time of the update (for the canvas layer,
   * packing and posting the rows; its worker draws later), then the style and layout it left behind.
   */
  step(): { script: number; layout: number } {
    const batch = move();
    const t0 = performance.now();
    if (mode === 'dom') {
      for (let i = 0; i < batch.length; i++) markers[i].setLatLng([batch[i].lat, batch[i].lng]);
    } else {
      layer!.setRows(batch);
    }
    const t1 = performance.now();
    void map.getContainer().getBoundingClientRect();
    void document.body.offsetHeight;
    return { script: t1 - t0, layout: performance.now() - t1 };
  },

  /**
   * `n` updates, each left to reach the screen before the next: the canvas layer's worker frame of
   * it, then two animation frames. Answers the worker's time of each update, merging the rows and
   * drawing the frame after them: script alone, and with raster and hand-over (see FrameReport);
   * empty for DOM markers.
   */
  async framed(n: number): Promise<Array<{ script: number; busy: number }>> {
    const worker: Array<{ script: number; busy: number }> = [];
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    // frames of earlier updates must not pass for this one's
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < n; i++) {
      const drawn = layer ? painterFrameAfterRows() : null;
      api.step();
      if (drawn) {
        const f = await drawn;
        worker.push({ script: f.mergeMs + f.drawMs, busy: f.mergeMs + f.frameMs });
      }
      await frame();
      await frame();
    }
    return worker;
  },

  /** Updates at `hz` with the layer animating between updates, as the board does, for `ms`. */
  steady(hz: number, ms: number, warmupMs: number): Promise<{ longTasks: number[]; updates: number; frames: number; workerFrames: number[] }> {
    const longTasks: number[] = [];
    let measuring = false;
    const observer = new PerformanceObserver((list) => {
      if (measuring) for (const e of list.getEntries()) longTasks.push(e.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    let updates = 0;
    let frames = 0;
    const workerFrames: number[] = [];
    onPainted = (f) => {
      if (measuring) workerFrames.push(f.mergeMs + f.frameMs);
    };
    const timer = setInterval(() => {
      const batch = move();
      if (mode === 'dom') batch.forEach((p, i) => markers[i].setLatLng([p.lat, p.lng]));
      else layer?.setRows(batch);
      if (measuring) updates++;
    }, 1000 / hz);
    const countFrames = () => {
      if (measuring) frames++;
      raf = requestAnimationFrame(countFrames);
    };
    let raf = requestAnimationFrame(countFrames);
    return new Promise((resolve) => {
      setTimeout(() => (measuring = true), warmupMs);
      setTimeout(() => {
        measuring = false;
        clearInterval(timer);
        cancelAnimationFrame(raf);
        onPainted = null;
        observer.disconnect();
        resolve({ longTasks, updates, frames, workerFrames });
      }, warmupMs + ms);
    });
  },
};

/** The worker's report of the frame that follows the rows just posted; fails after 5 s. */
function painterFrameAfterRows(): Promise<FrameReport> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the truck worker drew no frame in 5 s')), 5000);
    onPainted = (f) => {
      if (!f.afterRows) return;
      clearTimeout(timeout);
      onPainted = null;
      resolve(f);
    };
  });
}

(window as unknown as { bench: typeof api }).bench = api;
