import type { VehicleStatus } from '../domain/events';
import { Fleet, positionInto, type Truck, type TruckRow } from './fleet';
import { gridCluster, type ScreenPoint } from './grid-cluster';
import { HitIndex } from './hit-index';
import { placeLabels, type LabelBox } from './label-collision';
import { projectInto } from './mercator';
import { TrailPixels } from './trail-pixels';
import { headingStep, TruckSprites, type CanvasMaker, type Ctx2D } from './truck-sprites';
import { statusesOf, type TruckView } from './truck-wire';
import { STATUS_COLOURS, VEHICLE_STATUSES } from './vehicle-status';

const PAD = 24;
/** the labels' 12 px type, a character's advance and the box's height, for collision without measuring */
const LABEL_CHAR_PX = 7.5;
const LABEL_HEIGHT = 14;
const EXCEPTIONS: ReadonlySet<VehicleStatus> = new Set(['breakdown', 'diverted', 'returnedLoad']);
/** up to this many trucks in view, each is a round sprite with its heading; beyond, a square mark */
const SPRITES_UP_TO = 150;

/** The bitmap the painter draws on (an OffscreenCanvas or a DOM canvas); it sizes it to the view. */
export interface Surface {
  width: number;
  height: number;
}

/**
 * Every truck of the map as one picture, knowing neither Leaflet nor threads: the trucks' motion
 * (glides and trails), projection into the view, grid clusters, the drawing and the hit list of
 * what was drawn. The worker runs it on the layer's transferred canvas; without a worker the
 * layer runs it in-thread. Trucks are square marks batched by status, or round sprites when few
 * are in view.
 */
export class TruckPainter {
  readonly fleet = new Fleet();
  readonly hits = new HitIndex();
  private view: TruckView | null = null;
  private filter: ReadonlySet<VehicleStatus> | null = null;
  private xy = new Float64Array(2);
  private sprites: TruckSprites | null = null;
  private readonly trails = new TrailPixels();
  /** drawn trucks of the frame by status, reused between frames */
  private readonly byStatus = new Map<VehicleStatus, ScreenPoint[]>(VEHICLE_STATUSES.map((s) => [s, []]));

  constructor(private readonly makeCanvas: CanvasMaker) {}

  setView(view: TruckView): void {
    this.view = view;
    this.filter = statusesOf(view.statuses);
  }

  setRows(rows: readonly TruckRow[], now: number): void {
    this.fleet.setVehicles(rows, now);
  }

  /** Draws the frame at `now` on `surface` (resized to the view first) and refills the hit list. */
  paint(surface: Surface, ctx: Ctx2D, now: number): void {
    const view = this.view;
    if (!view) return;
    const { width, height, devicePixelRatio: dpr, zoom } = view;
    if (surface.width !== Math.round(width * dpr) || surface.height !== Math.round(height * dpr)) {
      surface.width = Math.round(width * dpr);
      surface.height = Math.round(height * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);

    const trucks = this.fleet.trucks;
    const points: ScreenPoint[] = [];
    const xy = this.xy;
    for (let i = 0; i < trucks.length; i++) {
      const t = trucks[i];
      if (this.filter && !this.filter.has(t.vehicle.status)) continue;
      positionInto(t, now, xy);
      projectInto(xy[0], xy[1], zoom, xy);
      const x = xy[0] - view.left;
      const y = xy[1] - view.top;
      if (x < -PAD || y < -PAD || x > width + PAD || y > height + PAD) continue;
      points.push({ x, y, index: i });
    }
    this.hits.reset(points.length);

    let singles = points;
    if (zoom < view.clusterBelowZoom) {
      const grouped = gridCluster(points, view.cellSize);
      singles = grouped.singles;
      for (const c of grouped.clusters)
        this.drawCluster(
          ctx,
          c.x,
          c.y,
          c.members.map((i) => trucks[i]),
        );
    }
    for (const list of this.byStatus.values()) list.length = 0;
    for (const p of singles) this.byStatus.get(trucks[p.index].vehicle.status)?.push(p);
    if (zoom >= view.clusterBelowZoom) this.drawTrails(ctx, view);
    this.drawTrucks(ctx, singles, view);
  }

  private drawTrails(ctx: Ctx2D, view: TruckView): void {
    const trucks = this.fleet.trucks;
    // Hairlines: on a software rasterizer a 2 px anti-aliased stroke costs ten times a 1 px one.
    ctx.lineWidth = 1;
    for (const [status, points] of this.byStatus) {
      ctx.beginPath();
      let any = false;
      for (const p of points) {
        const t = trucks[p.index];
        if (!t.trail.length) continue;
        const px = this.trails.pixels(t, view.zoom);
        ctx.moveTo(px[0] - view.left, px[1] - view.top);
        for (let k = 2; k < px.length; k += 2) ctx.lineTo(px[k] - view.left, px[k + 1] - view.top);
        ctx.lineTo(p.x, p.y);
        any = true;
      }
      if (!any) continue;
      ctx.strokeStyle = `${STATUS_COLOURS[status]}99`;
      ctx.stroke();
    }
  }

  private drawTrucks(ctx: Ctx2D, singles: ScreenPoint[], view: TruckView): void {
    const trucks = this.fleet.trucks;
    const labels = view.zoom >= view.labelFromZoom;
    const r = labels ? 7 : 5;
    if (singles.length <= SPRITES_UP_TO) {
      const half = TruckSprites.side(r) / 2;
      const sprites = this.spritesFor(view.devicePixelRatio);
      for (const p of singles) {
        const v = trucks[p.index].vehicle;
        ctx.drawImage(sprites.get(v.status, r, headingStep(v.heading)), p.x - half, p.y - half, half * 2, half * 2);
      }
    } else {
      this.drawSquares(ctx, singles);
    }

    const labelled = labels ? this.labelsShown(singles, r, view.selected) : null;
    if (labels) {
      ctx.font = '12px sans-serif';
      ctx.fillStyle = '#e6f4ff';
      ctx.textBaseline = 'middle';
    }
    for (let k = 0; k < singles.length; k++) {
      const p = singles[k];
      const t = trucks[p.index];
      this.hits.addTruck(p.x, p.y, t.vehicle.id);
      if (labelled?.[k]) ctx.fillText(t.vehicle.innerNumber, p.x + r + 5, p.y);
      if (t.vehicle.id === view.selected) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, r + 6, 0, Math.PI * 2);
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.stroke();
      }
    }
  }

  /**
   * Which trucks' labels are drawn: where two would overlap, the selected truck's wins, then an
   * exception's (it needs the dispatcher), then the lower inner number, so the choice is steady
   * from frame to frame.
   */
  private labelsShown(singles: ScreenPoint[], r: number, selected: number | null): boolean[] {
    const trucks = this.fleet.trucks;
    const boxes: LabelBox[] = singles.map((p) => ({
      x: p.x + r + 5,
      y: p.y - LABEL_HEIGHT / 2,
      w: trucks[p.index].vehicle.innerNumber.length * LABEL_CHAR_PX,
      h: LABEL_HEIGHT,
    }));
    const rank = (k: number) => {
      const v = trucks[singles[k].index].vehicle;
      return v.id === selected ? 0 : EXCEPTIONS.has(v.status) ? 1 : 2;
    };
    const order = singles
      .map((_, k) => k)
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          trucks[singles[a].index].vehicle.innerNumber.localeCompare(trucks[singles[b].index].vehicle.innerNumber, 'en', { numeric: true }),
      );
    return placeLabels(boxes, order);
  }

  /**
   * Many trucks at once: square marks batched by status with one hairline path of headings. Rects
   * are the cheapest shape a software rasterizer fills (a thousand arcs cost ~10x more).
   */
  private drawSquares(ctx: Ctx2D, singles: ScreenPoint[]): void {
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
    if (this.sprites?.dpr !== dpr) this.sprites = new TruckSprites(dpr, this.makeCanvas);
    return this.sprites;
  }

  /** A cluster is a ring split by status (filled wedges, cheaper than stroked arcs) with its count inside. */
  private drawCluster(ctx: Ctx2D, x: number, y: number, members: Truck[]): void {
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
    this.hits.addCluster(
      x,
      y,
      r,
      members.map((t) => t.vehicle.id),
    );
  }
}
