import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../auth/session.thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { isMember } from '../store/session.slice';
import { settingChanged } from '../store/settings.slice';
import { applyTheme } from './apply-theme';
import { THEME_NAMES } from './themes';

// the dialog's form and inputs load at its first opening, not with the shell
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

/** Theme, change password, tags view, help document (not for members), printed documents, settings, log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const session = useAppSelector((s) => s.session);
  const { tagsView, theme } = useAppSelector((s) => s.settings);
  const member = isMember(session);

  const items: MenuProps['items'] = [
    {
      key: 'theme',
      label: t('user.theme'),
      children: THEME_NAMES.map((name) => ({ key: `theme:${name}`, label: t(`theme.${name}`), disabled: name === theme })),
    },
    { key: 'password', label: t('user.changePassword') },
    { key: 'tags', label: tagsView ? t('user.tagsViewOff') : t('user.tagsViewOn') },
    ...(member ? [] : [{ key: 'help', label: t('user.helpDocument') }]),
    { key: 'printed', label: t('menu./pdf/download') },
    { key: 'settings', label: t('user.settings') },
    { type: 'divider' },
    { key: 'logout', label: t('user.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('theme:')) void applyTheme(dispatch, key.slice('theme:'.length));
    else if (key === 'password') {
      setPasswordAsked(true);
      setPasswordOpen(true);
    } else if (key === 'tags') dispatch(settingChanged({ key: 'tagsView', value: !tagsView }));
    else if (key === 'help') navigate('/help-document');
    else if (key === 'printed') navigate('/pdf/download');
    else if (key === 'settings') dispatch(settingChanged({ key: 'showSettings', value: true }));
    else if (key === 'logout') void dispatch(logout());
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" icon={<UserOutlined />} aria-label={t('user.menu')}>
          <span className="navbar-user">{session.user?.true_name || session.user?.user_name}</span> <DownOutlined />
        </Button>
      </Dropdown>
      {passwordAsked && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
