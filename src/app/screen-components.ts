import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { assertScreensDeclared } from './screen-permissions';

/**
 * Screens the client can show, by route path. A menu entry without a component here is neither
 * routed nor shown. Add a screen by adding one line; components load lazily, the registry stays
 * light metadata.
 *
 * `import.meta.glob` is the composition root's one way into admin/ and boards/: the app core
 * never imports a screen module directly (eslint import directions), Vite turns each match into
 * its own chunk.
 */
const modules = import.meta.glob<{ default: ComponentType }>(['../../admin/**/*.screen.tsx', '../../boards/**/*.screen.tsx']);

function screen(file: string): LazyExoticComponent<ComponentType> {
  const loader = modules[`../../${file}`];
  if (!loader) throw new Error(`screen module not found: ${file}`);
  return lazy(loader);
}

export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home/index': screen('admin/home/home-index.screen.tsx'),
  '/home/future-handle': screen('admin/home/future-handle.screen.tsx'),
  '/basic/master-provider': screen('admin/basic/master-provider.screen.tsx'),
  '/basic/master-customer': screen('admin/basic/master-customer.screen.tsx'),
  '/basic/master-material': screen('admin/basic/master-material.screen.tsx'),
  '/basic/master-organization': screen('admin/basic/master-organization.screen.tsx'),
  '/basic/master-staff': screen('admin/basic/master-staff.screen.tsx'),
  '/purchase/depart-manager/supplier': screen('admin/system/miantain-supplier.screen.tsx'),
  '/sales/customer': screen('admin/sales/customer.screen.tsx'),
  '/settings/basic-setting': screen('admin/settings/basic-setting.screen.tsx'),
  '/settings/sys-setting': screen('admin/settings/sys-setting.screen.tsx'),
  '/settings/systemJournal': screen('admin/settings/system-journal.screen.tsx'),
  '/settings/event-setting': screen('admin/settings/event-setting.screen.tsx'),
  '/settings/station-manage': screen('admin/settings/station-manage.screen.tsx'),
  '/settings/menu-manage': screen('admin/settings/menu-manage.screen.tsx'),
  '/hr/user': screen('admin/hr/user.screen.tsx'),
  '/product/unit': screen('admin/product/unit.screen.tsx'),
  '/product/slump': screen('admin/product/slump.screen.tsx'),
  '/product/pour-type': screen('admin/product/pour-type.screen.tsx'),
  '/product/other-fee-type': screen('admin/product/other-fee-type.screen.tsx'),
  '/approval/mater-provider-approval': screen('admin/approval/mater-provider-approval.screen.tsx'),
  '/approval/temp-credit-approval': screen('admin/approval/temp-credit-approval.screen.tsx'),
  '/settings/approval-flow': screen('admin/settings/approval-flow.screen.tsx'),
  '/settings/role-manage': screen('admin/settings/role-manage.screen.tsx'),
  '/bigscreen/map': screen('boards/map/map-board.screen.tsx'),
  '/bigscreen/home': screen('boards/home/home-board.screen.tsx'),
  '/bigscreen/production': screen('boards/production/production-board.screen.tsx'),
  '/bigscreen/material': screen('boards/material/material-board.screen.tsx'),
  '/bigscreen/delivery': screen('boards/delivery/delivery-board.screen.tsx'),
  '/bigscreen/environment': screen('boards/environment/environment-board.screen.tsx'),
  '/bigscreen/park': screen('boards/park/park-board.screen.tsx'),
  '/bridge/self/queueshow': screen('boards/queue/queue-board.screen.tsx'),
};

// registration fails for a screen without a menu entry, the carrier of its permission
assertScreensDeclared(Object.keys(screenComponents));

export const hasScreen = (path: string): boolean => path in screenComponents;

/**
 * The frame each wall-board family renders in (boards/shell): the scaled 1920x1080 canvas, with the
 * big-screen header for /bigscreen/*. Keyed by path prefix; board screens are only their content.
 */
const boardFrames: Record<string, LazyExoticComponent<ComponentType<{ children: ReactNode }>>> = {
  '/bigscreen/': lazy(modules['../../boards/shell/bigscreen-frame.screen.tsx'] as () => Promise<{ default: ComponentType<{ children: ReactNode }> }>),
  '/bridge/': lazy(modules['../../boards/shell/plain-frame.screen.tsx'] as () => Promise<{ default: ComponentType<{ children: ReactNode }> }>),
};

export const boardFrameOf = (path: string) => Object.entries(boardFrames).find(([prefix]) => path.startsWith(prefix))?.[1];
