import L from 'leaflet';
import type { VehicleStatus } from '../domain/events';
import type { TruckRow } from './fleet';
import { HitIndex, type Hit } from './hit-index';
import { openPainter, type PainterPort } from './truck-painter-port';
import { RowsEncoder, statusMask, type FrameReport, type TruckView } from './truck-wire';

export interface TruckLayerOptions {
  /** below this zoom, trucks closer than `cellSize` px merge into clusters */
  clusterBelowZoom: number;
  cellSize: number;
  /** from this zoom on, each truck carries its inner number */
  labelFromZoom: number;
  onTruckClick?: (id: number) => void;
  /** hears each frame the painter reports (the benchmark reads the painter's own time) */
  onFrame?: (frame: FrameReport) => void;
}

const DEFAULTS: TruckLayerOptions = { clusterBelowZoom: 14, cellSize: 56, labelFromZoom: 15 };
const HIT_RADIUS = 12;

/**
 * Every truck on one canvas (1,000 DOM markers would cost a style and layout pass per move),
 * painted off the main thread: the canvas goes to a worker (truck.worker.ts) that keeps the
 * trucks' motion and draws, glides included, on its own frames. An update costs this thread only
 * packing the rows into one transferable array and posting it, so a wall board never freezes on
 * drawing.
 *
 * The canvas is pinned over the map container and redrawn for every map move, rather than riding
 * in a pane that moves with the map and redrawing at moveend: the worker's frames are not in step
 * with the main thread's, so a pane canvas moved at moveend would show the old drawing at the new
 * place for a frame, a jump by the whole drag, whereas a late redraw per move is off by one
 * frame's motion at most. The canvas never takes pointer events: clicks arrive as Leaflet map
 * clicks, whose containerPoint already undoes the CSS scale of the big-screen canvas, and are
 * matched against the hit list of the last frame.
 */
export class TruckCanvasLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private port: PainterPort | null = null;
  private readonly opts: TruckLayerOptions;
  private encoder = new RowsEncoder();
  private rows: readonly TruckRow[] = [];
  private hits = new HitIndex();
  private statuses = 0;
  private selected: number | null = null;
  /** the last view posted, and the last the painter reported drawing */
  private seq = 0;
  private drawnSeq = 0;
  /** a view changed while the painter was still drawing the last one */
  private viewWaiting = false;
  private viewQueued = false;
  /** while hidden for a zoom, the view whose frame shows the trucks again (Infinity until zoomend) */
  private showAt = 0;

  constructor(options: Partial<TruckLayerOptions> = {}) {
    super();
    this.opts = { ...DEFAULTS, ...options };
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    this.mount(false);
    map.on('move zoomend resize viewreset', this.viewChanged, this);
    map.on('zoomstart', this.hide, this);
    map.on('zoomend', this.showAfterZoom, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onHover, this);
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move zoomend resize viewreset', this.viewChanged, this);
    map.off('zoomstart', this.hide, this);
    map.off('zoomend', this.showAfterZoom, this);
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onHover, this);
    this.unmount();
    this.map = null;
    return this;
  }

  /** The newest vehicles list; each truck glides from where it is drawn to its new position. */
  setRows(rows: readonly TruckRow[]): void {
    this.rows = rows;
    if (!this.port) return;
    const { message, transfer } = this.encoder.encode(rows);
    this.port.post(message, transfer);
  }

  /** Only trucks of these statuses are drawn and clickable (the status filter of the list); none means all. */
  setStatuses(statuses: ReadonlySet<VehicleStatus>): void {
    this.statuses = statusMask(statuses);
    this.viewChanged();
  }

  /**
   * The map's deepest zoom changed (the offline base map allows less): clusters split and labels
   * show by then at the latest, so every zoom the map allows shows single trucks at its deepest.
   */
  setMaxZoom(max: number): void {
    this.opts.clusterBelowZoom = Math.min(DEFAULTS.clusterBelowZoom, max);
    this.opts.labelFromZoom = Math.min(DEFAULTS.labelFromZoom, max);
    this.postView();
  }

  setSelected(id: number | null): void {
    this.selected = id;
    this.viewChanged();
  }

  hitAt(point: L.Point): Hit {
    return this.hits.hit(point.x, point.y, HIT_RADIUS);
  }

  private mount(inThread: boolean): void {
    const canvas = L.DomUtil.create('canvas', 'truck-canvas-layer', this.map!.getContainer());
    canvas.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none;z-index:450';
    this.canvas = canvas;
    const port = openPainter(
      canvas,
      (frame) => this.onFrame(frame),
      () => {
        if (this.port !== port) return;
        this.unmount();
        this.mount(true);
      },
      inThread,
    );
    this.port = port;
    // a new painter knows no inner numbers yet and has no view in hand
    this.encoder = new RowsEncoder();
    this.drawnSeq = this.seq;
    this.postView();
    if (this.rows.length) this.setRows(this.rows);
  }

  private unmount(): void {
    this.port?.close();
    this.port = null;
    this.canvas?.remove();
    this.canvas = null;
  }

  /** Posts the view once for all the events of a task (a setView fires move, zoomend and viewreset). */
  private viewChanged(): void {
    if (this.viewQueued) return;
    this.viewQueued = true;
    queueMicrotask(() => {
      this.viewQueued = false;
      this.postView();
    });
  }

  private postView(): void {
    const { map, canvas, port, opts } = this;
    if (!map || !canvas || !port) return;
    // One view in flight: a painter slower than the pan gets the latest view when it is done with
    // the last, never a growing backlog of pan frames.
    this.viewWaiting = this.seq > this.drawnSeq;
    if (this.viewWaiting) return;
    const size = map.getSize();
    if (canvas.style.width !== `${size.x}px` || canvas.style.height !== `${size.y}px`) {
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    const corner = map.containerPointToLayerPoint([0, 0]).add(map.getPixelOrigin());
    const view: TruckView = {
      width: size.x,
      height: size.y,
      devicePixelRatio: window.devicePixelRatio || 1,
      zoom: map.getZoom(),
      left: corner.x,
      top: corner.y,
      statuses: this.statuses,
      selected: this.selected,
      clusterBelowZoom: opts.clusterBelowZoom,
      cellSize: opts.cellSize,
      labelFromZoom: opts.labelFromZoom,
    };
    port.post({ type: 'view', seq: ++this.seq, view }, []);
  }

  private onFrame(frame: FrameReport): void {
    this.hits = HitIndex.fromWire(frame.hits);
    this.drawnSeq = frame.seq;
    if (this.showAt && frame.seq >= this.showAt && this.canvas) {
      this.canvas.style.visibility = '';
      this.showAt = 0;
    }
    if (this.viewWaiting) this.postView();
    this.opts.onFrame?.(frame);
  }

  /** A zoom animation scales the map, not the drawn trucks: they hide until drawn at the new zoom. */
  private hide(): void {
    if (!this.canvas) return;
    this.canvas.style.visibility = 'hidden';
    this.showAt = Infinity;
  }

  private showAfterZoom(): void {
    if (this.showAt) this.showAt = this.seq + 1;
  }

  private onClick(e: L.LeafletMouseEvent): void {
    const hit = this.hitAt(e.containerPoint);
    if (!hit || !this.map) return;
    if (hit.kind === 'truck') this.opts.onTruckClick?.(hit.id);
    else this.map.setZoomAround(L.point(hit.x, hit.y), Math.min(this.map.getZoom() + 2, this.opts.clusterBelowZoom));
  }

  private onHover(e: L.LeafletMouseEvent): void {
    if (this.map) this.map.getContainer().style.cursor = this.hitAt(e.containerPoint) ? 'pointer' : '';
  }
}
