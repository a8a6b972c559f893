import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Outsourcing screens with their own component: the production console and the settlements (make, lines, revoke). */
export const screens: ScreenLoaders = {
  '/production/outsourcing/production-console': () => import('./console.screen'),
  '/production/outsourcing/settlement': () => import('./settlement.screen'),
};
