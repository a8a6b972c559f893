import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** The home screens (no declared objects: both are custom). */
export const screens: ScreenLoaders = {
  '/home/index': () => import('./home-index.screen'),
  '/home/future-handle': () => import('./future-handle.screen'),
};

/** Neither reads a declaration: the landing page loads no area's chunk (scripts/area-manifest.ts). */
export const screenAreas: Readonly<Record<string, readonly string[]>> = { '/home/index': [], '/home/future-handle': [] };
