import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DB } from '../db/database';
import { isAdmin, type SessionUser } from './session-user';
import { grantsEpoch } from '../db/table-watch';

/**
 * Who may make a call. Every route under /prod-api declares one; registration fails without it
 * (`requireDeclaredPermissions`), so no call is open by omission.
 *
 * - `public`  no token at all (sign-in, health); only for routes registered by hand
 * - `session` any signed-in user: their own profile, menus, notices, shared reference lists
 * - `admin`   the admin role
 * - `{ screen, button }` the caller's roles grant one of the screens (a menu, spec §6); with
 *   `button`, they also grant that button on it (any of, when a list). Admins pass.
 */
export type CallPermission = 'public' | 'session' | 'admin' | ScreenPermission;
export interface ScreenPermission {
  screen: string | readonly string[];
  button?: string | readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    perm?: CallPermission;
    write?: boolean;
  }
}

/** What a route declared, as the route × role test and the contract tests read it back. */
export interface DeclaredCall {
  url: string;
  perm: CallPermission;
  write: boolean;
}

const declared = new WeakMap<FastifyInstance, DeclaredCall[]>();

export const listOf = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

/** Fails the registration of any /prod-api route that does not declare its permission. */
export function requireDeclaredPermissions(app: FastifyInstance): void {
  const calls: DeclaredCall[] = [];
  declared.set(app, calls);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/prod-api')) return;
    const cfg = route.config ?? {};
    if (!cfg.perm) throw new Error(`route ${route.url} declares no permission: give it config.perm (server/http/permission.ts)`);
    if (typeof cfg.perm === 'object' && !listOf(cfg.perm.screen).length) throw new Error(`route ${route.url}: permission names no screen`);
    if (!calls.some((c) => c.url === route.url)) calls.push({ url: route.url, perm: cfg.perm, write: !!cfg.write });
  });
}

export function declaredCalls(app: FastifyInstance): readonly DeclaredCall[] {
  return declared.get(app) ?? [];
}

/**
 * How long a user's grants are kept without reading them again. On this instance a grant change is
 * seen at once (every write to the grant tables moves the epoch, server/db/table-watch.ts); on
 * another instance, which cannot see that write, a revoked screen or button keeps working for at
 * most this long: the same bound as the caller cache's roles (server/modules/session/caller-cache.ts).
 */
export const GRANTS_TTL_MS = 2000;
const MAX_USERS = 10_000;

/** A user's screens and buttons by screen, each read when a call first asks; promises, so a burst of calls reads them once. */
interface Grants {
  epoch: number;
  at: number;
  screens?: Promise<ReadonlySet<string>>;
  buttons?: Promise<ReadonlyMap<string, ReadonlySet<string>>>;
  /** reads made of the grants alone, by name (keptWithGrants) */
  derived?: Map<string, Promise<unknown>>;
}

/** by database (a transaction reads its own), then by user */
const cached = new WeakMap<DB, Map<number, Grants>>();

function grantsOf(db: DB, userId: number): Grants {
  let users = cached.get(db);
  if (!users) cached.set(db, (users = new Map()));
  const now = performance.now();
  const hit = users.get(userId);
  if (hit && hit.epoch === grantsEpoch() && now - hit.at < GRANTS_TTL_MS) return hit;
  // a flood of users must not grow memory: start over rather than track recency
  if (users.size >= MAX_USERS) users.clear();
  // the epoch as it is before any read: a grant write meanwhile makes this entry stale at once
  const entry: Grants = { epoch: grantsEpoch(), at: now };
  users.set(userId, entry);
  return entry;
}

/**
 * A read that depends on the user's grants alone (their menu tree), kept with them: read afresh after
 * a grant write, and GRANTS_TTL_MS after it was read at most. Why: the menu is read on every page
 * load, and on PGlite's one connection its three reads of the grant tables were a tenth of the
 * database's time under the load bench. Callers must not change what it answers: it is shared.
 */
export function keptWithGrants<T>(db: DB, userId: number, name: string, read: () => Promise<T>): Promise<T> {
  const grants = grantsOf(db, userId);
  const derived = (grants.derived ??= new Map());
  let value = derived.get(name) as Promise<T> | undefined;
  if (!value) {
    value = read();
    derived.set(name, value);
    value.catch(() => {
      if (derived.get(name) === value) derived.delete(name);
    });
  }
  return value;
}

function screensOf(db: DB, userId: number): Promise<ReadonlySet<string>> {
  const grants = grantsOf(db, userId);
  if (!grants.screens) {
    grants.screens = db
      .selectFrom('role_menus')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_menus.role_id')
      .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .select('menus.path')
      .distinct()
      .where('user_roles.user_id', '=', userId)
      .execute()
      .then((rows) => new Set(rows.map((r) => r.path)));
    grants.screens.catch(() => {
      grants.screens = undefined;
    });
  }
  return grants.screens;
}

function buttonsOf(db: DB, userId: number): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const grants = grantsOf(db, userId);
  if (!grants.buttons) {
    grants.buttons = db
      .selectFrom('role_menu_buttons')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_menu_buttons.role_id')
      .innerJoin('menus', 'menus.id', 'role_menu_buttons.menu_id')
      .select(['menus.path', 'role_menu_buttons.button'])
      .distinct()
      .where('user_roles.user_id', '=', userId)
      .execute()
      .then((rows) => {
        const byScreen = new Map<string, Set<string>>();
        for (const r of rows) {
          let set = byScreen.get(r.path);
          if (!set) byScreen.set(r.path, (set = new Set()));
          set.add(r.button);
        }
        return byScreen;
      });
    grants.buttons.catch(() => {
      grants.buttons = undefined;
    });
  }
  return grants.buttons;
}

/** Whether the user's roles grant one of these screens (their menu holds it). */
export async function mayOpen(db: DB, user: SessionUser, screens: readonly string[]): Promise<boolean> {
  if (isAdmin(user)) return true;
  const granted = await screensOf(db, user.userId);
  return screens.some((s) => granted.has(s));
}

/** Whether the user's roles grant one of the buttons on one of the screens. */
export async function mayPressAny(db: DB, user: SessionUser, screens: readonly string[], buttons: readonly string[]): Promise<boolean> {
  if (isAdmin(user)) return true;
  const byScreen = await buttonsOf(db, user.userId);
  return screens.some((s) => {
    const granted = byScreen.get(s);
    return !!granted && buttons.some((b) => granted.has(b));
  });
}

/** Checks a declared permission for a signed-in caller. */
export async function permits(db: DB, user: SessionUser, perm: CallPermission): Promise<boolean> {
  if (perm === 'public' || perm === 'session') return true;
  if (perm === 'admin') return isAdmin(user);
  const screens = listOf(perm.screen);
  return perm.button === undefined ? mayOpen(db, user, screens) : mayPressAny(db, user, screens, listOf(perm.button));
}
