import type { ScreenLoaders } from '../../src/app/screen-derivation';
import { AUX_KIND_NAMES, AUX_ROUTES } from './auxiliary.kinds';

const aux = (mode: 'keep' | 'decide') => Object.fromEntries(AUX_KIND_NAMES.map((k) => [
  mode === 'keep' ? `/production/auxiliary-approval-manage/${AUX_ROUTES[k]}` : `/approval/${AUX_ROUTES[k]}`,
  () => import('./auxiliary.screen').then((m) => ({ default: m[mode][k] })),
]));

/** Delivery screens with their own component. */
export const screens: ScreenLoaders = {
  '/production/return-management': () => import('./return-management.screen'),
  ...aux('keep'),
  ...aux('decide'),
};
