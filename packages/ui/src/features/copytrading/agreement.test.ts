import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/locales';
import { FOLLOW_AGREEMENT, TRADER_TERMS } from './agreement';

type Tree = { readonly [key: string]: string | Tree };

const subtree = (path: string): Tree => {
  let node: string | Tree = MESSAGES.en as unknown as Tree;
  for (const part of path.split('.')) {
    if (typeof node === 'string') throw new Error(`${path} is text`);
    node = node[part] ?? '';
  }
  if (typeof node === 'string') throw new Error(`${path} is not a tree`);
  return node;
};

describe('the documents a user accepts', () => {
  it('shows every part of the follow agreement and of the trader terms that the messages hold, in order', () => {
    for (const [document, namespace] of [
      [FOLLOW_AGREEMENT, 'copy.agreement'],
      [TRADER_TERMS, 'copy.terms'],
    ] as const) {
      const parts = Object.keys(subtree(namespace)).filter((key) => key !== 'title');
      expect(document.sections.map((section) => section.titleKey)).toEqual(
        parts.map((part) => `${namespace}.${part}.title`),
      );
      expect(document.titleKey).toBe(`${namespace}.title`);
    }
  });

  it('names the versions the exchange records as accepted', () => {
    expect(FOLLOW_AGREEMENT.version).toBe('follow-agreement/1');
    expect(TRADER_TERMS.version).toBe('trader-terms/1');
  });
});
