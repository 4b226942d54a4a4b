import { DEFAULT_LANGUAGE, StorageKeys } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from './constants';
import { firstScreen, STORED_LANGUAGE_KEY } from './first-screen';

describe('firstScreen', () => {
  it('names the page of the address, whatever its case, and none for an unknown one', () => {
    expect(firstScreen('', null).page).toBe('home');
    expect(firstScreen('#/', null).page).toBe('home');
    expect(firstScreen('#/Pages/Market/market?x=1', null).page).toBe('market');
    expect(firstScreen('#/pages/nowhere', null).page).toBeUndefined();
  });

  it('takes the stored language, or the default for none or an unknown one', () => {
    expect(firstScreen('#/', 'fra').language).toBe('fra');
    expect(firstScreen('#/', null).language).toBe(DEFAULT_LANGUAGE);
    expect(firstScreen('#/', 'klingon').language).toBe(DEFAULT_LANGUAGE);
    expect(firstScreen('#/', 'toString').language).toBe(DEFAULT_LANGUAGE);
  });

  it('reads the language where core keeps it', () => {
    expect(STORED_LANGUAGE_KEY).toBe(`${STORAGE_PREFIX}${StorageKeys.lang}`);
  });
});
