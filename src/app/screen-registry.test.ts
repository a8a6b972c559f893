import { beforeEach, describe, expect, it, vi } from 'vitest';

type Registry = typeof import('./screen-registry');
let registry: Registry;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('./screen-registry');
});

const boards = (path: string) => path.startsWith('/bigscreen/');
const admin = (path: string) => path.startsWith('/sales/');

describe('screen registry', () => {
  it('knows the screens of every family loaded so far', () => {
    registry.provideScreens(boards);
    registry.provideScreens(admin);
    const has = registry.screensForRoutes();
    expect([has('/bigscreen/home'), has('/sales/contract'), has('/hr/staff')]).toEqual([true, true, false]);
  });

  it('calls routes built on a board outdated once the admin screens arrive', () => {
    registry.provideScreens(boards);
    expect(registry.routesOutdated()).toBe(false);
    const built = registry.screensForRoutes();
    registry.provideScreens(admin);
    expect(registry.routesOutdated()).toBe(true);
    // the routes already built keep answering as they were built
    expect(built('/sales/contract')).toBe(false);
    registry.screensForRoutes();
    expect(registry.routesOutdated()).toBe(false);
  });

  it('does not count a family provided twice as new screens', () => {
    registry.provideScreens(boards);
    registry.screensForRoutes();
    registry.provideScreens(boards);
    expect(registry.routesOutdated()).toBe(false);
  });
});
