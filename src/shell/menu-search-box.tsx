import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../ui/when-idle';

const loadField = () => import('./menu-search-field');
const MenuSearchField = lazy(() => loadField().then((m) => ({ default: m.MenuSearchField })));

/**
 * The menu search: its auto-complete (antd Select, fuse.js) is not part of the shell's first paint.
 * A plain input stands in until the browser is idle or the user focuses it, then the field takes
 * its place with what was typed and the focus.
 */
export function MenuSearchBox() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);

  const standIn = (
    <input
      className="menu-search-stand-in"
      placeholder={t('navbar.searchMenu')}
      value={typed}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      onChange={(e) => setTyped(e.target.value)}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuSearchField initial={typed} autoFocus={focused} />
    </Suspense>
  );
}
