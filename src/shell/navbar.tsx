import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { sidebarToggled } from '../store/settings.slice';
import { IconButton } from '../ui/icon-button';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The navbar's part of the first paint, plain (no antd): the sidebar toggle and the breadcrumbs.
 * Its tools (search, notices, language, user menu: navbar-tools.tsx) are antd controls rendered
 * into `toolsSlot` by the shell's antd part (shell-content.tsx) once it has loaded.
 */
export function Navbar({ device, toolsSlot }: { device: 'desktop' | 'mobile'; toolsSlot: (el: HTMLDivElement | null) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const opened = useAppSelector((s) => s.settings.sidebarOpened);
  return (
    <div className="navbar">
      <IconButton
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={opened}
        onClick={() => dispatch(sidebarToggled(undefined))}
      />
      {device === 'desktop' && <Breadcrumbs />}
      <div className="navbar-right" ref={toolsSlot} />
    </div>
  );
}
