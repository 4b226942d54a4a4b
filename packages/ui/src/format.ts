import type { Decimal } from '@tessera/core';

/**
 * How numbers look on screen, in one place. Decimal's own `toFixed` (never floats); a later issue
 * moves this into core's formatters (spec §9: K / M, four decimals) and this file goes away.
 */

/** Inserts thousands separators into a plain decimal string: "64012.50" → "64,012.50". */
const group = (text: string): string => {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/** A last price: two decimals from 100 up, four below (small coins need them). */
export const formatPrice = (price: Decimal): string => group(price.toFixed(price.abs().gte(100) ? 2 : 4));

/** A 24-hour change in percent, always signed: "+1.25%", "-0.40%", "0.00%". */
export const formatChange = (percent: Decimal): string => `${percent.gt(0) ? '+' : ''}${percent.toFixed(2)}%`;

/** A traded volume, compact (spec §9): above 1,000,000 as M, above 1,000 as K, one decimal. */
export const formatVolume = (volume: Decimal): string =>
  volume.gt(1_000_000)
    ? `${volume.div(1_000_000).toFixed(1)}M`
    : volume.gt(1_000)
      ? `${volume.div(1_000).toFixed(1)}K`
      : volume.toFixed(4);
