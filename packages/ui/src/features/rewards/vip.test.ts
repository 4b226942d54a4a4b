import { Decimal, nextVipTier } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { nextLevelWords } from './vip';

const standing = (level: number, volume30d: string, holdings: string) => ({
  volume30d: new Decimal(volume30d),
  holdings: new Decimal(holdings),
  next: nextVipTier(level),
});

describe('the way to the next VIP level', () => {
  it('says what is left on each road, in the user’s language', () => {
    expect(nextLevelWords(standing(1, '100000', '20000'), formatsFor('en'))).toEqual({
      key: 'vip.toNext',
      params: { level: '2', volume: '400,000', holdings: '30,000' },
    });
    expect(nextLevelWords(standing(0, '1234.5', '0.25'), formatsFor('fra'))).toEqual({
      key: 'vip.toNext',
      params: { level: '1', volume: '48\u202f765,5', holdings: '4\u202f999,75' },
    });
  });

  it('says a threshold already met waits for the next review, by either road', () => {
    expect(nextLevelWords(standing(1, '0', '60000'), formatsFor('en'))).toEqual({
      key: 'vip.reached',
      params: { level: '2' },
    });
    expect(nextLevelWords(standing(1, '500000', '0'), formatsFor('en'))).toEqual({
      key: 'vip.reached',
      params: { level: '2' },
    });
  });

  it('has nothing further to say at the top of the table', () => {
    expect(nextLevelWords(standing(5, '0', '0'), formatsFor('en'))).toEqual({ key: 'vip.top' });
  });
});
