/**
 * The messages between the truck layer (main thread) and its painter (a worker, or the same loop
 * in-thread). Rows are the per-update traffic, so they travel as one transferable Float64Array:
 * posting it costs the main thread a copy of the numbers, never a structured clone of objects.
 */
import type { VehicleStatus } from '../domain/events';
import type { TruckRow } from './fleet';
import type { HitWire } from './hit-index';
import { VEHICLE_STATUSES } from './vehicle-status';

/** Everything about the map the painter needs besides the trucks, posted whole on every change. */
export interface TruckView {
  /** map container size in CSS pixels */
  width: number;
  height: number;
  devicePixelRatio: number;
  zoom: number;
  /** world pixel (Web Mercator at `zoom`) of the container's top-left corner */
  left: number;
  top: number;
  /** bit i shows VEHICLE_STATUSES[i]; 0 shows every truck (see statusMask) */
  statuses: number;
  selected: number | null;
  /** below this zoom, trucks closer than `cellSize` px merge into clusters */
  clusterBelowZoom: number;
  cellSize: number;
  /** from this zoom on, each truck carries its inner number */
  labelFromZoom: number;
}

/** Numbers per truck in RowsMessage.rows: id, lat, lng, heading, status index. */
export const ROW_STRIDE = 5;

export interface RowsMessage {
  type: 'rows';
  rows: Float64Array;
  /** inner numbers by row index, sent only when one changed (see RowsEncoder) */
  labels?: string[];
}

export interface ViewMessage {
  type: 'view';
  /** numbers the views, so the layer knows when a frame shows the latest one */
  seq: number;
  view: TruckView;
}

export type ToPainter = RowsMessage | ViewMessage;
/** The first message to a worker painter hands it the canvas it owns from then on. */
export type ToWorker = ToPainter | { type: 'init'; canvas: OffscreenCanvas };

/** What the painter answers after each frame it drew. */
export interface FrameReport {
  type: 'frame';
  /** the last view drawn */
  seq: number;
  /** what was drawn where, for clicks and hover */
  hits: HitWire;
  /** script time of drawing the frame */
  drawMs: number;
  /** from drawing until the painter's next task: drawing, raster and handing the frame over */
  frameMs: number;
  /** script time of merging the rows that arrived since the last frame */
  mergeMs: number;
  /** new rows arrived since the last frame (not only a glide step or a view change) */
  afterRows: boolean;
}

const STATUS_INDEX = new Map<VehicleStatus, number>(VEHICLE_STATUSES.map((s, i) => [s, i]));

/** The status filter as a number the view carries; the empty set shows every truck. */
export function statusMask(statuses: ReadonlySet<VehicleStatus>): number {
  let mask = 0;
  for (const s of statuses) mask |= 1 << (STATUS_INDEX.get(s) ?? 0);
  return mask;
}

/** The statuses a mask shows, or null for every truck. */
export function statusesOf(mask: number): ReadonlySet<VehicleStatus> | null {
  return mask ? new Set(VEHICLE_STATUSES.filter((_, i) => mask & (1 << i))) : null;
}

/**
 * Packs rows on the main thread. Inner numbers are strings, and cloning 1,000 of them would cost
 * more than all the rest, so they go only when one changed since the last message (trucks come
 * and go or are renumbered rarely); the painter keeps the last list it got.
 */
export class RowsEncoder {
  private labels: string[] = [];

  encode(rows: readonly TruckRow[]): { message: RowsMessage; transfer: Transferable[] } {
    const packed = new Float64Array(rows.length * ROW_STRIDE);
    let relabel = rows.length !== this.labels.length;
    for (let i = 0, k = 0; i < rows.length; i++, k += ROW_STRIDE) {
      const r = rows[i];
      packed[k] = r.id;
      packed[k + 1] = r.lat;
      packed[k + 2] = r.lng;
      packed[k + 3] = r.heading;
      packed[k + 4] = STATUS_INDEX.get(r.status) ?? 0;
      if (!relabel && this.labels[i] !== r.innerNumber) relabel = true;
    }
    const message: RowsMessage = { type: 'rows', rows: packed };
    if (relabel) message.labels = this.labels = rows.map((r) => r.innerNumber);
    return { message, transfer: [packed.buffer] };
  }
}

/** Unpacks rows in the painter, with the inner numbers of the last message that carried them. */
export class RowsDecoder {
  private labels: string[] = [];

  decode(message: RowsMessage): TruckRow[] {
    if (message.labels) this.labels = message.labels;
    const a = message.rows;
    const rows: TruckRow[] = new Array(a.length / ROW_STRIDE);
    for (let i = 0, k = 0; k < a.length; i++, k += ROW_STRIDE) {
      rows[i] = { id: a[k], lat: a[k + 1], lng: a[k + 2], heading: a[k + 3], status: VEHICLE_STATUSES[a[k + 4]], innerNumber: this.labels[i] ?? '' };
    }
    return rows;
  }
}
