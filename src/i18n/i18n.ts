import i18n, { type BackendModule } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../constants';
import { detectLanguage, type Language } from './detect-language';

const browserLanguages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** One language's app strings, each language its own chunk. Menu keys are `menu.<path>`; paths never contain '.' or ':'. */
const LOCALES: Record<Language, () => Promise<object>> = {
  zh: () =>
    Promise.all([import('./locales/zh/common'), import('./locales/zh/live'), import('./locales/zh/menu')]).then(([c, l, m]) => ({
      ...c.default,
      ...l.default,
      menu: m.default,
    })),
  en: () =>
    Promise.all([import('./locales/en/common'), import('./locales/en/live'), import('./locales/en/menu')]).then(([c, l, m]) => ({
      ...c.default,
      ...l.default,
      menu: m.default,
    })),
  es: () =>
    Promise.all([import('./locales/es/common'), import('./locales/es/live'), import('./locales/es/menu')]).then(([c, l, m]) => ({
      ...c.default,
      ...l.default,
      menu: m.default,
    })),
  ja: () =>
    Promise.all([import('./locales/ja/common'), import('./locales/ja/live'), import('./locales/ja/menu')]).then(([c, l, m]) => ({
      ...c.default,
      ...l.default,
      menu: m.default,
    })),
};

/**
 * Loads the app strings of a language when i18next first needs it: the start loads only the
 * user's language, a switch loads the next one before it shows. Other namespaces (resource labels,
 * approvals, maps) are added by their modules (namespace.ts), so they load nothing here.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = ns === 'translation' ? LOCALES[lng as Language] : undefined;
    if (!load) return done(null, {});
    load().then(
      (bundle) => done(null, bundle),
      (e: Error) => done(e, false),
    );
  },
};

/**
 * Resolves once the user's language is loaded: main.tsx renders after it. No fallback language:
 * every language is complete (the locale types and menu-titles.test.ts check it), and a fallback
 * would load a second language at every start.
 */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(Cookies.get(LANGUAGE_COOKIE), browserLanguages),
    fallbackLng: false,
    // the language is known at once (the store reads it); its strings follow
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export function changeLanguage(lng: Language): void {
  Cookies.set(LANGUAGE_COOKIE, lng, { expires: 365 });
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export default i18n;
