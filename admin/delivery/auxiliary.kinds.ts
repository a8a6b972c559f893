/**
 * The kinds of auxiliary ticket with the unit each is counted in, and the route name of each
 * kind's check and approval screens (/production/auxiliary-approval-manage/<route>,
 * /approval/<route>), which is also its flow's business type. Plain data shared by the server and
 * the screens. The fifth check, transfer-concrete-check, decides the transfers of returned
 * concrete (./return-handle.resource.ts `concreteTransfer`).
 */
export const AUX_KINDS = { waterPump: 'shift', overTime: 'hour', mutationPump: 'shift', auxiliary: 'item' } as const;
export type AuxKind = keyof typeof AUX_KINDS;
export const AUX_KIND_NAMES = Object.keys(AUX_KINDS) as [AuxKind, ...AuxKind[]];
export const AUX_ROUTES: Record<AuxKind, string> = {
  waterPump: 'water-pump-check',
  overTime: 'over-time-check',
  mutationPump: 'mutation-pump-check',
  auxiliary: 'auxiliary-check',
};
