import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';

/**
 * Spec §2: breadcrumbs come from the matched routes that have titles. Plain markup with antd
 * Breadcrumb's look (shell.css): it is part of the shell's first paint, which loads no antd.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useAppSelector((s) => s.permission.flat.find((r) => r.path === pathname));
  if (!route) return null;
  const title = t(route.title);
  // a group named like its only screen (首页 / 首页) shows once
  const parents = route.parents.map((p) => t(`menu.${p}`)).filter((p, i, all) => p !== title || i < all.length - 1);
  return (
    <nav aria-label="breadcrumb" className="navbar-breadcrumb">
      <ol>
        {parents.map((p, i) => (
          <Fragment key={i}>
            <li className="breadcrumb-item">{p}</li>
            <li className="breadcrumb-separator" aria-hidden="true">
              /
            </li>
          </Fragment>
        ))}
        <li className="breadcrumb-item">
          <Link to={route.path} aria-current="page">
            {title}
          </Link>
        </li>
      </ol>
    </nav>
  );
}
