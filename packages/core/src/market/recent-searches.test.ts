import { describe, expect, it } from 'vitest';
import { type Storage, StorageKeys } from '../shared/storage.js';
import { RECENT_SEARCHES_MAX, recentSearchesIn, rememberSearch } from './recent-searches.js';

const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

describe('rememberSearch', () => {
  it('puts the newest first and keeps one of each, in any case', () => {
    expect(rememberSearch(['BTC/USDT', 'ETH/USDT'], 'ETH/USDT')).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(rememberSearch(['eth/usdt'], 'ETH/USDT')).toEqual(['ETH/USDT']);
  });

  it(`keeps the newest ${RECENT_SEARCHES_MAX}`, () => {
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `C${i}/USDT`);
    const next = rememberSearch(many, 'NEW/USDT');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('NEW/USDT');
    expect(next).not.toContain(`C${RECENT_SEARCHES_MAX - 1}/USDT`);
  });
});

describe('recentSearchesIn', () => {
  it('keeps the searches across a restart and clears them', () => {
    const storage = memoryStorage();
    recentSearchesIn(storage).remember('BTC/USDT');
    expect(recentSearchesIn(storage).remember('ETH/USDT')).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(recentSearchesIn(storage).list()).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(recentSearchesIn(storage).clear()).toEqual([]);
    expect(recentSearchesIn(storage).list()).toEqual([]);
  });

  it('reads a damaged or foreign stored value as no searches', () => {
    expect(recentSearchesIn(memoryStorage({ [StorageKeys.recentSearches]: '{oops' })).list()).toEqual([]);
    expect(recentSearchesIn(memoryStorage({ [StorageKeys.recentSearches]: '{"a":1}' })).list()).toEqual([]);
    expect(
      recentSearchesIn(memoryStorage({ [StorageKeys.recentSearches]: '["BTC/USDT",3]' })).list(),
    ).toEqual(['BTC/USDT']);
  });
});
