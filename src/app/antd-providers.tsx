import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../shell/themes';
import { useAppSelector } from '../store/hooks';
import { registerFeedbackApis } from '../ui/feedback';
import type { Language } from '../i18n/detect-language';
// the shell's and the login page's layout, with the notices' click-through rule
import '../shell/shell.css';

const ANTD_LOCALES = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

/** Hands the themed message and notification instances to code outside React (src/ui/feedback.ts). */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerFeedbackApis(message, notification), [message, notification]);
  return null;
}

/**
 * antd's theme and locale, following the settings store and i18next: around the pages that render
 * antd (the admin shell, login, error pages), never around a wall board.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useAppSelector((s) => s.settings.theme);
  const language = (i18n.language as Language) in ANTD_LOCALES ? (i18n.language as Language) : 'en';
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: THEMES[theme].primary, borderRadius: 4 } }}>
      {/* notices (sampling reminders, alarms) stack at the bottom right, away from the header's
          controls, and let clicks through to what they cover (shell.css) */}
      <AntApp notification={{ placement: 'bottomRight', stack: { threshold: 3 } }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
