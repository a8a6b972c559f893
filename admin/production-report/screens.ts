import type { ScreenLoaders } from '../../src/app/screen-derivation';

/** Production statistics and reports screens with their own component. */
export const screens: ScreenLoaders = {};
