import { DesktopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { isMember } from '../store/session.slice';

/**
 * Information centre and queue board (spec §2): only when the menu holds id 17 with 1701/1702.
 * The boards are their own full-screen app, so they open in a new window. Never for project
 * members (spec §2), whatever their menu holds: the guard lives here, not only at the call site.
 */
export function SmartScreenDropdown() {
  const { t } = useTranslation();
  const { infoCentre, queueBoard } = useAppSelector((s) => s.permission.smartScreen);
  const member = useAppSelector((s) => isMember(s.session));
  if (member) return null;
  const items = [
    ...(infoCentre ? [{ key: '/bigscreen/home', label: t('navbar.infoCentre') }] : []),
    ...(queueBoard ? [{ key: '/bridge/self/queueshow', label: t('navbar.queueBoard') }] : []),
  ];
  if (!items.length) return null;
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => window.open(key, '_blank', 'noopener') }}>
      <Button type="text" icon={<DesktopOutlined />} aria-label={t('navbar.smartScreen')}>
        <span className="navbar-label">{t('navbar.smartScreen')}</span>
      </Button>
    </Dropdown>
  );
}
