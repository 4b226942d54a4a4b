/** The nine interface languages, by the app's own codes (spec §1). */
export const Languages = ['zh', 'en', 'hk', 'th', 'jp', 'pt', 'kor', 'fra', 'spa'] as const;
export type Language = (typeof Languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * App code to BCP 47 locale. Spec §4 names en, zh, hk, fra and spa; the others follow the same
 * rule (the standard tag for the language the code stands for).
 */
export const LOCALES: Readonly<Record<Language, string>> = {
  zh: 'zh-Hans',
  en: 'en',
  hk: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  pt: 'pt',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

/** Each language named in itself, for the picker. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  zh: '简体中文',
  en: 'English',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  pt: 'Português',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (Languages as readonly string[]).includes(value);

export const toLocale = (language: Language): string => LOCALES[language];

/** Reads a language from anything (storage, a query string); unknown values give the default. */
export const languageOr = (value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language =>
  isLanguage(value) ? value : fallback;
