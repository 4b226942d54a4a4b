import { describe, expect, it } from 'vitest';
import { agreementPath, followPath, groupOf, myCopiesFilterOf, myCopiesPath, traderPath } from './links';

describe('copy trading’s links', () => {
  it('keeps a trader’s page in the group of the list it was opened from', () => {
    expect(groupOf('/pages/copytrade/copy')).toBe('copytrade');
    expect(groupOf('/pages/follow/index')).toBe('follow');
    expect(groupOf('/Pages/Follow/index')).toBe('follow');
    expect(traderPath(7)).toBe('/pages/copytrade/trader?id=7');
    expect(traderPath(7, 'follow')).toBe('/pages/follow/trader?id=7');
    expect(followPath(7)).toBe('/pages/follow/follow?id=7');
  });

  it('sends Chinese readers to agreement_zh and everyone else to agreement_en', () => {
    expect(agreementPath('zh')).toBe('/pages/follow/agreement_zh');
    expect(agreementPath('hk')).toBe('/pages/follow/agreement_zh');
    for (const language of ['en', 'th', 'jp', 'pt', 'kor', 'fra', 'spa'] as const)
      expect(agreementPath(language)).toBe('/pages/follow/agreement_en');
  });

  it('opens My copy trading on the current copies of every trader, with a query only for the rest', () => {
    expect(myCopiesPath({ view: 'current', trader: undefined })).toBe('/pages/copytrade/my');
    expect(myCopiesPath({ view: 'history', trader: 7 })).toBe('/pages/copytrade/my?view=history&trader=7');
    expect(myCopiesFilterOf(new URLSearchParams('view=history&trader=7'))).toEqual({
      view: 'history',
      trader: 7,
    });
    expect(myCopiesFilterOf(new URLSearchParams('view=nonsense&trader=x'))).toEqual({
      view: 'current',
      trader: undefined,
    });
  });
});
