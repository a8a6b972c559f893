import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../store/hooks';
import { languageChanged } from '../store/settings.slice';
import { LiveProvider } from '../live/live-provider';
import { LANGUAGES, type Language } from '../i18n/detect-language';

/**
 * What every page shares, admin and wall boards alike: the language and the live layer. antd's
 * providers wrap only the pages that render antd (antd-providers.tsx), so a board loads none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';

  useEffect(() => {
    dispatch(languageChanged(language));
    document.documentElement.lang = language;
  }, [language, dispatch]);

  return <LiveProvider>{children}</LiveProvider>;
}
