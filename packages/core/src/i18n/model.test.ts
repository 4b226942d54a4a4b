import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from './machine.js';
import { isLanguage, LANGUAGE_NAMES, Languages, languageOr, toLocale } from './model.js';

describe('languages (spec §1, §4)', () => {
  it('offers the nine languages, English by default', () => {
    expect([...Languages].sort()).toEqual(['en', 'fra', 'hk', 'jp', 'kor', 'pt', 'spa', 'th', 'zh']);
    expect(languageOr(null)).toBe('en');
    expect(languageOr('EN')).toBe('en');
    expect(languageOr(42)).toBe('en');
    expect(languageOr('kor')).toBe('kor');
    expect(languageOr('xx', 'zh')).toBe('zh');
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('es')).toBe(false);
  });

  it('maps each app language to its locale: en, zh-Hans, zh-Hant, fr, es as §4 says, the rest by standard tag', () => {
    expect(Object.fromEntries(Languages.map((language) => [language, toLocale(language)]))).toEqual({
      en: 'en',
      zh: 'zh-Hans',
      hk: 'zh-Hant',
      fra: 'fr',
      spa: 'es',
      th: 'th',
      jp: 'ja',
      pt: 'pt',
      kor: 'ko',
    });
  });

  it('names each language in itself for the picker', () => {
    expect(LANGUAGE_NAMES).toEqual({
      zh: '简体中文',
      en: 'English',
      hk: '繁體中文',
      th: 'ไทย',
      jp: '日本語',
      pt: 'Português',
      kor: '한국어',
      fra: 'Français',
      spa: 'Español',
    });
  });

  it('changes and persists the chosen language', () => {
    const persisted: string[] = [];
    const actor = createActor(
      languageMachine.provide({ actions: { persistLanguage: (_, language) => persisted.push(language) } }),
      { input: { language: 'en' } },
    ).start();
    actor.send({ type: 'language.change', language: 'hk' });
    expect(actor.getSnapshot().context.language).toBe('hk');
    expect(persisted).toEqual(['hk']);
  });
});
