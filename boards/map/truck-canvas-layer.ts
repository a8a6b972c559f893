import L from 'leaflet';
import type { VehicleStatus } from '../../src/domain/events';
import { positionInto, type Fleet, type Truck } from './fleet';
import { gridCluster, type ScreenPoint } from './grid-cluster';
import { HitIndex, type Hit } from './hit-index';
import { projectInto } from './mercator';
import { TrailPixels } from './trail-pixels';
import { headingStep, TruckSprites } from './truck-sprites';
import { STATUS_COLOURS, VEHICLE_STATUSES } from './vehicle-status';

export interface TruckLayerOptions {
  /** below this zoom, trucks closer than `cellSize` px merge into clusters */
  clusterBelowZoom: number;
  cellSize: number;
  /** from this zoom on, each truck carries its inner number */
  labelFromZoom: number;
  onTruckClick?: (id: number) => void;
}

const DEFAULTS: TruckLayerOptions = { clusterBelowZoom: 14, cellSize: 56, labelFromZoom: 15 };
const PAD = 24;
const HIT_RADIUS = 12;
/** up to this many trucks in view, each is a round sprite with its heading; beyond, a square mark */
const SPRITES_UP_TO = 150;
/** glides between position reports redraw at most this often; pans and data changes draw at once */
const GLIDE_FRAME_MS = 50;

/**
 * Every truck on one canvas (1,000 DOM markers would cost a style and layout pass per move).
 * The canvas is pinned over the map container and redrawn whole on each pan frame, data change
 * or glide step (glides at most every GLIDE_FRAME_MS); trucks are square marks batched by status,
 * or round sprites when few are in view. It never takes pointer events: clicks arrive as Leaflet map clicks, whose containerPoint already undoes the CSS scale
 * of the big-screen canvas, and are matched against what was last drawn.
 */
export class TruckCanvasLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private frame = 0;
  private readonly opts: TruckLayerOptions;
  private filter: ((t: Truck) => boolean) | null = null;
  private selected: number | null = null;
  private readonly hits = new HitIndex();
  private xy = new Float64Array(2);
  private sprites: TruckSprites | null = null;
  private spritesDpr = 0;
  private readonly trails = new TrailPixels();
  /** drawn trucks of the frame by status, reused between frames */
  private readonly byStatus = new Map<VehicleStatus, ScreenPoint[]>(VEHICLE_STATUSES.map((s) => [s, []]));
  private lastFrame = 0;
  /** a pan, zoom or data change waits for no glide pacing */
  private urgent = false;

  constructor(private readonly fleet: Fleet, options: Partial<TruckLayerOptions> = {}) {
    super();
    this.opts = { ...DEFAULTS, ...options };
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    const canvas = L.DomUtil.create('canvas', 'truck-canvas-layer', map.getContainer());
    canvas.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none;z-index:450';
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    map.on('move zoomend resize viewreset', this.changed, this);
    map.on('zoomstart', this.hide, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onHover, this);
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move zoomend resize viewreset', this.changed, this);
    map.off('zoomstart', this.hide, this);
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onHover, this);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.canvas = null;
    this.ctx = null;
    this.map = null;
    return this;
  }

  /** Only trucks passing `filter` are drawn and clickable (the status filter of the list). */
  setFilter(filter: ((t: Truck) => boolean) | null): void {
    this.filter = filter;
    this.changed();
  }

  setSelected(id: number | null): void {
    this.selected = id;
    this.changed();
  }

  hitAt(point: L.Point): Hit {
    return this.hits.hit(point.x, point.y, HIT_RADIUS);
  }

  /** Schedules one redraw on the next animation frame; many changes in a frame draw once. */
  changed(): void {
    this.urgent = true;
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
      if (this.map && this.fleet.moving(performance.now())) this.glide();
    });
  }

  /** The next glide step, no sooner than GLIDE_FRAME_MS after the last frame. */
  private glide(): void {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      if (!this.urgent && now - this.lastFrame < GLIDE_FRAME_MS) {
        this.glide();
        return;
      }
      this.draw();
      if (this.map && this.fleet.moving(performance.now())) this.glide();
    });
  }

  private hide(): void {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
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

  /** Draws the current frame now; the benchmark calls this directly to time one update. */
  draw(): void {
    const { map, canvas, ctx } = this;
    if (!map || !canvas || !ctx) return;
    const now = performance.now();
    this.lastFrame = now;
    this.urgent = false;
    const size = map.getSize();
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(size.x * dpr) || canvas.height !== Math.round(size.y * dpr)) {
      canvas.width = Math.round(size.x * dpr);
      canvas.height = Math.round(size.y * dpr);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    canvas.style.visibility = '';
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);

    const zoom = map.getZoom();
    const corner = map.containerPointToLayerPoint([0, 0]).add(map.getPixelOrigin());
    const trucks = this.fleet.trucks;
    const points: ScreenPoint[] = [];
    const xy = this.xy;
    for (let i = 0; i < trucks.length; i++) {
      const t = trucks[i];
      if (this.filter && !this.filter(t)) continue;
      positionInto(t, now, xy);
      projectInto(xy[0], xy[1], zoom, xy);
      const x = xy[0] - corner.x;
      const y = xy[1] - corner.y;
      if (x < -PAD || y < -PAD || x > size.x + PAD || y > size.y + PAD) continue;
      points.push({ x, y, index: i });
    }
    this.hits.reset(points.length);

    let singles = points;
    if (zoom < this.opts.clusterBelowZoom) {
      const grouped = gridCluster(points, this.opts.cellSize);
      singles = grouped.singles;
      for (const c of grouped.clusters) this.drawCluster(ctx, c.x, c.y, c.members.map((i) => trucks[i]));
    }
    for (const list of this.byStatus.values()) list.length = 0;
    for (const p of singles) this.byStatus.get(trucks[p.index].vehicle.status)?.push(p);
    if (zoom >= this.opts.clusterBelowZoom) this.drawTrails(ctx, zoom, corner);
    this.drawTrucks(ctx, singles, zoom);
  }

  private drawTrails(ctx: CanvasRenderingContext2D, zoom: number, corner: L.Point): void {
    const trucks = this.fleet.trucks;
    // Hairlines: on a software rasterizer a 2 px anti-aliased stroke costs ten times a 1 px one.
    ctx.lineWidth = 1;
    for (const [status, points] of this.byStatus) {
      ctx.beginPath();
      let any = false;
      for (const p of points) {
        const t = trucks[p.index];
        if (!t.trail.length) continue;
        const px = this.trails.pixels(t, zoom);
        ctx.moveTo(px[0] - corner.x, px[1] - corner.y);
        for (let k = 2; k < px.length; k += 2) ctx.lineTo(px[k] - corner.x, px[k + 1] - corner.y);
        ctx.lineTo(p.x, p.y);
        any = true;
      }
      if (!any) continue;
      ctx.strokeStyle = `${STATUS_COLOURS[status]}99`;
      ctx.stroke();
    }
  }

  private drawTrucks(ctx: CanvasRenderingContext2D, singles: ScreenPoint[], zoom: number): void {
    const trucks = this.fleet.trucks;
    const r = zoom >= this.opts.labelFromZoom ? 7 : 5;
    if (singles.length <= SPRITES_UP_TO) {
      const half = TruckSprites.side(r) / 2;
      const sprites = this.spritesFor(window.devicePixelRatio || 1);
      for (const p of singles) {
        const v = trucks[p.index].vehicle;
        ctx.drawImage(sprites.get(v.status, r, headingStep(v.heading)), p.x - half, p.y - half, half * 2, half * 2);
      }
    } else {
      this.drawSquares(ctx, singles);
    }

    const labels = zoom >= this.opts.labelFromZoom;
    if (labels) {
      ctx.font = '12px sans-serif';
      ctx.fillStyle = '#e6f4ff';
      ctx.textBaseline = 'middle';
    }
    for (const p of singles) {
      const t = trucks[p.index];
      this.hits.addTruck(p.x, p.y, t.vehicle.id);
      if (labels) ctx.fillText(t.vehicle.innerNumber, p.x + r + 5, p.y);
      if (t.vehicle.id === this.selected) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, r + 6, 0, Math.PI * 2);
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.stroke();
      }
    }
  }

  /**
   * Many trucks at once: square marks batched by status with one hairline path of headings. Rects
   * are the cheapest shape a software rasterizer fills (a thousand arcs cost ~10x more).
   */
  private drawSquares(ctx: CanvasRenderingContext2D, singles: ScreenPoint[]): void {
    const trucks = this.fleet.trucks;
    ctx.fillStyle = 'rgba(0, 10, 30, 0.9)';
    for (const p of singles) ctx.fillRect(Math.round(p.x) - 5, Math.round(p.y) - 5, 10, 10);
    for (const [status, points] of this.byStatus) {
      if (!points.length) continue;
      ctx.fillStyle = STATUS_COLOURS[status];
      for (const p of points) ctx.fillRect(Math.round(p.x) - 4, Math.round(p.y) - 4, 8, 8);
    }
    ctx.beginPath();
    for (const p of singles) {
      const a = (trucks[p.index].vehicle.heading * Math.PI) / 180;
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(p.x + Math.sin(a) * 9, p.y - Math.cos(a) * 9);
    }
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  private spritesFor(dpr: number): TruckSprites {
    if (!this.sprites || this.spritesDpr !== dpr) {
      this.sprites = new TruckSprites(dpr);
      this.spritesDpr = dpr;
    }
    return this.sprites;
  }

  /** A cluster is a ring split by status (filled wedges, cheaper than stroked arcs) with its count inside. */
  private drawCluster(ctx: CanvasRenderingContext2D, x: number, y: number, members: Truck[]): void {
    const r = 12 + Math.min(14, 3 * Math.log2(members.length));
    const counts = new Map<VehicleStatus, number>();
    for (const t of members) counts.set(t.vehicle.status, (counts.get(t.vehicle.status) ?? 0) + 1);
    let start = -Math.PI / 2;
    for (const [status, n] of counts) {
      const end = start + (n / members.length) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.arc(x, y, r, start, end);
      ctx.closePath();
      ctx.fillStyle = STATUS_COLOURS[status];
      ctx.fill();
      start = end;
    }
    ctx.beginPath();
    ctx.arc(x, y, r - 4, 0, Math.PI * 2);
    ctx.fillStyle = 'rgb(8, 24, 48)';
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(members.length), x, y);
    ctx.textAlign = 'start';
    this.hits.addCluster(x, y, r, members.map((t) => t.vehicle.id));
  }
}
