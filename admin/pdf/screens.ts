import type { ComponentType } from 'react';

/** The pdf area's own screens, route → lazy loader (docs/modules.md). */
export const screens: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  '/pdf/download': () => import('./pdf-download.screen'),
};
