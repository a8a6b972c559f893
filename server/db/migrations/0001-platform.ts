import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orgs')
    .addColumn('org_id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('org_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('org_short_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_type', 'varchar(16)', (c) => c.notNull().defaultTo('station'))
    .addColumn('parent_id', 'varchar(16)')
    .addColumn('lng', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('true_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    .addColumn('post_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_type', 'varchar(16)', (c) => c.notNull().defaultTo('staff'))
    .addColumn('user_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('user_orgs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    .addPrimaryKeyConstraint('user_orgs_pk', ['user_id', 'org_id'])
    .execute();
  await db.schema
    .createTable('roles')
    .addColumn('role_id', 'serial', (c) => c.primaryKey())
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('role_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('buttons', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();
  await db.schema
    .createTable('role_menu_buttons')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('button', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_menu_buttons_pk', ['role_id', 'menu_id', 'button'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().defaultTo('0001'))
    .execute();
  await db.schema
    .createTable('system_config')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('config_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .addColumn('config_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createTable('todos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('type_from', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('business_type', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('business_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('route', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().defaultTo('0001'))
    .addColumn('create_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('done_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('todos_user_state').on('todos').columns(['user_id', 'state']).execute();
}
