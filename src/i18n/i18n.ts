import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../constants';
import { detectLanguage, type Language } from './detect-language';
import zh from './locales/zh/common';
import zhMenu from './locales/zh/menu';
import zhLive from './locales/zh/live';
import en from './locales/en/common';
import enMenu from './locales/en/menu';
import enLive from './locales/en/live';
import es from './locales/es/common';
import esMenu from './locales/es/menu';
import esLive from './locales/es/live';
import ja from './locales/ja/common';
import jaMenu from './locales/ja/menu';
import jaLive from './locales/ja/live';

const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];

void i18n.use(initReactI18next).init({
  lng: detectLanguage(Cookies.get(LANGUAGE_COOKIE), browserLanguages),
  fallbackLng: 'en',
  // Menu keys are `menu.<path>`; paths never contain '.' or ':'.
  resources: {
    zh: { translation: { ...zh, ...zhLive, menu: zhMenu } },
    en: { translation: { ...en, ...enLive, menu: enMenu } },
    es: { translation: { ...es, ...esLive, menu: esMenu } },
    ja: { translation: { ...ja, ...jaLive, menu: jaMenu } },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function changeLanguage(lng: Language): void {
  Cookies.set(LANGUAGE_COOKIE, lng, { expires: 365 });
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export default i18n;
