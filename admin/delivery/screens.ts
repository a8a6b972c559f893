import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Delivery screens with their own component. */
export const screens: ScreenLoaders = {};
