import type { Generated } from 'kysely';
import type { Id, IntDefault, NullableInt, NullableStamp, NullableText, Stamp, Text } from '../db/column-types';

/** The approval engine's tables (core migrations 0003-admin, 0009-approval-groups and 0012-approval-texts). */
export interface ApprovalFlowTable {
  id: Id;
  business_type: string;
  level: number;
  approver_type: 'user' | 'role';
  approver_value: string;
}

export interface ApprovalItemTable {
  id: Id;
  business_type: string;
  business_id: string;
  round: number;
  level: number;
  approver_user_id: NullableInt;
  approver_role: NullableText;
  approver_label: Text;
  /** 0 pending, 1 agreed, 2 rejected, 3 closed by another decision */
  approve_state: IntDefault;
  approve_opinion: Text;
  approve_person: NullableInt;
  true_name: Text;
  update_time: NullableStamp;
  create_time: Generated<Date>;
  /** on the submission (level 0): the round was agreed on submit, its business type having no flow (migration 0012) */
  no_flow: Generated<boolean>;
}

export interface ApprovalGroupTable {
  id: Id;
  business_type: string;
  resource: string;
  org_id: string;
  state: number | null;
  level: IntDefault;
  submit_user_id: number;
  submit_user: Text;
  created_at: Stamp;
}

export interface ApprovalGroupMemberTable {
  group_id: number;
  business_id: string;
}

declare module '../db/schema' {
  interface ResourceTables {
    approval_flows: ApprovalFlowTable;
    approval_items: ApprovalItemTable;
    approval_groups: ApprovalGroupTable;
    approval_group_members: ApprovalGroupMemberTable;
  }
}
