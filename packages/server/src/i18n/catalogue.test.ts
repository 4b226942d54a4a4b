import { Languages } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.js';
import { translate } from './translate.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it.each(Object.entries(catalogue))('%s is translated into every language', (_code, texts) => {
    for (const lang of Languages) {
      expect(texts[lang].trim()).not.toBe('');
      expect(placeholders(texts[lang])).toEqual(placeholders(texts.en));
      if (lang !== 'en') expect(texts[lang]).not.toBe(texts.en);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'SESSION.CODE_TOO_SOON', { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
  });
});
