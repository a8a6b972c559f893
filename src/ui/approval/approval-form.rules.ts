/** The approval form of spec §3/§5: status '1' approve or '2' reject, and a reason (text). */
export interface ApprovalFormValues {
  status?: '1' | '2';
  text?: string;
}

export type ApprovalFormError = 'opinionRequired' | 'reasonRequired' | 'notDue';

/**
 * Spec §5: an opinion is required ('请选择审批意见'); a reason only when rejecting ('理由不能为空');
 * validating when there is no form (nothing due for this user) answers '当前无需你审批'.
 */
export function validateApproval(form: ApprovalFormValues | null): { field?: 'status' | 'text'; error: ApprovalFormError } | null {
  if (!form) return { error: 'notDue' };
  if (form.status !== '1' && form.status !== '2') return { field: 'status', error: 'opinionRequired' };
  if (form.status === '2' && !form.text?.trim()) return { field: 'text', error: 'reasonRequired' };
  return null;
}
