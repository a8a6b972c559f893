import type { ScreenLoaders } from '../../src/app/screen-derivation';
import { NON_STATISTICAL_SCREEN, STATISTICAL_SCREEN } from './strength-evaluation.resource';

/** Evaluation screens: the evaluate form above the generic table of stored evaluations. */
export const screens: ScreenLoaders = {
  [NON_STATISTICAL_SCREEN]: () => import('./non-statistical.screen'),
  [STATISTICAL_SCREEN]: () => import('./statistical.screen'),
};
