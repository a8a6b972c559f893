import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../shell/themes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { languageChanged } from '../store/settings.slice';
import { registerMessageApi } from '../ui/feedback';
import { LiveProvider } from '../live/live-provider';
import type { Language } from '../i18n/detect-language';

const ANTD_LOCALES = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

/** Hands the themed message instance to code outside React (src/ui/feedback.ts). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/** antd theme and locale follow the settings store and i18next. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.settings.theme);
  const language = (i18n.language as Language) in ANTD_LOCALES ? (i18n.language as Language) : 'en';

  useEffect(() => {
    dispatch(languageChanged(language));
    document.documentElement.lang = language;
  }, [language, dispatch]);

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: THEMES[theme].primary, borderRadius: 4 } }}>
      {/* notices (sampling reminders, alarms) stack at the bottom right, away from the header's
          controls, and let clicks through to what they cover (shell.css) */}
      <AntApp notification={{ placement: 'bottomRight', stack: { threshold: 3 } }}>
        <MessageBridge />
        <LiveProvider>{children}</LiveProvider>
      </AntApp>
    </ConfigProvider>
  );
}
