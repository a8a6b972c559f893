/** Approval states of spec §4; 3 marks an item closed by another decision (not shown as pending). */
export const APPROVE_PENDING = 0;
export const APPROVE_AGREED = 1;
export const APPROVE_REJECTED = 2;
export const APPROVE_CLOSED = 3;
export const MAX_APPROVAL_LEVELS = 6;

const LEVEL_NUMERALS = ['一', '二', '三', '四', '五', '六'];

/** 'N级审批人审批' with N in 一…六 (level 1..6). */
export function levelLabel(level: number): string {
  return `${LEVEL_NUMERALS[level - 1] ?? level}级审批人审批`;
}

export interface ApprovalItem {
  id: number;
  level: number;
  approve_state: number;
  true_name: string;
  approve_opinion: string;
  update_time: string;
  approve_level: number;
  approve_person: string;
  /** on the submission (level 0): the business type had no flow, so the round was agreed on submit */
  no_flow?: boolean;
}

/**
 * Spec §4: level 0 (the submission) counts as success; a level is rejected if any approver
 * rejected, otherwise pending if any is pending, otherwise agreed.
 */
export function levelState(level: number, states: number[]): 0 | 1 | 2 {
  if (level === 0) return APPROVE_AGREED;
  const live = states.filter((s) => s !== APPROVE_CLOSED);
  if (live.includes(APPROVE_REJECTED)) return APPROVE_REJECTED;
  if (live.includes(APPROVE_PENDING) || live.length === 0) return APPROVE_PENDING;
  return APPROVE_AGREED;
}

export interface TimelineLevel {
  level: number;
  state: 0 | 1 | 2;
  items: ApprovalItem[];
}

/** Items grouped per level, in order, with each level's aggregate state. */
export function timeline(items: ApprovalItem[]): TimelineLevel[] {
  const by = new Map<number, ApprovalItem[]>();
  for (const it of items) if (it.approve_state !== APPROVE_CLOSED) by.set(it.level, [...(by.get(it.level) ?? []), it]);
  return [...by.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([level, list]) => ({
      level,
      state: levelState(
        level,
        list.map((i) => i.approve_state),
      ),
      items: list,
    }));
}

/** One level of a flow: approvers by user id or by role code. */
export interface FlowLevel {
  level: number;
  approvers: Array<{ type: 'user' | 'role'; value: string }>;
}
