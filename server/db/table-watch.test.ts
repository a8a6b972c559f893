import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { Database } from './schema';
import { TableWatchPlugin, afterCommit, grantsEpoch, watchMark, watchTables } from './table-watch';

/** Statements compiled and "run" against no database: what the plugin sees is all that matters here. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new TableWatchPlugin()],
});

async function moves(run: () => Promise<unknown>): Promise<boolean> {
  const before = grantsEpoch();
  await run();
  return grantsEpoch() !== before;
}

describe('the grants epoch', () => {
  it('moves on typed writes to the grant tables', async () => {
    expect(await moves(() => db.insertInto('role_menus').values({ role_id: 1, menu_id: 2 }).execute())).toBe(true);
    expect(await moves(() => db.deleteFrom('role_menu_buttons').where('menu_id', '=', 2).execute())).toBe(true);
    expect(await moves(() => db.updateTable('menus as m').set({ path: '/x' }).where('m.id', '=', 2).execute())).toBe(true);
    expect(await moves(() => db.deleteFrom('user_roles').where('user_id', '=', 3).execute())).toBe(true);
    expect(
      await moves(() =>
        db
          .insertInto('roles')
          .values({ role_code: 'x' } as never)
          .execute(),
      ),
    ).toBe(true);
  });

  it('moves on raw SQL writes to them, the way tests change grants', async () => {
    expect(await moves(() => sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m`.execute(db))).toBe(true);
    expect(await moves(() => sql`DELETE FROM public."user_roles" where user_id = ${3}`.execute(db))).toBe(true);
    expect(await moves(() => sql`update only menus set path = '/y'`.execute(db))).toBe(true);
  });

  it('stays on reads and on writes to other tables', async () => {
    expect(await moves(() => db.selectFrom('role_menus').selectAll().execute())).toBe(false);
    expect(
      await moves(() =>
        db
          .insertInto('audit_log')
          .values({} as never)
          .execute(),
      ),
    ).toBe(false);
    expect(await moves(() => db.updateTable('sessions').set({ last_seen_at: new Date() }).execute())).toBe(false);
    expect(await moves(() => sql`insert into role_menus_archive select * from role_menus`.execute(db))).toBe(false);
    expect(await moves(() => sql`select * from role_menus where path = 'update menus'`.execute(db))).toBe(false);
  });
});

describe('a watch of other tables', () => {
  const silos = watchTables(['silos', 'weighbridge_records']);
  const moved = async (run: () => Promise<unknown>) => {
    const before = silos.epoch();
    await run();
    return silos.epoch() !== before;
  };

  it('moves on writes to its tables only', async () => {
    expect(
      await moved(() =>
        db
          .updateTable('silos')
          .set({ level: 1 } as never)
          .execute(),
      ),
    ).toBe(true);
    expect(await moved(() => sql`insert into weighbridge_records (org_id) values ('01')`.execute(db))).toBe(true);
    expect(await moved(() => db.selectFrom('silos').selectAll().execute())).toBe(false);
    expect(await moved(() => db.insertInto('role_menus').values({ role_id: 1, menu_id: 2 }).execute())).toBe(false);
  });

  it('moves again after a call commits, when its statements moved it', async () => {
    const quiet = silos.epoch();
    afterCommit(watchMark());
    expect(silos.epoch()).toBe(quiet);
    const during = watchMark();
    await db
      .updateTable('silos')
      .set({ level: 2 } as never)
      .execute();
    const written = silos.epoch();
    const grants = grantsEpoch();
    afterCommit(during);
    expect(silos.epoch()).toBe(written + 1);
    expect(grantsEpoch()).toBe(grants);
  });
});
