import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { areas } from '../../admin/areas';
import { registerAreas } from '../domain/resources/registry';
import { deriveScreens, mergeScreenLoaders, type ScreenLoaders } from './screen-derivation';
import { assertScreensDeclared } from './screen-permissions';
import { boardScreens } from './board-components';
import { provideScreens } from './screen-registry';

/**
 * The composition root: the one place of the app core that knows admin/ and boards/.
 *
 * - The areas (admin/areas.ts) are registered first, so every module reads the declarations and
 *   their labels from the registry.
 * - Custom screens come from each area's `screens.ts` (route → lazy loader), found by
 *   `import.meta.glob`: they hold only loaders, so eager loading them stays light.
 * - Every other declared route is derived: a declaration's `screen` renders the generic table
 *   (tabs when several share it), each flow's `route` the approval screen.
 * - Boards keep their own mapping and frames (board-components.ts), which a board loads alone.
 * A screen without a menu entry in the catalogue (its permission) fails the start.
 */
registerAreas(areas);

const areaScreens = mergeScreenLoaders(import.meta.glob<{ screens: ScreenLoaders }>('../../admin/*/screens.ts', { eager: true }));

const derived = Object.fromEntries(deriveScreens(areas, new Set(Object.keys(areaScreens))).map((s) => [s.path, s.kind === 'table'
  ? lazy(() => import('./resource-route').then((m) => ({ default: () => createElement(m.ResourceRoute, { resources: s.resources }) })))
  : lazy(() => import('../../admin/approval/approval-screen').then((m) => ({ default: () => createElement(m.ApprovalScreen, { resource: s.resource }) })))]));

export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(Object.entries(areaScreens).map(([path, load]) => [path, lazy(load)])),
  ...derived,
  ...boardScreens,
};

// registration fails for a screen without a menu entry, the carrier of its permission
assertScreensDeclared(Object.keys(screenComponents));

export const hasScreen = (path: string): boolean => path in screenComponents;
provideScreens(hasScreen);
