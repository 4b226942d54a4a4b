import type { Language } from '@tessera/core';
import { useSyncExternalStore } from 'react';
import type { Messages } from './locales/en';

/** Values put into a message's `{{name}}` placeholders. */
export type MessageParams = Readonly<Record<string, unknown>>;

/** The words of a message key (`home.volume`), its placeholders filled in. */
export type TFunction = (key: string, params?: MessageParams) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A nested value of the messages by its dotted key; undefined when the key names no text. */
const lookUp = (messages: Messages, key: string): string | undefined => {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * The app's words in the active language: a key names a text of the language's messages, whose
 * `{{name}}` placeholders take the parameters (as text; the messages are React children, never
 * HTML, so nothing is escaped here). A key without a text reads as itself, so a missing word shows
 * up on screen and in tests. The messages of a language are loaded before it becomes the active
 * one, so a switch never shows keys; a `t` kept from before a switch still speaks its language.
 */
export class Translator {
  #language: Language | undefined;
  #t: TFunction = (key) => key;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly load: (language: Language) => Promise<Messages>) {}

  get language(): Language | undefined {
    return this.#language;
  }

  /** The translating function of the active language; a new one after each switch. */
  get t(): TFunction {
    return this.#t;
  }

  /** Loads `language`'s messages, then makes it the active language and tells the listeners. */
  async changeLanguage(language: Language): Promise<void> {
    const messages = await this.load(language);
    this.#language = language;
    this.#t = (key, params) => {
      const text = lookUp(messages, key);
      if (text === undefined) return key;
      return params === undefined
        ? text
        : text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
    };
    for (const listener of this.#listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** What a component reads of the translator: `t`, and the active language with the way to switch it. */
export interface Translation {
  readonly t: TFunction;
  readonly i18n: {
    readonly language: Language | undefined;
    changeLanguage(language: Language): Promise<void>;
  };
}

/** The translator of a React tree; `useTranslation` re-renders its component when the language changes. */
export const createTranslationHook = (translator: Translator) => {
  const i18n = {
    get language() {
      return translator.language;
    },
    changeLanguage: (language: Language) => translator.changeLanguage(language),
  };
  return (): Translation => {
    const t = useSyncExternalStore(translator.subscribe, () => translator.t);
    return { t, i18n };
  };
};
