/**
 * The five kinds of auxiliary ticket with the unit each is counted in, their states, and the
 * route name of each kind's check and approval screens (/production/auxiliary-approval-manage/<route>,
 * /approval/<route>). Plain data shared by the server and the screens.
 */
export const AUX_KINDS = { waterPump: 'shift', overTime: 'hour', mutationPump: 'shift', transferConcrete: 'm3', auxiliary: 'item' } as const;
export type AuxKind = keyof typeof AUX_KINDS;
export const AUX_KIND_NAMES = Object.keys(AUX_KINDS) as [AuxKind, ...AuxKind[]];
export const AUX_STATES = ['saved', 'submitted', 'reviewed', 'approved', 'failed'] as const;
export const AUX_ROUTES: Record<AuxKind, string> = {
  waterPump: 'water-pump-check', overTime: 'over-time-check', mutationPump: 'mutation-pump-check', transferConcrete: 'transfer-concrete-check', auxiliary: 'auxiliary-check',
};
