import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** /hr/user sends a digest of the typed password and keeps the user's organisation on edits. */
export const screens: ScreenLoaders = {
  '/hr/user': () => import('./user.screen'),
};
