import type { ScreenLoaders } from '../../src/app/screen-derivation';
import { BIND_SCREEN, DETECT_SCREEN, REGISTER_SCREEN, STRENGTH28_SCREEN } from './specimen.resource';
import { KNOWN_SIGMA_SCREEN, NON_STATISTICAL_SCREEN, STATISTICAL_SCREEN } from './strength-evaluation.resource';

/** Evaluation screens (the evaluate form above the stored evaluations) and the specimen desks. */
export const screens: ScreenLoaders = {
  [NON_STATISTICAL_SCREEN]: () => import('./non-statistical.screen'),
  [STATISTICAL_SCREEN]: () => import('./statistical.screen'),
  [KNOWN_SIGMA_SCREEN]: () => import('./known-sigma.screen'),
  [REGISTER_SCREEN]: () => import('./specimen-register.screen'),
  [BIND_SCREEN]: () => import('./specimen-bind.screen'),
  [DETECT_SCREEN]: () => import('./specimen-detect.screen'),
  [STRENGTH28_SCREEN]: () => import('./strength28d.screen'),
  '/quality-management/CertificationHub': () => import('./certification-hub.screen'),
  '/quality-management/quality-control': () => import('./quality-control.screen'),
};
