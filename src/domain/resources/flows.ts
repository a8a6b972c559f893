import type { FieldDef, ResourceDef } from './types';

/**
 * Named approval flows: one object may go through several (a recipe: its approval, its float
 * approval, its leader approval), each with its own business type (configured on
 * /settings/approval-flow), approval screen and state. The state of a flow lives on the record in
 * columns `<prefix>approve_state`, `_level`, `_round`, `<prefix>submit_user_id`, `<prefix>submit_user`;
 * a flow without a prefix (by custom the object's first, named `approval`) uses the record's own
 * `approve_state`, `approve_level`…. A declaration's `flows` is the one way to declare an approval.
 */
export interface FlowDef {
  /** the flow's name on the wire (`flow=`); unique within the object */
  name: string;
  /** business type: the key of its levels on /settings/approval-flow */
  businessType: string;
  /** i18n key naming the flow */
  label: string;
  /** the /approval/* screen listing what waits for the approver */
  route: string;
  /** the field shown as the to-do title */
  titleField: string;
  /** column prefix of this flow's state (default none) */
  prefix?: string;
  /** several records may be submitted and decided as one group (groupSubmit, groupApprove…) */
  group?: boolean;
  /**
   * What opens the flow when it is not the object's generic submit: 'flow' when it follows another
   * flow's agreement (a selection's leader approval), 'call' when its own call opens it (a recipe's
   * float). The generic submit refuses such a flow: submitting it directly would skip what opens it.
   */
  openedBy?: 'flow' | 'call';
}

/** Every flow of a declaration, in declared order; none when it declares no `flows`. */
export function flowsOf(def: Pick<ResourceDef, 'flows'>): readonly FlowDef[] {
  return def.flows ?? [];
}

/** The named flow, or the first when no name is given; undefined when the object has no such flow. */
export function flowOf(def: Pick<ResourceDef, 'flows'>, name?: string): FlowDef | undefined {
  const all = flowsOf(def);
  return name ? all.find((f) => f.name === name) : all[0];
}

/** The flow whose approval screen is `route`. */
export const flowByRoute = (def: Pick<ResourceDef, 'flows'>, route: string) => flowsOf(def).find((f) => f.route === route);

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The columns holding a flow's state. */
export function flowColumns(flow: Pick<FlowDef, 'prefix'>) {
  const p = flow.prefix ?? '';
  return {
    state: `${p}approve_state`,
    level: `${p}approve_level`,
    round: `${p}approve_round`,
    submitUserId: `${p}submit_user_id`,
    submitUser: `${p}submit_user`,
  };
}

/** Wire names of a flow's state fields: `approveState` for the default flow, `floatApproveState` for prefix `float_`. */
export function flowFieldNames(flow: Pick<FlowDef, 'prefix'>) {
  const c = flowColumns(flow);
  return { state: camel(c.state), level: camel(c.level), submitUser: camel(c.submitUser) };
}

/** The approval fields of a flow with a prefix (the default flow uses APPROVAL_FIELDS). */
export function flowFields(flow: Pick<FlowDef, 'prefix' | 'label'>): FieldDef[] {
  const c = flowColumns(flow);
  const n = flowFieldNames(flow);
  return [
    {
      name: n.state,
      column: c.state,
      type: 'enum',
      label: flow.label,
      readonly: true,
      options: [
        { value: 0, label: 'res.state0' },
        { value: 1, label: 'res.state1' },
        { value: 2, label: 'res.state2' },
      ],
    },
    { name: n.level, column: c.level, type: 'int', label: 'res.approveLevel', readonly: true, hideInTable: true },
    { name: n.submitUser, column: c.submitUser, type: 'string', label: 'res.submitUser', readonly: true, hideInTable: true },
  ];
}
