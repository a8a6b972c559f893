export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

const supported = (tag: string | undefined): Language | undefined => {
  const short = tag?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short ?? '') ? (short as Language) : undefined;
};

/** Spec §9: the language cookie, else the browser's languages, else en. */
export function detectLanguage(cookie: string | undefined, browser: readonly string[]): Language {
  return supported(cookie) ?? browser.map(supported).find(Boolean) ?? 'en';
}
