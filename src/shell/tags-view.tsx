import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TAB_WIDTH_PX } from '../constants';
import { useAppSelector } from '../store/hooks';
import type { TabView } from '../store/tags-view.slice';
import { useTagActions } from './tag-actions';

/** The tab bar: one tab per visited path, context menu, affixed tabs, arrows when it overflows. */
export function TagsView() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visited = useAppSelector((s) => s.tagsView.visited);
  const actions = useTagActions();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);

  const measure = useCallback(() => {
    const el = scroller.current;
    setOverflow(!!el && el.scrollWidth > el.clientWidth);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, visited.length]);

  useEffect(() => {
    scroller.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visited.length]);

  const scroll = (dir: number) => scroller.current?.scrollBy({ left: dir * TAB_WIDTH_PX * 3, behavior: 'smooth' });

  const menuFor = (v: TabView) => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      ...(v.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key }: { key: string }) => (key === 'closeAll' ? actions.closeAll() : actions[key as 'refresh' | 'close' | 'closeOthers'](v)),
  });

  return (
    <nav className="tags-view" aria-label={t('tags.bar')}>
      {overflow && <Button type="text" size="small" icon={<LeftOutlined />} aria-label={t('tags.left')} onClick={() => scroll(-1)} />}
      <div className="tags-scroller" ref={scroller}>
        {visited.map((v) => {
          const active = v.path === pathname;
          const title = v.title ? t(v.title) : t('tags.noName');
          return (
            <Dropdown key={v.path} trigger={['contextMenu']} menu={menuFor(v)}>
              <div className={`tag${active ? ' tag-active' : ''}`} style={{ width: TAB_WIDTH_PX }} data-path={v.path}>
                <Link to={v.fullPath} aria-current={active ? 'page' : undefined} title={title}>
                  {title}
                </Link>
                {!v.affix && (
                  <button type="button" className="tag-close" aria-label={`${t('tags.close')} ${title}`} onClick={() => actions.close(v)}>
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {overflow && <Button type="text" size="small" icon={<RightOutlined />} aria-label={t('tags.right')} onClick={() => scroll(1)} />}
    </nav>
  );
}
