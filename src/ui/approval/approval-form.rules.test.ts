import { describe, expect, it } from 'vitest';
import { validateApproval } from './approval-form.rules';
import zh from './i18n/zh';

describe('the approval form (spec §5)', () => {
  it('needs an opinion', () => {
    expect(validateApproval({})).toEqual({ field: 'status', error: 'opinionRequired' });
  });

  it('needs a reason only when rejecting', () => {
    expect(validateApproval({ status: '2', text: '  ' })).toEqual({ field: 'text', error: 'reasonRequired' });
    expect(validateApproval({ status: '2', text: '缺少资质' })).toBeNull();
    expect(validateApproval({ status: '1' })).toBeNull();
  });

  it('answers that nothing is due when there is no form', () => {
    expect(validateApproval(null)).toEqual({ error: 'notDue' });
  });

  it('uses the spec messages verbatim in Chinese', () => {
    expect([zh.opinionRequired, zh.reasonRequired, zh.notDue, zh.waiting]).toEqual(['请选择审批意见', '理由不能为空', '当前无需你审批', '请耐心等待审批']);
  });
});
