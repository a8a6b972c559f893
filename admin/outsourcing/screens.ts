import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Outsourcing screens with their own component. */
export const screens: ScreenLoaders = {};
