import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { provideScreens } from './screen-registry';

/**
 * The wall boards' half of the composition root: their routes, screens and frames. Apart from
 * screen-components.ts (the admin's), so a board opened on a wall PC loads neither the admin's
 * declarations nor antd; each board and each frame is its own route-level chunk.
 */
const boardModules = import.meta.glob<{ default: ComponentType }>('../../boards/**/*.screen.tsx');

function board(file: string): LazyExoticComponent<ComponentType> {
  const loader = boardModules[`../../${file}`];
  if (!loader) throw new Error(`screen module not found: ${file}`);
  return lazy(loader);
}

export const boardScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  '/bigscreen/map': board('boards/map/map-board.screen.tsx'),
  '/bigscreen/home': board('boards/home/home-board.screen.tsx'),
  '/bigscreen/production': board('boards/production/production-board.screen.tsx'),
  '/bigscreen/material': board('boards/material/material-board.screen.tsx'),
  '/bigscreen/delivery': board('boards/delivery/delivery-board.screen.tsx'),
  '/bigscreen/environment': board('boards/environment/environment-board.screen.tsx'),
  '/bigscreen/park': board('boards/park/park-board.screen.tsx'),
  '/bridge/self/queueshow': board('boards/queue/queue-board.screen.tsx'),
};

const hasBoard = (path: string): boolean => path in boardScreens;
provideScreens(hasBoard);

type Frame = ComponentType<{ children: ReactNode }>;

/**
 * The frame each wall-board family renders in (boards/shell): the scaled 1920x1080 canvas, with the
 * big-screen header for /bigscreen/*. Keyed by path prefix; board screens are only their content.
 */
const boardFrames: Record<string, LazyExoticComponent<Frame>> = {
  '/bigscreen/': lazy(boardModules['../../boards/shell/bigscreen-frame.screen.tsx'] as () => Promise<{ default: Frame }>),
  '/bridge/': lazy(boardModules['../../boards/shell/plain-frame.screen.tsx'] as () => Promise<{ default: Frame }>),
};

export const boardFrameOf = (path: string) => Object.entries(boardFrames).find(([prefix]) => path.startsWith(prefix))?.[1];
