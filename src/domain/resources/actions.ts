/**
 * Declared actions beyond CRUD (ARCHITECTURE §3), plain data on a ResourceDef. The server serves
 * each at `/resource/<name>/<action name>` (and at spec paths mapped in `calls` as `t:<name>` or
 * `b:<name>`), refuses a caller without the named button (403) and writes one audit row per record.
 *
 * - ButtonDef      a button code beyond add/edit/delete/export/import, with its label key; the role
 *                  screen lists it and the client hides it from a role without it
 * - TransitionDef  a state machine edge: the state field, the states it leaves, the one it enters,
 *                  the button that guards it; `guard` names a server-side check of the object's server
 *                  part. From any other state the call answers 409 naming the current state
 * - BatchDef       one call over the selected rows (`ids`), all or nothing in one transaction:
 *                  `delete`, an approval decision of a flow (`approve`, `refuse`), or a transition
 */
export interface ButtonDef {
  code: string;
  /** i18n key */
  label: string;
}

export type StateValue = string | number;

export interface TransitionDef {
  name: string;
  /** i18n key of the button */
  label: string;
  /** wire name of the state field (an enum field: its option labels name the states) */
  field: string;
  from: readonly StateValue[];
  to: StateValue;
  button: string;
  /** a server-side check run before the change (server part `guards[guard]`) */
  guard?: string;
  /** the client asks before it runs */
  confirm?: boolean;
  /** fields the server stamps with the time of the transition (datetime fields) */
  stamp?: readonly string[];
}

export type BatchKind = 'delete' | 'approve' | 'refuse' | 'transition';

export interface BatchDef {
  name: string;
  label: string;
  kind: BatchKind;
  button: string;
  /** the transition run on every row (kind `transition`) */
  transition?: string;
  /** the approval flow decided (kinds approve / refuse; default the first flow) */
  flow?: string;
}

/**
 * The path the client calls for a declared action: the spec path its `calls` map to it
 * (`t:<name>` / `b:<name>`), else the generic `/resource/<name>/<action>`.
 */
export function declaredPath(def: { name: string; calls: Readonly<Record<string, string>> }, action: string): string {
  const hit = Object.entries(def.calls).find(([, target]) => target === `t:${action}` || target === `b:${action}`);
  return hit ? hit[0] : `/resource/${def.name}/${action}`;
}

/** Approval decisions over many rows are pressed on the flow's approval screen, not on the object's. */
export const onApprovalScreen = (b: BatchDef) => b.kind === 'approve' || b.kind === 'refuse';
