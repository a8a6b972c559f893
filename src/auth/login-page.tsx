import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ERROR_MESSAGE_MS } from '../constants';
import { LanguagePicker } from '../shell/language-picker';
import { THEMES } from '../shell/themes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { login } from './session.thunks';
import { getToken } from './token';
import { toast } from '../ui/feedback';
import { useDocumentTitle } from '../ui/use-document-title';
import '../shell/shell.css';

type Field = 'username' | 'password';

/** One labelled input with antd's vertical form item's look (shell.css), its message under it. */
function LoginField({ name, label, error, icon, children }: { name: Field; label: string; error?: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`login-field${error ? ' login-field-error' : ''}`}>
      <label htmlFor={`login-${name}`}>{label}</label>
      <span className="login-input">
        {icon}
        {children}
      </span>
      {error && (
        <div id={`login-${name}-error`} className="login-field-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * /login: a token already present goes to / (spec §2); `redirect` brings the user back. Plain
 * React and CSS, no antd: every user loads this page first (issue 12's budget), and a form of two
 * required fields needs none of antd's form machinery.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const theme = useAppSelector((s) => s.settings.theme);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  // like antd's form: a field is checked once the user has submitted or typed in it
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());
  const [shown, setShown] = useState(false);
  const redirect = params.get('redirect');
  useDocumentTitle(t('login.title'));
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';

  if (getToken() && !busy) return <Navigate to={target} replace />;

  const errorOf = (f: Field) => (checked.has(f) && !values[f] ? t(f === 'username' ? 'login.usernameRequired' : 'login.passwordRequired') : undefined);
  const change = (f: Field, v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setChecked((s) => new Set([...s, f]));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(new Set(['username', 'password']));
    const { username, password } = values;
    if (!username || !password || busy) return;
    setBusy(true);
    try {
      await dispatch(login(username, password));
      navigate(target, { replace: true });
    } catch (err) {
      // Spec §8: a login answered with code 500 shows the server message for 3 s.
      void toast.error({ content: (err as Error).message || t('nav.hasError'), duration: ERROR_MESSAGE_MS / 1000, key: 'login' });
      setBusy(false);
    }
  };

  const invalid = (f: Field) => ({ 'aria-invalid': !!errorOf(f), 'aria-describedby': errorOf(f) ? `login-${f}-error` : undefined });
  return (
    <main className="login-page" style={{ ['--shell-primary' as string]: THEMES[theme].primary }}>
      <div className="login-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <h1 className="login-title">{t('app.title')}</h1>
          <LanguagePicker />
        </div>
        <h2 className="login-subtitle">{t('login.title')}</h2>
        <form name="login" onSubmit={(e) => void submit(e)} noValidate autoComplete="on">
          <LoginField name="username" label={t('login.username')} error={errorOf('username')} icon={<UserOutlined />}>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoFocus
              value={values.username}
              onChange={(e) => change('username', e.target.value)}
              {...invalid('username')}
            />
          </LoginField>
          <LoginField name="password" label={t('login.password')} error={errorOf('password')} icon={<LockOutlined />}>
            <input
              id="login-password"
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
              {...invalid('password')}
            />
            <button
              type="button"
              className="login-reveal"
              aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          </LoginField>
          <button type="submit" className="login-submit" aria-busy={busy} disabled={busy}>
            {busy && <span className="login-submit-spinner" aria-hidden />}
            {t('login.submit')}
          </button>
        </form>
        <p className="login-hint">{t('login.demoHint')}</p>
      </div>
    </main>
  );
}
