import { decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatChange, formatPrice, formatVolume } from './format';

describe('number display', () => {
  it('groups thousands and keeps two decimals for large prices, four for small ones', () => {
    expect(formatPrice(decimal('64012.5'))).toBe('64,012.50');
    expect(formatPrice(decimal('1234567.891'))).toBe('1,234,567.89');
    expect(formatPrice(decimal('0.51987'))).toBe('0.5199');
    expect(formatPrice(decimal('83.98'))).toBe('83.9800');
  });

  it('signs changes', () => {
    expect(formatChange(decimal('1.254'))).toBe('+1.25%');
    expect(formatChange(decimal('-0.4'))).toBe('-0.40%');
    expect(formatChange(decimal('0'))).toBe('0.00%');
  });

  it('shows volumes as K and M with one decimal (spec §9)', () => {
    expect(formatVolume(decimal('958700000'))).toBe('958.7M');
    expect(formatVolume(decimal('23900'))).toBe('23.9K');
    expect(formatVolume(decimal('12.5'))).toBe('12.5000');
  });
});
