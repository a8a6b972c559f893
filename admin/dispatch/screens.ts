import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Dispatch desk screens with their own component. */
export const screens: ScreenLoaders = {};
