import { describe, expect, it } from 'vitest';
import { optionCloseTime, optionSecondsLeft, optionsExpectedReturn, optionsPayout } from './calculators.js';

const order = { stake: '100', openPrice: '60000', payoutRate: '0.85' } as const;

const settle = (direction: 'up' | 'down', closePrice: string) => {
  const { outcome, payout } = optionsPayout({ ...order, direction, closePrice });
  return [outcome, payout.toString()];
};

describe('optionsPayout', () => {
  it('pays stake × (1 + rate) on a right call, 0 on a wrong one, the stake on a draw', () => {
    expect(settle('up', '60001')).toEqual(['win', '185']);
    expect(settle('up', '59999')).toEqual(['loss', '0']);
    expect(settle('down', '60000.00')).toEqual(['draw', '100']);
  });

  it('wins a down call when the price falls and loses it when the price rises', () => {
    expect(settle('down', '59999.99')).toEqual(['win', '185']);
    expect(settle('down', '60000.01')).toEqual(['loss', '0']);
    expect(settle('up', '60000')).toEqual(['draw', '100']);
  });

  it('refuses a negative stake or rate and a non-positive price', () => {
    expect(() => optionsPayout({ ...order, direction: 'up', closePrice: '0' })).toThrow('closePrice');
    expect(() => optionsPayout({ ...order, direction: 'up', closePrice: '1', openPrice: '0' })).toThrow(
      'openPrice',
    );
    expect(() => optionsPayout({ ...order, direction: 'up', closePrice: '1', stake: '-1' })).toThrow('stake');
    expect(() => optionsPayout({ ...order, direction: 'up', closePrice: '1', payoutRate: '-0.1' })).toThrow(
      'payoutRate',
    );
  });
});

describe('optionsExpectedReturn', () => {
  it('is (rate − 1) / 2 of the stake: −7.5 % at 85 %, nothing at 100 %', () => {
    expect(optionsExpectedReturn('0.85').toString()).toBe('-0.075');
    expect(optionsExpectedReturn('1').toString()).toBe('0');
    expect(optionsExpectedReturn('0.7').toString()).toBe('-0.15');
  });
});

describe('optionCloseTime', () => {
  it('is the acceptance time plus the duration, and refuses a duration that is not whole and positive', () => {
    expect(optionCloseTime('2026-01-01T00:00:00.000Z', 30)).toBe('2026-01-01T00:00:30.000Z');
    expect(() => optionCloseTime('2026-01-01T00:00:00.000Z', 0)).toThrow('seconds');
    expect(() => optionCloseTime('2026-01-01T00:00:00.000Z', 1.5)).toThrow('seconds');
  });
});

describe('optionSecondsLeft', () => {
  it('counts whole seconds up to the close, reaching 0 only once the close has passed', () => {
    const closesAt = '2026-01-01T00:00:30.000Z';
    const at = (time: string) => optionSecondsLeft(closesAt, Date.parse(time));
    expect(at('2026-01-01T00:00:00.000Z')).toBe(30);
    expect(at('2026-01-01T00:00:00.400Z')).toBe(30);
    expect(at('2026-01-01T00:00:29.999Z')).toBe(1);
    expect(at('2026-01-01T00:00:30.000Z')).toBe(0);
    expect(at('2026-01-01T00:01:00.000Z')).toBe(0);
  });
});
