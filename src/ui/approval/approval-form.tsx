import { Button, Form, Input, Radio, Space } from 'antd';
import { useMayPress } from '../permission-gate';
import { validateApproval, type ApprovalFormValues } from './approval-form.rules';
import { useApprovalT } from './approval-i18n';

export interface ApprovalFormProps {
  /** a decision was chosen and is valid; sendBack returns the record to its submitter */
  onDecide: (decision: { action: 'approve' | 'refuse' | 'sendBack'; status: '1' | '2'; text: string }) => Promise<unknown>;
  busy?: boolean;
}

/**
 * The approval form of spec §5: an opinion (approve '1' / reject '2') and a reason, required when
 * rejecting. Options the user's buttons do not allow are removed (approve / refuse).
 */
export function ApprovalForm({ onDecide, busy }: ApprovalFormProps) {
  const t = useApprovalT();
  const [form] = Form.useForm<ApprovalFormValues>();
  const mayApprove = useMayPress('approve');
  const mayRefuse = useMayPress('refuse');
  if (!mayApprove && !mayRefuse) return null;

  const rule = (field: 'status' | 'text') => ({
    validator: async () => {
      const r = validateApproval(form.getFieldsValue());
      if (r?.field === field) throw new Error(t(r.error));
    },
  });
  const finish = async (sendBack: boolean) => {
    const v = sendBack ? { ...form.getFieldsValue(), status: '2' as const } : form.getFieldsValue();
    if (sendBack) form.setFieldValue('status', '2');
    await form.validateFields();
    const status = v.status!;
    await onDecide({ action: sendBack ? 'sendBack' : status === '1' ? 'approve' : 'refuse', status, text: v.text?.trim() ?? '' });
    form.resetFields();
  };

  return (
    <div data-testid="approval-form">
      <Form form={form} layout="vertical" className="approval-form" onFinish={() => finish(false).catch(() => undefined)}>
        <Form.Item name="status" label={t('opinion')} required rules={[rule('status')]}>
          <Radio.Group onChange={() => void form.validateFields(['text']).catch(() => undefined)}>
            {mayApprove && <Radio value="1">{t('agree')}</Radio>}
            {mayRefuse && <Radio value="2">{t('reject')}</Radio>}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="text" label={t('reason')} rules={[rule('text')]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('confirm')}
          </Button>
          {mayRefuse && (
            <Button onClick={() => void finish(true).catch(() => undefined)} disabled={busy}>
              {t('sendBack')}
            </Button>
          )}
        </Space>
      </Form>
    </div>
  );
}
