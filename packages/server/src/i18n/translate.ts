import type { Language } from '@tessera/core';
import { catalogue, type MessageCode } from './catalogue.js';

export type MessageParams = Readonly<Record<string, string | number>>;

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(catalogue, code);

/** The text of `code` in `lang`, with `{name}` placeholders filled from `params`. */
export const translate = (lang: Language, code: MessageCode, params: MessageParams = {}): string =>
  catalogue[code][lang].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
