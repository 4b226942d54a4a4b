import { DEFAULT_LANGUAGE, type Language, LOCALES, type Notice, type ValidationError } from '@tessera/core';
import { type Formats, formatsFor } from './format';
import { MESSAGE_LOADERS } from './loaders';
import { createTranslationHook, type TFunction, Translator } from './translator';

/**
 * The app's translator over the nine locale files, each loaded lazily (see `loaders.ts`). The
 * language codes are the app's own (zh, hk, kor…), so the core language actor's value is used as
 * is; the BCP 47 locale only goes on `<html lang>`. No fallback language: every locale has every
 * key (locales.test.ts), and a fallback would download English for everyone.
 */
export const translator = new Translator((language) => MESSAGE_LOADERS[language]());

/** `const { t } = useTranslation()`: the words of the active language, re-rendered on a switch. */
export const useTranslation = createTranslationHook(translator);

export type { Formats } from './format';
export { formatsFor } from './format';
export type { TFunction } from './translator';

/**
 * `const format = useFormat()`: numbers and dates as the active language writes them
 * (`format.amount(balance)`, `format.dateTime(order.createdAt)`), switching with the words.
 */
export const useFormat = (): Formats => formatsFor(useTranslation().i18n.language ?? DEFAULT_LANGUAGE);

/** Resolves once the active language's messages are in, so the first render never shows a key. */
export const initI18n = async (language: Language) => {
  await translator.changeLanguage(language);
  document.documentElement.lang = LOCALES[language];
  return translator;
};

/** The words of a notice: server text is already localized, keys are translated here. */
export const noticeText = (t: TFunction, notice: Notice): string =>
  'text' in notice ? notice.text : t(notice.key);

/** The words of a validation error, with its parameters ({{min}}, {{max}}, {{length}}) filled in. */
export const validationText = (t: TFunction, error: ValidationError | undefined): string | undefined =>
  error === undefined ? undefined : t(error.messageKey, { ...error.params });

/**
 * A validation error with its amount parameters named in `names` (plain digits from core) grouped
 * as the screens write amounts (`format`, the user's language), so "500000 to 10000000" reads
 * "500,000 to 10,000,000"; other errors and parameters are left alone.
 */
export const withGroupedAmounts = (
  error: ValidationError | undefined,
  names: ReadonlySet<string>,
  format: Formats,
): ValidationError | undefined => {
  if (error?.params === undefined) return error;
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) =>
      names.has(name) && /^\d+(\.\d+)?$/.test(String(value))
        ? [name, format.amount(String(value))]
        : [name, value],
    ),
  );
  return { ...error, params };
};
