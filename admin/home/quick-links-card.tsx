import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../src/store/hooks';
import { MenuIcon } from '../../src/ui/menu-icon';

/** The user's visible screens, except the home page itself. */
export function QuickLinksCard() {
  const { t } = useTranslation();
  const flat = useAppSelector((s) => s.permission.flat);
  const routes = useMemo(() => flat.filter((r) => !r.hidden && r.path !== '/home/index'), [flat]);
  const groups = useAppSelector((s) => s.permission.tree);
  const iconOf = (path: string) => groups.find((g) => path.startsWith(g.path))?.icon ?? 'menu';
  return (
    <Card title={<h2 className="card-title">{t('home.quickLinks')}</h2>}>
      {routes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noLinks')} />
      ) : (
        <nav aria-label={t('home.quickLinks')} className="quick-links">
          {routes.slice(0, 12).map((r) => (
            <Link key={r.path} to={r.path} className="quick-link">
              <MenuIcon name={iconOf(r.path)} /> <span>{t(r.title)}</span>
            </Link>
          ))}
        </nav>
      )}
    </Card>
  );
}
