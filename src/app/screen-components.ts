import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { areas } from '../../admin/areas';
import { registerAreas } from '../domain/resources/registry';
import { deriveScreens, mergeScreenLoaders, type ScreenLoaders } from './screen-derivation';
import { assertScreensDeclared } from './screen-permissions';

/**
 * The composition root: the one place of the app core that knows admin/ and boards/.
 *
 * - The areas (admin/areas.ts) are registered first, so every module reads the declarations and
 *   their labels from the registry.
 * - Custom screens come from each area's `screens.ts` (route → lazy loader), found by
 *   `import.meta.glob`: they hold only loaders, so eager loading them stays light.
 * - Every other declared route is derived: a declaration's `screen` renders the generic table
 *   (tabs when several share it), each flow's `route` the approval screen.
 * - Boards keep their own mapping and frames.
 * A screen without a menu entry in the catalogue (its permission) fails the start.
 */
registerAreas(areas);

const areaScreens = mergeScreenLoaders(import.meta.glob<{ screens: ScreenLoaders }>('../../admin/*/screens.ts', { eager: true }));
const boardModules = import.meta.glob<{ default: ComponentType }>('../../boards/**/*.screen.tsx');

function board(file: string): LazyExoticComponent<ComponentType> {
  const loader = boardModules[`../../${file}`];
  if (!loader) throw new Error(`screen module not found: ${file}`);
  return lazy(loader);
}

const derived = Object.fromEntries(deriveScreens(areas, new Set(Object.keys(areaScreens))).map((s) => [s.path, s.kind === 'table'
  ? lazy(() => import('./resource-route').then((m) => ({ default: () => createElement(m.ResourceRoute, { resources: s.resources }) })))
  : lazy(() => import('../../admin/approval/approval-screen').then((m) => ({ default: () => createElement(m.ApprovalScreen, { resource: s.resource }) })))]));

export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(Object.entries(areaScreens).map(([path, load]) => [path, lazy(load)])),
  ...derived,
  '/bigscreen/map': board('boards/map/map-board.screen.tsx'),
  '/bigscreen/home': board('boards/home/home-board.screen.tsx'),
  '/bigscreen/production': board('boards/production/production-board.screen.tsx'),
  '/bigscreen/material': board('boards/material/material-board.screen.tsx'),
  '/bigscreen/delivery': board('boards/delivery/delivery-board.screen.tsx'),
  '/bigscreen/environment': board('boards/environment/environment-board.screen.tsx'),
  '/bigscreen/park': board('boards/park/park-board.screen.tsx'),
  '/bridge/self/queueshow': board('boards/queue/queue-board.screen.tsx'),
};

// registration fails for a screen without a menu entry, the carrier of its permission
assertScreensDeclared(Object.keys(screenComponents));

export const hasScreen = (path: string): boolean => path in screenComponents;

/**
 * The frame each wall-board family renders in (boards/shell): the scaled 1920x1080 canvas, with the
 * big-screen header for /bigscreen/*. Keyed by path prefix; board screens are only their content.
 */
const boardFrames: Record<string, LazyExoticComponent<ComponentType<{ children: ReactNode }>>> = {
  '/bigscreen/': lazy(boardModules['../../boards/shell/bigscreen-frame.screen.tsx'] as () => Promise<{ default: ComponentType<{ children: ReactNode }> }>),
  '/bridge/': lazy(boardModules['../../boards/shell/plain-frame.screen.tsx'] as () => Promise<{ default: ComponentType<{ children: ReactNode }> }>),
};

export const boardFrameOf = (path: string) => Object.entries(boardFrames).find(([prefix]) => path.startsWith(prefix))?.[1];
