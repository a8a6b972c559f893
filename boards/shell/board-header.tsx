import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLiveConnected } from '../../src/live/live-context';
import { BoardClock } from './board-clock';
import { useBoardTitle } from './use-board-title';

/** Spec doc 1 §2: left home, production, material; right delivery centre, dispatch map, environment. */
export const HEADER_LEFT = [
  { path: '/bigscreen/home', label: 'board.nav.home' },
  { path: '/bigscreen/production', label: 'board.nav.production' },
  { path: '/bigscreen/material', label: 'board.nav.material' },
] as const;
export const HEADER_RIGHT = [
  { path: '/bigscreen/delivery', label: 'board.nav.delivery' },
  { path: '/bigscreen/map', label: 'board.nav.map' },
  { path: '/bigscreen/environment', label: 'board.nav.environment' },
] as const;

function NavGroup({ items, side }: { items: readonly { path: string; label: string }[]; side: 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <nav className={`board-nav board-nav-${side}`} aria-label={side}>
      {items.map((i) => (
        <NavLink key={i.path} to={i.path} className={({ isActive }) => `board-nav-item${isActive ? ' active' : ''}`}>
          {t(i.label)}
        </NavLink>
      ))}
    </nav>
  );
}

export function BoardHeader() {
  const { t } = useTranslation();
  const title = useBoardTitle();
  const connected = useLiveConnected();
  return (
    <header className="board-header">
      <NavGroup items={HEADER_LEFT} side="left" />
      <h1 className="board-title">{title ?? t('board.title')}</h1>
      <NavGroup items={HEADER_RIGHT} side="right" />
      <div className="board-header-status">
        {!connected && (
          <span className="board-offline" role="status">
            {t('live.offline')}
          </span>
        )}
        <BoardClock />
      </div>
    </header>
  );
}
