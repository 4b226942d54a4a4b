import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { CandleBook } from './candle-book.js';

const tick = (price: string, at: string) => ({
  symbol: 'BTC/USDT',
  price: new Decimal(price),
  volume: new Decimal('1'),
  at: new Date(at),
});

describe('CandleBook', () => {
  it('merges the ticks of a candle and hands each changed candle over once, closed ones too', () => {
    const book = new CandleBook();
    book.add(tick('100', '2026-11-25T12:00:10Z'));
    book.add(tick('105', '2026-11-25T12:00:20Z'));
    book.add(tick('99', '2026-11-25T12:00:30Z'));
    book.add(tick('101', '2026-11-25T12:01:05Z'));
    const changed = book.drain();
    const minutes = changed.filter((k) => k.period === '1m');
    expect(
      minutes.map((k) => [
        k.open.toFixed(),
        k.high.toFixed(),
        k.low.toFixed(),
        k.close.toFixed(),
        k.volume.toFixed(),
      ]),
    ).toEqual([
      ['100', '105', '99', '99', '3'],
      ['101', '101', '101', '101', '1'],
    ]);
    // One candle per other period, holding all four ticks.
    expect(changed).toHaveLength(2 + 8);
    expect(book.current('BTC/USDT', '1M')?.volume.toFixed()).toBe('4');
    expect(book.drain()).toEqual([]);
    expect(book.isCurrent(minutes[1]!)).toBe(true);
    expect(book.isCurrent(minutes[0]!)).toBe(false);
  });
});
