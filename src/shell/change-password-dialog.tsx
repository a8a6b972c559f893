import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, logout } from '../auth/session.thunks';
import { CHANGE_PASSWORD_DIALOG_WIDTH, PASSWORD_CHANGE_LOGOUT_MS, PASSWORD_MIN_LENGTH } from '../constants';
import { useAppDispatch } from '../store/hooks';
import { toast } from '../ui/feedback';

interface Values {
  password: string;
  confirm: string;
}

/** Spec §5 rules; success logs out one second later (spec §4). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { password, confirm } = await form.validateFields();
    setBusy(true);
    try {
      await changePassword(password, confirm);
      void toast.success(t('password.success'));
      onClose();
      setTimeout(() => void dispatch(logout()), PASSWORD_CHANGE_LOGOUT_MS);
    } catch {
      void toast.error(t('password.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('password.title')}
      open={open}
      width={CHANGE_PASSWORD_DIALOG_WIDTH}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name="change-password">
        <Form.Item
          name="password"
          label={t('password.password')}
          rules={[
            { required: true, message: t('password.required') },
            { min: PASSWORD_MIN_LENGTH, message: t('password.tooShort') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
