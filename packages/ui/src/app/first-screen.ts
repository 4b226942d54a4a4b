import type { Language } from '@tessera/core';
import { MESSAGE_LOADERS } from '../i18n/loaders';
import { STORAGE_PREFIX } from './constants';
import { parseHash } from './hash-history';
import { loadPage } from './pages';
import { findRoute, type PageKey } from './routes';

/**
 * Where core keeps the chosen language (`StorageKeys.lang` under compose's prefix) and its default
 * (`DEFAULT_LANGUAGE`), written out because this module runs before core has arrived
 * (first-screen.test.ts keeps them equal).
 */
export const STORED_LANGUAGE_KEY = `${STORAGE_PREFIX}lang`;
const FIRST_VISIT_LANGUAGE: Language = 'en';

const hasMessages = (value: string): value is Language => Object.hasOwn(MESSAGE_LOADERS, value);

/** What the first screen shows for an address and a stored language: its page (if any) and its language. */
export const firstScreen = (
  hash: string,
  storedLanguage: string | null,
): { readonly page: PageKey | undefined; readonly language: Language } => ({
  page: findRoute(parseHash(hash).pathname)?.page,
  language: storedLanguage !== null && hasMessages(storedLanguage) ? storedLanguage : FIRST_VISIT_LANGUAGE,
});

/** The stored language, if storage can be read (it cannot in some private modes). */
const storedLanguage = (): string | null => {
  try {
    return localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * Starts downloading the two chunks the first screen needs besides the app's code, the page the
 * address names and the messages of the stored language, while the app's libraries are still on
 * their way: before, they were requested only once those had arrived and run (~250 ms later on a
 * slow phone). The language is a guess for core's language actor, which decides: when it differs
 * (storage cleared by a migration), the right messages simply load later. Resolves when the page
 * has arrived or failed (its own loader then shows the error and the retry).
 */
export const preloadFirstScreen = (): Promise<void> => {
  const { page, language } = firstScreen(window.location.hash, storedLanguage());
  void MESSAGE_LOADERS[language]().catch(() => undefined);
  return page === undefined
    ? Promise.resolve()
    : loadPage(page).then(
        () => undefined,
        () => undefined,
      );
};
