import { Failures, Loadables } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ada } from '../../testing/copytrading';
import { formatReturn, recordFigures, toneOf, traderStanding } from './records';

describe('a trader’s record on screen', () => {
  it('writes a return signed, in the user’s language, a gain green and a loss red', () => {
    expect(formatReturn('0.125', 'en')).toBe('+12.5%');
    expect(formatReturn('-0.03', 'en')).toBe('-3%');
    expect(formatReturn('0', 'en')).toBe('0%');
    expect(formatReturn('0.125', 'fra')).toBe('+12,5\u00a0%');
    expect(formatReturn('0.123456', 'en')).toBe('+12.35%');
    expect(toneOf('0.125')).toBe('up');
    expect(toneOf('-0.03')).toBe('down');
    expect(toneOf('0')).toBeUndefined();
  });

  it('shows the return first, then win rate, drawdown, closed positions, followers and the margin under copy', () => {
    expect(recordFigures(ada.stats, 'en')).toEqual([
      { key: 'return', labelKey: 'copy.stats.return', value: '+12.5%', tone: 'up' },
      { key: 'winRate', labelKey: 'copy.stats.winRate', value: '60%' },
      { key: 'maxDrawdown', labelKey: 'copy.stats.maxDrawdown', value: '4%' },
      { key: 'closed', labelKey: 'copy.stats.closed', value: '20' },
      { key: 'followers', labelKey: 'copy.stats.followers', value: '3' },
      { key: 'assets', labelKey: 'copy.stats.assets', value: '1,500 USDT' },
    ]);
  });
});

describe('whether the user is a trader', () => {
  it('is a trader when the exchange answers their page, none when it knows no trader of theirs', () => {
    expect(traderStanding(Loadables.loading())).toEqual({ kind: 'loading' });
    expect(traderStanding(Loadables.ready(ada))).toEqual({ kind: 'trader', trader: ada });
    expect(
      traderStanding(Loadables.failed(Failures.rejected('COPY.UNKNOWN_TRADER', 'There is no such trader'))),
    ).toEqual({ kind: 'none' });
  });

  it('does not take a failure to answer for "no trader": that is retried', () => {
    const down = Failures.network('down');
    expect(traderStanding(Loadables.failed(down))).toEqual({ kind: 'failed', failure: down });
  });
});
