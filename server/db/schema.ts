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
export interface UserOrgTable { user_id: number; org_id: string }

export interface RoleTable {
  role_id: Generated<number>;
  role_code: string;
  role_name: string;
  remark: string;
}

export interface UserRoleTable { user_id: number; role_id: number }

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

export interface RoleMenuTable { role_id: number; menu_id: number }
/** Button (detail) permissions of a role on a menu. */
export interface RoleMenuButtonTable { role_id: number; menu_id: number; button: string }

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
}

export interface SystemConfigTable {
  id: Generated<number>;
  config_code: string;
  config_value: string;
  config_name: string;
  remark: string;
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
}

export interface Database {
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
}
