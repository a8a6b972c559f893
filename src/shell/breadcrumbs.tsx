import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';

/** Spec §2: breadcrumbs come from the matched routes that have titles. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useAppSelector((s) => s.permission.flat.find((r) => r.path === pathname));
  if (!route) return null;
  const title = t(route.title);
  // a group named like its only screen (首页 / 首页) shows once
  const parents = route.parents.map((p) => t(`menu.${p}`)).filter((p, i, all) => p !== title || i < all.length - 1);
  const items = [...parents.map((p) => ({ title: p })), { title: <Link to={route.path} aria-current="page">{title}</Link> }];
  return <Breadcrumb items={items} aria-label="breadcrumb" className="navbar-breadcrumb" />;
}
