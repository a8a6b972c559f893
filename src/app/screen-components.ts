import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
};

export const hasScreen = (path: string): boolean => path in screenComponents;
