import { GlobalOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button';
import { whenIdle } from '../ui/when-idle';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * The language button, plain (the login page paints without antd). Its menu (antd Dropdown and
 * Menu) loads once the page is idle or at the first click, so no first paint carries it; a click before then opens the
 * menu as soon as it has loaded.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const button = (
    <IconButton
      icon={<GlobalOutlined />}
      aria-label={t('language.label')}
      onClick={() => {
        setClicked(true);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu openAtStart={clicked} />
    </Suspense>
  );
}
