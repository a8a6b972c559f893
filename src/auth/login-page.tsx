import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ERROR_MESSAGE_MS } from '../constants';
import { LanguagePicker } from '../shell/language-picker';
import { useAppDispatch } from '../store/hooks';
import { login } from './session.thunks';
import { getToken } from './token';
import { toast } from '../ui/feedback';
import { useDocumentTitle } from '../ui/use-document-title';

interface Credentials {
  username: string;
  password: string;
}

/** /login: a token already present goes to / (spec §2); `redirect` brings the user back. */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const redirect = params.get('redirect');
  useDocumentTitle(t('login.title'));
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';

  if (getToken() && !busy) return <Navigate to={target} replace />;

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    try {
      await dispatch(login(username, password));
      navigate(target, { replace: true });
    } catch (e) {
      // Spec §8: a login answered with code 500 shows the server message for 3 s.
      void toast.error({ content: (e as Error).message || t('nav.hasError'), duration: ERROR_MESSAGE_MS / 1000, key: 'login' });
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      {/* plain elements styled as antd's card and titles (shell.css): Card and Typography would
          bring Tabs, Skeleton and the ellipsis code to the first page every user loads */}
      <div className="login-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <h1 className="login-title">{t('app.title')}</h1>
          <LanguagePicker />
        </div>
        <h2 className="login-subtitle">{t('login.title')}</h2>
        <Form<Credentials> name="login" layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
        </Form>
        <p className="login-hint">{t('login.demoHint')}</p>
      </div>
    </main>
  );
}
