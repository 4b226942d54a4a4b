import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { priceLinePoints } from './price-line';

const prices = (...values: string[]) => values.map((value) => new Decimal(value));

describe('priceLinePoints', () => {
  it('spreads the prices across the width, the lowest at the bottom and the highest at the top', () => {
    expect(priceLinePoints(prices('1', '3', '2'), 100, 40)).toBe('0,40 50,0 100,20');
  });

  it('draws equal prices as a flat line in the middle', () => {
    expect(priceLinePoints(prices('64000', '64000'), 100, 40)).toBe('0,20 100,20');
    expect(priceLinePoints(prices('64000'), 100, 40)).toBe('0,20');
  });
});
