import { Decimal } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleOfTick, RollingWindow } from './rolling-window.js';

const MINUTE = 60_000;
const tick = (price: string, minutes: number, volume = '1') =>
  candleOfTick({ price: new Decimal(price), volume: new Decimal(volume), at: new Date(minutes * MINUTE) });

describe('RollingWindow', () => {
  it('is empty until something is added', () => {
    expect(new RollingWindow().stats()).toBeUndefined();
  });

  it('folds ticks into open, high, low, close and volume', () => {
    const window = new RollingWindow();
    for (const [price, at] of [
      ['10', 0],
      ['12', 0.5],
      ['9', 1],
      ['11', 2.2],
    ] as const) {
      window.add(tick(price, at));
    }
    const stats = window.stats()!;
    expect([stats.open, stats.high, stats.low, stats.close, stats.volume].map((d) => d.toFixed())).toEqual([
      '10',
      '12',
      '9',
      '11',
      '4',
    ]);
    expect(stats.at).toEqual(new Date(2.2 * MINUTE));
  });

  it('forgets minutes older than its span', () => {
    const window = new RollingWindow(10 * MINUTE);
    window.add(tick('100', 0, '5'));
    window.add(tick('50', 5, '1'));
    window.add(tick('60', 12, '1'));
    const stats = window.stats()!;
    expect(stats.open.toFixed()).toBe('50');
    expect(stats.high.toFixed()).toBe('60');
    expect(stats.volume.toFixed()).toBe('2');
  });

  it('keeps up with a day of minutes quickly', () => {
    const window = new RollingWindow();
    const started = performance.now();
    for (let minute = 0; minute < 3 * 1440; minute++) window.add(tick(String(100 + (minute % 7)), minute));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(window.stats()!.high.toFixed()).toBe('106');
  });

  it('always agrees with folding the minutes still inside the span', () => {
    const span = 30 * MINUTE;
    const step = fc.record({
      gapSeconds: fc.integer({ min: 0, max: 400 }),
      cents: fc.integer({ min: 1, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 200 }), (steps) => {
        const window = new RollingWindow(span);
        let seconds = 0;
        const ticks = steps.map(({ gapSeconds, cents }) => {
          seconds += gapSeconds;
          return tick(new Decimal(cents).div(100).toFixed(), seconds / 60, String(cents));
        });
        for (const candle of ticks) window.add(candle);
        const last = ticks.at(-1)!;
        const oldest = Math.floor((last.at.getTime() - span) / MINUTE);
        const inside = ticks.filter((candle) => Math.floor(candle.at.getTime() / MINUTE) > oldest);
        const stats = window.stats()!;
        expect(stats.open.toFixed()).toBe(inside[0]!.open.toFixed());
        expect(stats.close.toFixed()).toBe(last.close.toFixed());
        expect(stats.high.toFixed()).toBe(Decimal.max(...inside.map((c) => c.high)).toFixed());
        expect(stats.low.toFixed()).toBe(Decimal.min(...inside.map((c) => c.low)).toFixed());
        expect(stats.volume.toFixed()).toBe(
          inside.reduce((sum, c) => sum.plus(c.volume), new Decimal(0)).toFixed(),
        );
      }),
    );
  });
});
