import type { ScreenLoaders } from '../../src/app/screen-derivation';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../src/domain/quality/raw-materials';
import { SAMPLING_SCREEN } from './material-sampling.resource';
import { screenOf } from './material-test.resource';

/**
 * Each material's duplex ledger (the totals of every row found) and report (its limits and the
 * image upload); the sampling records under the accumulation since each last sample. The car
 * checks are the generic table.
 */
export const screens: ScreenLoaders = {
  ...Object.fromEntries(
    MATERIAL_KINDS.flatMap((k) => [
      [screenOf(MATERIAL_STANDARDS[k], 'account'), () => import('./material-views.screen').then((m) => ({ default: m.ledgerScreens[k] }))],
      [screenOf(MATERIAL_STANDARDS[k], 'report'), () => import('./material-views.screen').then((m) => ({ default: m.reportScreens[k] }))],
    ]),
  ),
  [SAMPLING_SCREEN]: () => import('./material-sampling.screen'),
};
