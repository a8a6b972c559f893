/**
 * The live contract between the plant (server/sim, server/socket) and the screens (streams/).
 *
 * Every socket message is the event `message` carrying `{ cmd, data }` (spec doc 1 §4: "messages
 * with a non-zero command number are broadcast as events named by that number"). This table is
 * the only place command numbers are written; server and client both import it.
 *
 * Each channel has one HTTP snapshot call (GET, org-scoped with `org_id` like every call) that
 * answers the full current state in the same shape the socket updates merge into. The client
 * takes a snapshot on subscribe, on every reconnect, on visibility and on `online`, then merges
 * socket updates; where the socket is down it polls the snapshot instead.
 */
export const CMD = {
  /** application-level heartbeat: the client sends `{cmd:0}`, the server answers `{cmd:0}` */
  ping: 0,
  /** a notice for the user (type 2 approvals, alarms, reminders): NoticeEvent */
  notice: 1,
  /** positions of moving trucks, batched every 10 s of plant time: VehiclePosition[] */
  vehiclePositions: 10,
  /** a truck changed status: VehicleLive (full row, upsert by id) */
  vehicleStatus: 11,
  /** a production task changed (opened, progressed, completed): TaskLive */
  task: 20,
  /** a delivery ticket changed status: TicketLive */
  ticket: 21,
  /** a production line (host) changed: its current task, batch count, output: LineLive */
  line: 30,
  /** a batch left a mixer: BatchEvent (feeds the hourly chart and material consumption) */
  batch: 31,
  /** silo levels changed: SiloLive[] (upsert by id) */
  siloLevels: 40,
  /** a weighbridge record was written (material received): WeighbridgeLive */
  weighbridge: 41,
  /** the unloading/driver queue changed: QueueEntry[] (replace) */
  queue: 50,
  /** an environment reading (one station, all sensors): EnvironmentReading */
  environment: 60,
  /** a meter reading: ParkReading */
  park: 70,
  /** a park device changed status (online, offline, fault): ParkDeviceLive (full row, upsert by id) */
  parkDevice: 71,
  /** a car wash started or ended: CarWashLive (full row, upsert by id) */
  carWash: 72,
  /** cumulative shipped quantity per recipe today changed: SamplingTotal[] (replace) */
  sampling: 80,
} as const;

export type CommandName = keyof typeof CMD;
export type CommandNumber = (typeof CMD)[CommandName];

/** Server heartbeat of spec doc 1 §4 and the client's reconnect delay. */
export const SOCKET = {
  path: '/prod-api/socket.io',
  pingInterval: 6000,
  pingTimeout: 4000,
  heartbeatStartDelay: 500,
  reconnectDelay: 4000,
} as const;

/** Snapshot calls, one per channel (paths under /prod-api). */
export const SNAPSHOT = {
  vehicles: '/live/vehicles',
  tasks: '/live/tasks',
  production: '/live/production',
  materials: '/live/materials',
  queue: '/live/queue',
  environment: '/live/environment',
  park: '/live/park',
  notices: '/system/basic/getUnDealTask',
  sampling: '/live/sampling',
} as const;

export type ChannelName = keyof typeof SNAPSHOT;

/** Truck cycle of issue 4, in order; exceptions after. The status code is the index. */
export const VEHICLE_STATUSES = [
  'atPlant',
  'queued',
  'ticketed',
  'loading',
  'loaded',
  'toJob',
  'arrived',
  'pouring',
  'endPour',
  'washing',
  'returning',
  'breakdown',
  'diverted',
  'returnedLoad',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/**
 * Production task states (spec doc 1 §4 names 3 = completed, doc 1 §3 0 = pending; the others as the
 * server writes them). A pending task waits for its approval (sany tasks) and is on no board.
 */
export const TASK_STATE = { pending: 0, open: 1, producing: 2, completed: 3, cancelled: 4 } as const;

/** `orgId` is always sent by the server (optional so existing fixtures stay valid). */
export interface VehiclePosition {
  id: number;
  orgId?: string;
  lat: number;
  lng: number;
  heading: number;
  speed: number;
  time: string;
}

export interface VehicleLive {
  id: number;
  kind: 'mixer' | 'pump';
  plate: string;
  innerNumber: string;
  orgId: string;
  status: VehicleStatus;
  statusSince: string;
  lat: number;
  lng: number;
  heading: number;
  speed: number;
  driverName: string | null;
  /** the ticket the truck carries now, if any */
  ticketId: number | null;
  taskCode: string | null;
  projectName: string | null;
  quantity: number | null;
}

export interface TaskLive {
  id: number;
  taskCode: string;
  orgId: string;
  customerName: string;
  projectName: string;
  pouringSite: string;
  strength: string;
  slump: string;
  pourMethod: string;
  planQuantity: number;
  /** m³ shipped on tickets so far */
  shippedQuantity: number;
  truckCount: number;
  openTime: string;
  /** task state; 3 = completed (spec doc 1 §4) */
  state: number;
  hostId: number | null;
  siteLat: number;
  siteLng: number;
}

export interface TicketLive {
  id: number;
  orgId: string;
  taskId: number;
  taskCode: string;
  vehicleId: number;
  quantity: number;
  status: VehicleStatus;
  /** timestamp of every status reached, by status name */
  times: Partial<Record<VehicleStatus, string>>;
}

export interface LineLive {
  id: number;
  orgId: string;
  name: string;
  taskCode: string | null;
  strength: string | null;
  running: boolean;
  batchesToday: number;
  outputToday: number;
  planToday: number;
}

export interface BatchEvent {
  lineId: number;
  orgId: string;
  taskCode: string;
  quantity: number;
  time: string;
}

export interface SiloLive {
  id: number;
  orgId: string;
  lineId: number | null;
  name: string;
  materialName: string;
  capacity: number;
  level: number;
  alarmLow: number;
  alarmHigh: number;
}

export interface WeighbridgeLive {
  id: number;
  orgId: string;
  plate: string;
  materialName: string;
  supplierName: string;
  gross: number;
  tare: number;
  net: number;
  time: string;
}

export interface QueueEntry {
  position: number;
  vehicleId: number;
  plate: string;
  innerNumber: string;
  driverName: string;
  orgId: string;
  since: string;
  taskCode: string | null;
}

export interface EnvironmentReading {
  orgId: string;
  time: string;
  pm25: number;
  pm10: number;
  tsp: number;
  noise: number;
  temperature: number;
  humidity: number;
  windSpeed: number;
  windDirection: number;
  /** names of the readings above their limit */
  alarms: string[];
}

export interface ParkReading {
  orgId: string;
  meter: 'water' | 'electricity' | 'gas' | 'oil';
  time: string;
  value: number;
  todayTotal: number;
}

/**
 * Kinds of park device, after the park group of the spec (camera, car-washer, gravel-separator,
 * filter-press, dust-fall-monitoring, low-pressure-ash-striking) plus the yard's fog cannons.
 */
export const PARK_DEVICE_KINDS = ['camera', 'car_washer', 'gravel_separator', 'filter_press', 'dust_monitor', 'fog_cannon', 'low_pressure_ash'] as const;
export type ParkDeviceKind = (typeof PARK_DEVICE_KINDS)[number];
export const PARK_DEVICE_STATUSES = ['online', 'offline', 'fault'] as const;
export type ParkDeviceStatus = (typeof PARK_DEVICE_STATUSES)[number];

/** A device of a station's yard. A camera's stream URL is a setting of the device and is not sent here. */
export interface ParkDeviceLive {
  id: number;
  orgId: string;
  kind: ParkDeviceKind;
  name: string;
  /** where it stands: 搅拌楼, 料场, 大门… */
  area: string;
  status: ParkDeviceStatus;
  statusSince: string;
  /** last time the device reported ('' when never) */
  lastSeenAt: string;
}

/** A truck through a car washer; `endedAt` and `waterLitres` are null while it washes. */
export interface CarWashLive {
  id: number;
  orgId: string;
  /** the car washer (a park device), if known */
  washerId: number | null;
  /** a truck of the fleet, or null for an outside truck */
  vehicleId: number | null;
  plate: string;
  startedAt: string;
  endedAt: string | null;
  waterLitres: number | null;
}

/** `sampledGroups`: specimen groups registered today for the recipe; each 200 m³ step asks for one */
export interface SamplingTotal {
  recipeCode: string;
  strength: string;
  totalQuantity: number;
  sampledGroups?: number;
}

export interface NoticeEvent {
  id: number;
  type: number;
  title: string;
  content: string;
  time: string;
}

/** Every message on the socket. */
export interface LiveMessage<T = unknown> {
  cmd: CommandNumber;
  data: T;
}

/** What each snapshot call answers in `data`. Lists are the full current state for the org. */
export interface Snapshots {
  vehicles: { list: VehicleLive[] };
  tasks: { list: TaskLive[]; tickets: TicketLive[] };
  production: { lines: LineLive[]; hourly: { hour: number; quantity: number }[] };
  materials: { silos: SiloLive[]; receipts: WeighbridgeLive[]; consumptionToday: { materialName: string; quantity: number }[] };
  queue: { list: QueueEntry[] };
  environment: { latest: EnvironmentReading[]; history: EnvironmentReading[]; limits: Record<string, number> };
  /** `washes`: today's car washes (plant time), oldest first */
  park: { latest: ParkReading[]; history: ParkReading[]; devices: ParkDeviceLive[]; washes: CarWashLive[] };
  sampling: { list: SamplingTotal[] };
}
