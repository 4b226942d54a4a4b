import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { fra } from './locales/fra';
import { Translator } from './translator';

const translatorOf = () =>
  new Translator(async (language) => {
    if (language === 'en') return en;
    if (language === 'fra') return fra;
    throw new Error(`no ${language} in this test`);
  });

describe('Translator', () => {
  it('finds a message by its dotted key and fills its placeholders', async () => {
    const translator = translatorOf();
    await translator.changeLanguage('en');
    expect(translator.t('home.volume', { volume: '1.2M' })).toBe(
      en.home.volume.replace('{{volume}}', '1.2M'),
    );
    expect(translator.t('tabs.market')).toBe(en.tabs.market);
  });

  it('reads a key without a text as itself, and leaves a placeholder without a value as it is', async () => {
    const translator = translatorOf();
    expect(translator.t('home.volume')).toBe('home.volume');
    await translator.changeLanguage('en');
    expect(translator.t('no.such.key')).toBe('no.such.key');
    expect(translator.t('home')).toBe('home');
    expect(translator.t('home.volume', {})).toBe(en.home.volume);
  });

  it('switches only once the new messages are in, telling its listeners, and an old t keeps its language', async () => {
    const translator = translatorOf();
    await translator.changeLanguage('en');
    const english = translator.t;
    let told = 0;
    const stop = translator.subscribe(() => {
      told += 1;
    });
    await translator.changeLanguage('fra');
    expect(told).toBe(1);
    expect(translator.language).toBe('fra');
    expect(translator.t('tabs.market')).toBe(fra.tabs.market);
    expect(english('tabs.market')).toBe(en.tabs.market);
    stop();
    await translator.changeLanguage('en');
    expect(told).toBe(1);
  });

  it('keeps the language when the new messages fail to load', async () => {
    const translator = translatorOf();
    await translator.changeLanguage('en');
    await expect(translator.changeLanguage('jp')).rejects.toThrow();
    expect(translator.language).toBe('en');
    expect(translator.t('tabs.market')).toBe(en.tabs.market);
  });
});
