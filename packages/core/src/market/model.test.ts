import { describe, expect, it } from 'vitest';
import { decimal } from '../shared/decimal.js';
import { tickDirection, trendOf } from './model.js';

describe('trends (spec §1: up green, down red)', () => {
  it('reads a 24-hour change as up, down or flat', () => {
    expect(trendOf(decimal('1.25'))).toBe('up');
    expect(trendOf(decimal('0.0001'))).toBe('up');
    expect(trendOf(decimal('-0.0001'))).toBe('down');
    expect(trendOf(decimal('0'))).toBe('flat');
    // A change that rounds to nothing from below reads "-0.00" on the wire: no fall, no red.
    expect(trendOf(decimal('-0.00'))).toBe('flat');
    expect(trendOf(decimal('-0'))).toBe('flat');
  });

  it('flashes a tick up or down against the previous price, flat for the first or an equal one', () => {
    expect(tickDirection(undefined, decimal('100'))).toBe('flat');
    expect(tickDirection(decimal('100'), decimal('100.00'))).toBe('flat');
    expect(tickDirection(decimal('100'), decimal('100.01'))).toBe('up');
    expect(tickDirection(decimal('100'), decimal('99.99'))).toBe('down');
  });
});
