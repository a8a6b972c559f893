import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { customScreenAreas, customScreens, derivedScreens } from 'virtual:mixboard-areas';
import { ALL_AREAS } from './area-manifest';
import { loadAreas } from './area-loader';
import { assertScreensDeclared } from './screen-permissions';
import { boardScreens } from './board-components';
import { provideScreens } from './screen-registry';

/**
 * The composition root: the one place of the app core that knows admin/ and boards/.
 *
 * - No declaration loads with the shell: the build derives, from admin/areas.ts, every declared
 *   route and the areas it needs (virtual:mixboard-areas, src/app/area-manifest.ts). A screen
 *   loads those areas (declarations and labels, a chunk each) with its own code and registers
 *   them before it renders.
 * - Custom screens come from each area's `screens.ts` (route → lazy loader), read at build time
 *   too: the shell loads a `screens.ts` only when one of its screens opens (what it imports, a
 *   declaration's route constants say, stays out of the first paint). They may read any
 *   declaration, so they load every area, unless their screens.ts names the areas they read
 *   (`screenAreas`: the landing page reads none).
 * - Every other declared route is derived: a declaration's `screen` renders the generic table
 *   (tabs when several share it), each flow's `route` the approval screen.
 * - Boards keep their own mapping and frames (board-components.ts), which a board loads alone.
 * A screen without a menu entry in the catalogue (its permission) fails the start.
 */
const derived = Object.fromEntries(
  derivedScreens.map((s) => [
    s.path,
    s.kind === 'table'
      ? lazy(() =>
          Promise.all([import('./resource-route'), loadAreas(s.areas)]).then(([m]) => ({
            default: () => createElement(m.ResourceRoute, { resources: s.resources }),
          })),
        )
      : lazy(() =>
          Promise.all([import('../../admin/approval/approval-screen'), loadAreas(s.areas)]).then(([m]) => ({
            default: () => createElement(m.ApprovalRoute, { flows: s.flows }),
          })),
        ),
  ]),
);

export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(
    Object.entries(customScreens).map(([path, load]) => [
      path,
      lazy(() => Promise.all([load(), loadAreas(customScreenAreas[path] ?? ALL_AREAS)]).then(([m]) => m)),
    ]),
  ),
  ...derived,
  ...boardScreens,
};

// registration fails for a screen without a menu entry, the carrier of its permission
assertScreensDeclared(Object.keys(screenComponents));

export const hasScreen = (path: string): boolean => path in screenComponents;
provideScreens(hasScreen);
