export type { LanguageContext, LanguageEvent } from './machine.js';
export { languageMachine } from './machine.js';
export type { Language } from './model.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  Languages,
  LOCALES,
  languageOr,
  toLocale,
} from './model.js';
