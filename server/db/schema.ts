import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;

/** Organisations: the head office (0001) and its stations. */
export interface OrgTable {
  org_id: string;
  org_name: string;
  org_short_name: string;
  /** head | station */
  org_type: string;
  parent_id: string | null;
  lng: number | null;
  lat: number | null;
  address: string;
  phone: string;
  sort: number;
  created_at: GeneratedTimestamp;
}

export interface UserTable {
  user_id: Generated<number>;
  user_name: string;
  true_name: string;
  /** argon2id of the SHA-256 hex the client sends; never the password itself */
  password_hash: string;
  org_id: string;
  /** post (job) code; 0509–0512 form the special group of spec §6 */
  post_code: string;
  /** staff | member (project member, reduced menus) */
  user_type: string;
  user_code: string;
  phone: string;
  status: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Organisations a user may act for, besides their own. */
export interface UserOrgTable {
  user_id: number;
  org_id: string;
}

export interface RoleTable {
  role_id: Generated<number>;
  role_code: string;
  role_name: string;
  remark: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface MenuTable {
  id: number;
  parent_id: number;
  path: string;
  name: string;
  title: string;
  icon: string;
  hidden: boolean;
  sort: number;
  /** meta.role, comma separated */
  roles: string;
  /** every button code this screen knows, comma separated */
  buttons: string;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}
/** Button (detail) permissions of a role on a menu. */
export interface RoleMenuButtonTable {
  role_id: number;
  menu_id: number;
  button: string;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string;
}

export interface SettingTable {
  id: Generated<number>;
  type: string;
  value: string;
  remark: string;
  org_id: string;
  updated_at: Generated<Date>;
}

export interface SystemConfigTable {
  id: Generated<number>;
  config_code: string;
  config_value: string;
  config_name: string;
  remark: string;
  updated_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: GeneratedTimestamp;
  user_id: number | null;
  user_name: string;
  org_id: string;
  action: string;
  entity: string;
  entity_id: string;
  detail: Json;
  ip: string;
}

/** To-dos (approvals waiting for a user, reminders): what getUnDealTask lists. */
export interface TodoTable {
  id: Generated<number>;
  user_id: number;
  /** 2 approval, 4 alarm, 5 reminder, 6 notice */
  type: number;
  type_from: string;
  title: string;
  content: string;
  business_type: string;
  business_id: string;
  route: string;
  org_id: string;
  create_user: string;
  create_time: GeneratedTimestamp;
  /** 0 pending, 1 done */
  state: Generated<number>;
  read: Generated<boolean>;
  done_time: NullableTimestamp;
  /** the text as a message key of src/domain/todo-texts.ts and its parameters, read in each reader's language ('' for free text) */
  msg_key: Generated<string>;
  msg_params: ColumnType<unknown, string | undefined, string>;
}

/**
 * The business objects' tables: each object's server part (admin/<area>/<object>.server.ts)
 * adds its row type here by module augmentation, so its table is typed with no list in this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ResourceTables {}

export interface Database extends ResourceTables {
  orgs: OrgTable;
  users: UserTable;
  user_orgs: UserOrgTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  menus: MenuTable;
  role_menus: RoleMenuTable;
  role_menu_buttons: RoleMenuButtonTable;
  sessions: SessionTable;
  settings: SettingTable;
  system_config: SystemConfigTable;
  audit_log: AuditLogTable;
  todos: TodoTable;
  mixers: MixerTable;
  silos: SiloTable;
  projects: ProjectTable;
  contracts: ContractTable;
  recipes: RecipeTable;
  production_tasks: ProductionTaskTable;
  drivers: DriverTable;
  vehicles: VehicleTable;
  delivery_tickets: DeliveryTicketTable;
  vehicle_status_history: VehicleStatusHistoryTable;
  gps_positions: GpsPositionTable;
  batch_records: BatchRecordTable;
  batch_consumptions: BatchConsumptionTable;
  weighbridge_records: WeighbridgeRecordTable;
  material_receipts: MaterialReceiptTable;
  unloading_queue: UnloadingQueueTable;
  environment_readings: EnvironmentReadingTable;
  meter_readings: MeterReadingTable;
  park_devices: ParkDeviceTable;
  car_washes: CarWashTable;
  print_jobs: PrintJobTable;
  print_requests: PrintRequestTable;
}

// ── Live operations (migration 0004-operations). numeric(12,2) reads back as a string. ──
type Num = ColumnType<string, string | number | undefined, string | number>;
type At = GeneratedTimestamp;

export interface MixerTable {
  id: Generated<number>;
  org_id: string;
  host_id: number;
  name: string;
  batch_capacity: Num;
}
export interface SiloTable {
  id: Generated<number>;
  org_id: string;
  host_id: number | null;
  name: string;
  material_code: string;
  material_name: string;
  capacity: Num;
  level: Num;
  alarm_low: Num;
  alarm_high: Num;
}
export interface ProjectTable {
  id: Generated<number>;
  org_id: string;
  customer_id: number;
  project_code: string;
  project_name: string;
  address: string;
  lat: number;
  lng: number;
  radius_m: Generated<number>;
}
export interface ContractTable {
  id: Generated<number>;
  org_id: string;
  customer_id: number;
  project_id: number;
  contract_code: string;
  sign_time: At;
  state: Generated<number>;
}
export interface RecipeMaterial {
  materialName: string;
  kgPerM3: number;
}
export interface RecipeTable {
  id: Generated<number>;
  org_id: string;
  recipe_code: string;
  strength: string;
  slump: string;
  materials: Json<RecipeMaterial[]>;
}
export interface ProductionTaskTable {
  id: Generated<number>;
  org_id: string;
  customer_id: number;
  project_id: number;
  contract_id: number | null;
  recipe_id: number;
  task_code: string;
  pouring_site: string;
  strength: string;
  slump: string;
  pour_method: string;
  plan_quantity: Num;
  shipped_quantity: Num;
  open_time: At;
  truck_count: Generated<number>;
  host_id: number | null;
  /** 1 open, 2 producing, 3 completed (spec doc 1 §4), 4 cancelled */
  state: Generated<number>;
  complete_time: NullableTimestamp;
}
export interface DriverTable {
  id: Generated<number>;
  org_id: string;
  driver_name: string;
  phone: string;
  license_no: string;
}
export interface VehicleTable {
  id: Generated<number>;
  org_id: string;
  kind: string;
  plate: string;
  inner_number: string;
  capacity: Num;
  status_since: At;
  driver_id: number | null;
  /** index into VEHICLE_STATUSES of src/domain/events.ts */
  status: Generated<number>;
  lat: number;
  lng: number;
  heading: Generated<number>;
  speed: Generated<number>;
  ticket_id: number | null;
}
export interface DeliveryTicketTable {
  id: Generated<number>;
  org_id: string;
  task_id: number;
  vehicle_id: number;
  driver_id: number | null;
  pump_id: number | null;
  ticket_code: string;
  quantity: Num;
  created_at: At;
  status: Generated<number>;
  ticketed_at: NullableTimestamp;
  loading_at: NullableTimestamp;
  loaded_at: NullableTimestamp;
  to_job_at: NullableTimestamp;
  arrived_at: NullableTimestamp;
  pouring_at: NullableTimestamp;
  end_pour_at: NullableTimestamp;
  washing_at: NullableTimestamp;
  returning_at: NullableTimestamp;
  back_at: NullableTimestamp;
  diverted_at: NullableTimestamp;
  returned_load_at: NullableTimestamp;
  breakdown_at: NullableTimestamp;
}
export interface VehicleStatusHistoryTable {
  id: Generated<string>;
  org_id: string;
  vehicle_id: number;
  at: At;
  status: number;
  ticket_id: number | null;
}
export interface GpsPositionTable {
  id: Generated<string>;
  org_id: string;
  vehicle_id: number;
  lat: number;
  lng: number;
  at: At;
  heading: Generated<number>;
  speed: Generated<number>;
}
export interface BatchRecordTable {
  id: Generated<string>;
  org_id: string;
  host_id: number;
  mixer_id: number;
  task_id: number;
  ticket_id: number | null;
  quantity: Num;
  at: At;
}
export interface BatchConsumptionTable {
  id: Generated<string>;
  org_id: string;
  batch_id: string | number;
  silo_id: number;
  material_name: string;
  quantity: Num;
  at: At;
}
export interface WeighbridgeRecordTable {
  id: Generated<number>;
  org_id: string;
  supplier_id: number | null;
  record_code: string;
  plate: string;
  material_name: string;
  supplier_name: string;
  gross: Num;
  tare: Num;
  net: Num;
  at: At;
}
export interface MaterialReceiptTable {
  id: Generated<number>;
  org_id: string;
  weighbridge_id: number;
  silo_id: number;
  material_name: string;
  quantity: Num;
  at: At;
}
export interface UnloadingQueueTable {
  id: Generated<number>;
  org_id: string;
  vehicle_id: number;
  since: At;
  task_id: number | null;
}
export interface EnvironmentReadingTable {
  id: Generated<string>;
  org_id: string;
  at: At;
  pm25: number;
  pm10: number;
  tsp: number;
  noise: number;
  temperature: number;
  humidity: number;
  wind_speed: number;
  wind_direction: number;
  alarms: string;
}
export interface MeterReadingTable {
  id: Generated<string>;
  org_id: string;
  at: At;
  meter: string;
  value: Num;
  today_total: Num;
}

// ── Park monitoring (migration 0006-park-devices). ──
export interface ParkDeviceTable {
  id: Generated<number>;
  org_id: string;
  /** PARK_DEVICE_KINDS of src/domain/events.ts */
  kind: string;
  name: string;
  area: Generated<string>;
  /** online | offline | fault (PARK_DEVICE_STATUSES) */
  status: Generated<string>;
  status_since: At;
  last_seen_at: NullableTimestamp;
  /** cameras: the video source, a setting of the device (not on the live channel) */
  stream_url: Generated<string>;
  remark: Generated<string>;
  created_at: At;
  updated_at: At;
}
export interface CarWashTable {
  id: Generated<number>;
  org_id: string;
  device_id: number | null;
  vehicle_id: number | null;
  plate: string;
  started_at: At;
  ended_at: NullableTimestamp;
  /** litres, set when the wash ends */
  water_litres: number | null;
}

// ── Printing (migration 0008-print-jobs). ──
export interface PrintJobTable {
  id: Generated<number>;
  org_id: string;
  resource: string;
  record_id: number;
  record_code: string;
  doc: string;
  /** the document's title in the language it was printed in */
  title: string;
  lang: string;
  user_id: number;
  user_name: string;
  pages: number;
  size_bytes: number;
  reprint: Generated<boolean>;
  request_id: number | null;
  pdf: Buffer;
  created_at: GeneratedTimestamp;
}
export interface PrintRequestTable {
  id: Generated<number>;
  org_id: string;
  resource: string;
  record_id: number;
  record_code: string;
  doc: string;
  reason: string;
  approve_state: number | null;
  approve_level: Generated<number>;
  approve_round: Generated<number>;
  submit_user: Generated<string>;
  submit_user_id: number | null;
  /** the reprint that used this request up */
  used_job_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}
