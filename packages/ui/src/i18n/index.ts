import { DEFAULT_LANGUAGE, type Language, LOCALES, type Notice, type ValidationError } from '@tessera/core';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from './locales';

/**
 * i18next over the nine locale files. The language codes are the app's own (zh, hk, kor…), so the
 * core language actor's value is used as is; the BCP 47 locale only goes on `<html lang>`.
 */
export const initI18n = (language: Language) => {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(MESSAGES).map(([code, messages]) => [code, { translation: messages }]),
    ),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
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

/** A whole number (a limit, a count) with the locale's grouping. */
export const formatInteger = (digits: string, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(BigInt(digits));
