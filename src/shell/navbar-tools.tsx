import { BankOutlined, ContactsOutlined, EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { isMember, isStation } from '../store/session.slice';
import { FullscreenButton } from './fullscreen-button';
import { LanguagePicker } from './language-picker';
import { MenuSearchBox } from './menu-search-box';
import { NoticeIcon } from './notice-icon';
import { NoticePanel } from './notice-panel';
import { SmartScreenDropdown } from './smart-screen-dropdown';
import { UserMenu } from './user-menu';

/** A navbar link shown only when the user has a screen for it. */
function RouteLink({ path, label, icon }: { path: string; label: string; icon: React.ReactNode }) {
  const navigate = useNavigate();
  const routable = useAppSelector((s) => s.permission.flat.some((r) => r.path === path));
  if (!routable) return null;
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={() => navigate(path)} />
    </Tooltip>
  );
}

/** The navbar's right-hand tools: antd controls, loaded with the shell's antd part, not the first paint. */
export function NavbarTools({ device }: { device: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const session = useAppSelector((s) => s.session);
  const member = isMember(session);
  const station = isStation(session);
  const org = session.orgList.find((o) => o.org_id === session.orgId);

  return (
    <Space size={4} wrap={false}>
      {device === 'desktop' && <MenuSearchBox />}
      {!member && <SmartScreenDropdown />}
      {!member && <NoticeIcon />}
      {!member && <NoticePanel />}
      <RouteLink path="/customer/distribution-map" label={t('navbar.customerMap')} icon={<EnvironmentOutlined />} />
      {!member && <RouteLink path="/address" label={t('navbar.addressBook')} icon={<ContactsOutlined />} />}
      {device === 'desktop' && <FullscreenButton />}
      <LanguagePicker />
      {org && (
        <Tooltip title={station ? t('navbar.station') : t('navbar.org')}>
          <span className="navbar-org" aria-label={`${station ? t('navbar.station') : t('navbar.org')}: ${org.org_name}`}>
            {station ? <ShopOutlined /> : <BankOutlined />} {device === 'desktop' && org.org_name}
          </span>
        </Tooltip>
      )}
      <UserMenu />
    </Space>
  );
}
