import type { Decimal } from '@tessera/core';

/**
 * The points of a price line `width` × `height` wide (an SVG polyline's `points`): the prices
 * spread evenly from left to right, the lowest at the bottom and the highest at the top, a flat
 * line in the middle. Decimals become numbers here only, to be drawn.
 *
 * @example priceLinePoints([new Decimal(1), new Decimal(3)], 100, 40) // '0,40 100,0'
 */
export const priceLinePoints = (prices: readonly Decimal[], width: number, height: number): string => {
  const values = prices.map((price) => price.toNumber());
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - ((value - low) / span) * height;
      return `${Number((index * step).toFixed(1))},${Number(y.toFixed(1))}`;
    })
    .join(' ');
};
