import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DB } from '../db/database';
import { isAdmin, type SessionUser } from './session-user';

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
export interface ScreenPermission { screen: string | readonly string[]; button?: string | readonly string[] }

declare module 'fastify' {
  interface FastifyContextConfig { perm?: CallPermission; write?: boolean }
}

/** What a route declared, as the route × role test and the contract tests read it back. */
export interface DeclaredCall { url: string; perm: CallPermission; write: boolean }

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

/** Whether the user's roles grant one of these screens (their menu holds it). */
export async function mayOpen(db: DB, user: SessionUser, screens: readonly string[]): Promise<boolean> {
  if (isAdmin(user)) return true;
  const hit = await db.selectFrom('role_menus').innerJoin('user_roles', 'user_roles.role_id', 'role_menus.role_id')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('menus.id').where('user_roles.user_id', '=', user.userId).where('menus.path', 'in', [...screens]).limit(1).executeTakeFirst();
  return !!hit;
}

/** Whether the user's roles grant one of the buttons on one of the screens. */
export async function mayPressAny(db: DB, user: SessionUser, screens: readonly string[], buttons: readonly string[]): Promise<boolean> {
  if (isAdmin(user)) return true;
  const hit = await db.selectFrom('role_menu_buttons').innerJoin('user_roles', 'user_roles.role_id', 'role_menu_buttons.role_id')
    .innerJoin('menus', 'menus.id', 'role_menu_buttons.menu_id')
    .select('menus.id').where('user_roles.user_id', '=', user.userId).where('menus.path', 'in', [...screens])
    .where('role_menu_buttons.button', 'in', [...buttons]).limit(1).executeTakeFirst();
  return !!hit;
}

/** Checks a declared permission for a signed-in caller. */
export async function permits(db: DB, user: SessionUser, perm: CallPermission): Promise<boolean> {
  if (perm === 'public' || perm === 'session') return true;
  if (perm === 'admin') return isAdmin(user);
  const screens = listOf(perm.screen);
  return perm.button === undefined ? mayOpen(db, user, screens) : mayPressAny(db, user, screens, listOf(perm.button));
}
