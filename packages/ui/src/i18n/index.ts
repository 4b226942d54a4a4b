import { isLanguage, type Language, LOCALES, type Notice, type ValidationError } from '@tessera/core';
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_LOADERS } from './loaders';

/** Reads a language's messages from its own chunk when i18next first needs them. */
const lazyMessages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(new Error(`no messages for language ${language}`), false);
      return;
    }
    MESSAGE_LOADERS[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * i18next over the nine locale files, each loaded lazily (see `loaders.ts`). The language codes
 * are the app's own (zh, hk, kor…), so the core language actor's value is used as is; the BCP 47
 * locale only goes on `<html lang>`. Resolves once the active language's messages are in, so the
 * first render never shows a key; `changeLanguage` also switches only after the new language's
 * chunk has arrived, so a switch never flashes keys either. No fallback language: every locale has
 * every key (locales.test.ts), and a fallback would download English for everyone.
 */
export const initI18n = async (language: Language) => {
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = LOCALES[language];
  return i18next;
};

/** The words of a notice: server text is already localized, keys are translated here. */
export const noticeText = (t: TFunction, notice: Notice): string =>
  'text' in notice ? notice.text : t(notice.key);

/** The words of a validation error, with its parameters ({{min}}, {{max}}, {{length}}) filled in. */
export const validationText = (t: TFunction, error: ValidationError | undefined): string | undefined =>
  error === undefined ? undefined : t(error.messageKey, { ...error.params });

/** A point in time (ISO string) as the user's locale writes a date and time. */
export const formatDateTime = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A time of day (ISO string) with seconds, as the user's locale writes it: when a trade happened. */
export const formatTime = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'medium' }).format(new Date(iso));

/** A whole number (a limit, a count) with the locale's grouping. */
export const formatInteger = (digits: string, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(BigInt(digits));
