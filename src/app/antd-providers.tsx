import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n/i18n';
import { THEMES } from '../shell/themes';
import { useAppSelector } from '../store/hooks';
import { registerFeedbackApis } from '../ui/feedback';
import type { Language } from '../i18n/detect-language';
// the pickers' today is the plant's (dayjs's default zone follows the plant clock)
import '../ui/plant-day';
// the shell's and the login page's layout
import '../shell/shell.css';

/** antd's texts of one language, each its own chunk: a page loads its user's language only. */
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/locale/zh_CN'),
  en: () => import('antd/locale/en_US'),
  es: () => import('antd/locale/es_ES'),
  ja: () => import('antd/locale/ja_JP'),
};
/**
 * dayjs's locale of each language (month and weekday names, first day of the week), which antd's
 * pickers read through the name in antd's locale (zh_CN → zh-cn): without it loaded a zh picker
 * shows 'Jan Feb…'. English is dayjs's own.
 */
const DAYJS_LOCALES: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: async () => undefined },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};
const loaded: Partial<Record<Language, Locale>> = {};
async function loadLocale(lng: Language): Promise<Locale> {
  if (!loaded[lng]) loaded[lng] = (await Promise.all([ANTD_LOCALES[lng](), DAYJS_LOCALES[lng].load()]))[0].default;
  return loaded[lng];
}
const languageOf = (lng: string): Language => (lng in ANTD_LOCALES ? (lng as Language) : 'en');
/** dayjs formats in the language antd shows (its global locale: a screen's own `format('MMM')` too). */
const showLocale = (lng: Language, locale: Locale) => {
  dayjs.locale(DAYJS_LOCALES[lng].name);
  return locale;
};

// the start's language is there before the first antd page renders (this module waits for it)
showLocale(languageOf(i18n.language), await loadLocale(languageOf(i18n.language)));

/** antd's locale for the language; after a switch, the one shown until the next has loaded. */
function useAntdLocale(language: Language): Locale | undefined {
  const [shown, setShown] = useState(() => loaded[language]);
  useEffect(() => {
    let live = true;
    void loadLocale(language).then((l) => {
      if (live) setShown(showLocale(language, l));
    });
    return () => {
      live = false;
    };
  }, [language]);
  return shown;
}

/** Hands the themed message instance to code outside React (src/ui/feedback.ts). */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerFeedbackApis(message), [message]);
  return null;
}

/**
 * antd's theme and locale, following the settings store and i18next: around the pages that render
 * antd (the admin shell, login, error pages), never around a wall board.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const {
    i18n: { language },
  } = useTranslation();
  const theme = useAppSelector((s) => s.settings.theme);
  const locale = useAntdLocale(languageOf(language));
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: THEMES[theme].primary, borderRadius: 4 } }}>
      {/* no floating notifications: the sampling reminders have the shell's reminder area and bell
          (src/shell/shell-reminders.tsx), which no control lies under */}
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
