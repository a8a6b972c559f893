import type { ScreenLoaders } from '../../src/app/screen-derivation';

/**
 * Delivery screens with their own component. The check screens of the auxiliary tickets and of
 * concrete transfers, and their /approval screens, are derived from the declarations.
 */
export const screens: ScreenLoaders = {
  '/production/return-management': () => import('./return-management.screen'),
};
